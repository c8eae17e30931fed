import { DataTypes, type QueryInterface } from 'sequelize';

const experimentFk = {
  type: DataTypes.STRING(64),
  allowNull: false,
  primaryKey: true,
  references: { model: 'experiments', key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
};
const counter = { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 };
const cents = { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 };
const arm = { type: DataTypes.STRING(8), allowNull: false };

/**
 * Issue 26 (docs/experiments.md "Data"): what an experiment measures, kept apart from the dashboard's rollups.
 *
 * `experiment_visitors`: one row per visitor and experiment (the arm, the shop's calendar day first seen, whether the
 * visitor viewed the cart, and their orders and revenue so far): what makes a visitor count once, and what the
 * Σr² rule reads (a visitor's revenue before an order).
 * `experiment_daily`: per experiment, arm and day the sums the results read (totals are sums of these rows; the
 * primary key is the index of that read). `revenue_sq_cents` is a double: Σ of each visitor's total squared, exact
 * up to about 9e15.
 * `experiment_orders`: the orders counted, so a redelivered orders/create (Shopify resends under a new delivery id
 * too) counts an order once.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('experiment_visitors', {
    experiment_id: experimentFk,
    visitor_id: { type: DataTypes.STRING(32), allowNull: false, primaryKey: true },
    arm,
    first_day: { type: DataTypes.INTEGER, allowNull: false },
    cart_viewed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    orders: counter,
    revenue_cents: cents,
    added_revenue_cents: cents,
  });
  await qi.createTable('experiment_daily', {
    experiment_id: experimentFk,
    arm: { ...arm, primaryKey: true },
    // The shop's calendar day, numbered as the dashboard's rollups number theirs (dashboardDayNumber).
    day: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
    visitors: counter,
    cart_views: counter,
    impressions: counter,
    orders: counter,
    converting_visitors: counter,
    revenue_cents: cents,
    revenue_sq_cents: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 0 },
    added_revenue_cents: cents,
  });
  await qi.createTable('experiment_orders', {
    experiment_id: experimentFk,
    order_id: { type: DataTypes.STRING(64), allowNull: false, primaryKey: true },
    visitor_id: { type: DataTypes.STRING(32), allowNull: false },
    arm,
    day: { type: DataTypes.INTEGER, allowNull: false },
    revenue_cents: cents,
    added_revenue_cents: cents,
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
}

/** Drops the three tables (nothing references them). */
export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('experiment_orders');
  await qi.dropTable('experiment_daily');
  await qi.dropTable('experiment_visitors');
}
