import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Issue 25: the storefront lookup's prepared campaigns, persisted per shop (`services/lookupSnapshot.ts`). A process
 * whose cache does not hold the shop (its first lookup of the shop, after a write, or after the cache let it go) reads
 * this one row instead of the experiment, the campaigns and their documents, which it would parse, upgrade and encode
 * again. A row answers only for the public version it was built at (shops.public_version) and for the lookup cache's
 * time to live from `built_at` (epoch milliseconds), so it is never staler than a process's own cache.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const longText = qi.sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT;
  await qi.createTable('lookup_snapshots', {
    shop_id: {
      type: DataTypes.STRING(255),
      primaryKey: true,
      allowNull: false,
      references: { model: 'shops', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    version: { type: DataTypes.INTEGER, allowNull: false },
    built_at: { type: DataTypes.BIGINT, allowNull: false },
    body: { type: longText, allowNull: false },
  });
}

/** Drops the table (nothing references it; every row can be built again from the campaigns). */
export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('lookup_snapshots');
}
