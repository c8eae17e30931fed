import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Issue 24: expiring offline tokens. Beside `access_token`: when it expires, the refresh token that renews it and when
 * that one expires (milliseconds kept: a renewal is decided minutes ahead, and tests shorten lifetimes to seconds).
 * Tokens are stored as `access_token` always was (plain, like Shopify's own session storage adapters); a shop
 * installed before keeps its non-expiring token (expiry null) until its next token exchange.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('shops', 'access_token_expires_at', { type: DataTypes.DATE(3), allowNull: true });
  await qi.addColumn('shops', 'refresh_token', { type: DataTypes.STRING(255), allowNull: true });
  await qi.addColumn('shops', 'refresh_token_expires_at', { type: DataTypes.DATE(3), allowNull: true });
}

/**
 * On SQLite, Sequelize's removeColumn copies the table and drops the original, and dropping `shops` deletes every row
 * that references a shop ON DELETE CASCADE (campaigns, analytics, ...). SQLite (3.35+) drops a plain column in place.
 */
async function dropColumn(qi: QueryInterface, table: string, column: string): Promise<void> {
  if (qi.sequelize.getDialect() === 'sqlite') {
    await qi.sequelize.query(`ALTER TABLE \`${table}\` DROP COLUMN \`${column}\``);
  } else {
    await qi.removeColumn(table, column);
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await dropColumn(qi, 'shops', 'refresh_token_expires_at');
  await dropColumn(qi, 'shops', 'refresh_token');
  await dropColumn(qi, 'shops', 'access_token_expires_at');
}
