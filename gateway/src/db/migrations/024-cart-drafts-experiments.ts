import { DataTypes, type QueryInterface } from 'sequelize';

/** LONGTEXT on MySQL (TEXT stops at 64 KB, a ShopSettings document can be larger); SQLite's TEXT has no size. */
const longText = (qi: QueryInterface) =>
  qi.sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT;
const shopFk = {
  type: DataTypes.STRING(255),
  allowNull: false,
  references: { model: 'shops', key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
};
// Millisecond precision: both lists are ordered by created_at.
const stamp = { type: DataTypes.DATE(3), allowNull: false };

/**
 * Issue 26 (docs/experiments.md "Data"): draft carts and cart experiments.
 *
 * `cart_drafts` holds a shop's draft carts (`kind` draft) and at most one `previous_live` row: the live cart as it was
 * before the last publish or promote, which rollback restores. `experiments` holds the shop's experiments; at most one
 * is `running` per shop. Neither "at most one" is a constraint: a unique partial index is not portable between SQLite
 * and MariaDB, so the services check both in a transaction that holds the shop row's lock.
 *
 * `draft_id` has no foreign key: a stopped experiment keeps naming the draft it tested after the merchant deletes it
 * (its results stay readable; promoting it is refused by the service).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('cart_drafts', {
    id: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
    shop_id: shopFk,
    name: { type: DataTypes.STRING(100), allowNull: false },
    kind: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'draft' },
    settings: { type: longText(qi), allowNull: false },
    campaign_ids: { type: longText(qi), allowNull: false },
    created_at: stamp,
    updated_at: stamp,
  });
  await qi.addIndex('cart_drafts', ['shop_id', 'kind', 'created_at'], { name: 'cart_drafts_shop_kind' });

  await qi.createTable('experiments', {
    id: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
    shop_id: shopFk,
    name: { type: DataTypes.STRING(100), allowNull: false },
    variant_kind: { type: DataTypes.STRING(16), allowNull: false },
    draft_id: { type: DataTypes.STRING(64), allowNull: true },
    split_percent: { type: DataTypes.INTEGER, allowNull: false },
    goal: { type: DataTypes.STRING(32), allowNull: false },
    planned_visitors: { type: DataTypes.INTEGER, allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'draft' },
    started_at: { type: DataTypes.DATE(3), allowNull: true },
    stopped_at: { type: DataTypes.DATE(3), allowNull: true },
    created_at: stamp,
    updated_at: stamp,
  });
  await qi.addIndex('experiments', ['shop_id', 'status'], { name: 'experiments_shop_status' });
  await qi.addIndex('experiments', ['shop_id', 'created_at'], { name: 'experiments_shop_created' });
}

/** Drops both tables (nothing else references them). */
export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('experiments');
  await qi.dropTable('cart_drafts');
}
