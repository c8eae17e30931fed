import { DataTypes, type QueryInterface } from 'sequelize';

const shopFk = {
  type: DataTypes.STRING(255),
  allowNull: false,
  references: { model: 'shops', key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
};
const at = { type: DataTypes.DATE, allowNull: false };
const percent = { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 };

/**
 * Billing and the referral programme (issue 15): the shop's app subscription, orders counted per billing cycle, the
 * usage charges sent for a cycle, coupons, invitations, and the referral partners, views and referred shops.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('app_subscriptions', {
    shop_id: { ...shopFk, primaryKey: true },
    subscription_id: { type: DataTypes.STRING(255), allowNull: false },
    usage_line_item_id: { type: DataTypes.STRING(255), allowNull: true },
    status: { type: DataTypes.STRING(16), allowNull: false },
    discount_percent: percent,
    coupon: { type: DataTypes.STRING(64), allowNull: true },
    trial_days: { type: DataTypes.INTEGER, allowNull: false },
    accepted_at: { type: DataTypes.DATE, allowNull: true },
    // A replacement awaiting approval while the active subscription keeps billing.
    pending_subscription_id: { type: DataTypes.STRING(255), allowNull: true },
    pending_discount_percent: { type: DataTypes.INTEGER, allowNull: true },
    pending_coupon: { type: DataTypes.STRING(64), allowNull: true },
    created_at: at,
    updated_at: at,
  });
  // The same order counted once, whatever Shopify retries (orders/create "can trigger multiple times").
  await qi.createTable('billing_orders', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    shop_id: shopFk,
    order_id: { type: DataTypes.STRING(64), allowNull: false },
    cycle: { type: DataTypes.STRING(16), allowNull: false },
    created_at: at,
  });
  await qi.addIndex('billing_orders', ['shop_id', 'order_id'], { name: 'billing_orders_unique_order', unique: true });
  await qi.addIndex('billing_orders', ['shop_id', 'cycle'], { name: 'billing_orders_shop_cycle' });
  // A plan's usage charge at most once per shop and billing cycle.
  await qi.createTable('usage_charges', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    shop_id: shopFk,
    cycle: { type: DataTypes.STRING(16), allowNull: false },
    plan: { type: DataTypes.STRING(16), allowNull: false },
    amount_cents: { type: DataTypes.INTEGER, allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false },
    record_id: { type: DataTypes.STRING(255), allowNull: true },
    created_at: at,
    updated_at: at,
  });
  await qi.addIndex('usage_charges', ['shop_id', 'cycle', 'plan'], {
    name: 'usage_charges_once_per_cycle',
    unique: true,
  });
  await qi.createTable('billing_coupons', {
    code_key: { type: DataTypes.STRING(64), primaryKey: true },
    code: { type: DataTypes.STRING(64), allowNull: false },
    discount_percent: percent,
    active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    created_at: at,
  });
  await qi.createTable('invitations', {
    id: { type: DataTypes.STRING(64), primaryKey: true },
    discount_percent: percent,
    shop_domain: { type: DataTypes.STRING(255), allowNull: true },
    expires_at: { type: DataTypes.DATE, allowNull: true },
    created_at: at,
  });
  await qi.createTable('referral_partners', {
    shop_id: { ...shopFk, primaryKey: true },
    code: { type: DataTypes.STRING(30), allowNull: false },
    // Lower-cased code: unique across shops whatever the collation (SQLite compares case-sensitively).
    code_key: { type: DataTypes.STRING(30), allowNull: false },
    commission: { type: DataTypes.INTEGER, allowNull: false },
    discount: { type: DataTypes.INTEGER, allowNull: false },
    paypal_email: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
    views: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    created_at: at,
    updated_at: at,
  });
  await qi.addIndex('referral_partners', ['code_key'], { name: 'referral_partners_unique_code', unique: true });
  await qi.createTable('referrals', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    referrer_shop_id: shopFk,
    referred_shop_id: { ...shopFk },
    code: { type: DataTypes.STRING(30), allowNull: false },
    created_at: at,
  });
  await qi.addIndex('referrals', ['referred_shop_id'], { name: 'referrals_unique_referred', unique: true });
  await qi.addIndex('referrals', ['referrer_shop_id'], { name: 'referrals_referrer' });
}

/** Drops what 015 created. */
export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const t of [
    'referrals',
    'referral_partners',
    'invitations',
    'billing_coupons',
    'usage_charges',
    'billing_orders',
    'app_subscriptions',
  ]) {
    await qi.dropTable(t);
  }
}
