import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Rate-limit counters every gateway process shares (issue 17: nothing per process may hold state another needs):
 * one row per limiter key and its current window, incremented with an atomic upsert that starts a new window once
 * the old one has ended; rows of ended windows are deleted by expires_at.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('rate_limit_hits', {
    // sha256 hex of limiter name + client key: the key holds a ?shop= the limiter sees before it is validated.
    key_hash: { type: DataTypes.CHAR(64), allowNull: false, primaryKey: true },
    hits: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    // Epoch ms when the window that began with the key's first hit ends.
    expires_at: { type: DataTypes.BIGINT, allowNull: false },
  });
  await qi.addIndex('rate_limit_hits', ['expires_at'], { name: 'rate_limit_hits_expires' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('rate_limit_hits');
}
