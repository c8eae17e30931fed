import { DataTypes, type QueryInterface } from 'sequelize';

const shopFk = {
  type: DataTypes.STRING(255),
  allowNull: false,
  references: { model: 'shops', key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
};
const counter = { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 };
const cents = { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 };

/**
 * Per-shop daily rollups the dashboard reads (never the raw events), the orders they were built from (so a replayed
 * order can take its old contribution back), and the raw events' kind and prune index.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('analytics_daily', {
    shop_id: { ...shopFk, primaryKey: true },
    // '' is the whole shop; a campaign id is that campaign's share.
    campaign_id: { type: DataTypes.STRING(36), allowNull: false, primaryKey: true },
    // Days since 1970-01-01 at UTC+10 (cart-and-shop.md §7 day bounds).
    day: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
    carts_displayed: counter,
    checkouts_started: counter,
    upsells_added: counter,
    orders: counter,
    sales_cents: cents,
    upsell_units: counter,
    upsell_cents: cents,
  });
  await qi.createTable('analytics_orders', {
    shop_id: { ...shopFk, primaryKey: true },
    order_id: { type: DataTypes.STRING(64), allowNull: false, primaryKey: true },
    day: { type: DataTypes.INTEGER, allowNull: false },
    total_cents: cents,
    currency: { type: DataTypes.STRING(8), allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addColumn('analytics_events', 'kind', { type: DataTypes.STRING(16), allowNull: true });
  await qi.addIndex('analytics_events', ['created_at'], { name: 'analytics_events_created_at' });
}

/** Drops what 014 added. */
export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('analytics_events', 'analytics_events_created_at');
  await qi.removeColumn('analytics_events', 'kind');
  await qi.dropTable('analytics_orders');
  await qi.dropTable('analytics_daily');
}
