import { DataTypes, type QueryInterface } from 'sequelize';

/** LONGTEXT on MySQL (TEXT stops at 64 KB); SQLite's TEXT has no size and warns about options. */
const longText = (qi: QueryInterface) =>
  qi.sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT;
const createdAt = { type: DataTypes.DATE, allowNull: false };
const shopFk = {
  type: DataTypes.STRING(255),
  allowNull: false,
  references: { model: 'shops', key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
};

/** The first schema: shops, campaigns, analytics, attribution, uploads, webhook deliveries. */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const json = { type: longText(qi), allowNull: true };
  await qi.createTable('shops', {
    id: { type: DataTypes.STRING(255), primaryKey: true, allowNull: false },
    user_id: { type: DataTypes.STRING(255), allowNull: true },
    access_token: { type: DataTypes.STRING(255), allowNull: true },
    scope: { type: DataTypes.STRING(1024), allowNull: true },
    installed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    installed_at: { type: DataTypes.DATE, allowNull: true },
    uninstalled_at: { type: DataTypes.DATE, allowNull: true },
    charge_accepted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    charge_confirmation_url: { type: DataTypes.STRING(1024), allowNull: true },
    name: { type: DataTypes.STRING(255), allowNull: true },
    money_format: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '${{amount}}' },
    money_with_currency_format: { type: DataTypes.STRING(255), allowNull: true },
    currency: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'USD' },
    enabled_presentment_currencies: json,
    storefront_origins: json,
    settings: json,
    settings_saved: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    original_settings: json,
    cod_settings: json,
    sticky_cart: json,
    flags: json,
    custom_links: json,
    custom_atcs: json,
    plan: json,
    invitation: json,
    created_at: createdAt,
    updated_at: createdAt,
  });
  await qi.createTable('campaigns', {
    id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
    shop_id: shopFk,
    name: { type: DataTypes.STRING(255), allowNull: false },
    active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    type: { type: DataTypes.STRING(32), allowNull: false },
    target_type: { type: DataTypes.STRING(32), allowNull: false },
    campaign_key: { type: DataTypes.STRING(32), allowNull: false, unique: true },
    target: { type: longText(qi), allowNull: false },
    settings: { type: longText(qi), allowNull: false },
    modules: json,
    created_at: { type: DataTypes.DATE(3), allowNull: false },
    updated_at: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex('campaigns', ['shop_id', 'created_at', 'id'], { name: 'campaigns_shop_created' });
  await qi.addIndex('campaigns', ['shop_id', 'active'], { name: 'campaigns_shop_active' });
  await qi.addIndex('campaigns', ['shop_id', 'type'], { name: 'campaigns_shop_type' });
  await qi.addIndex('campaigns', ['updated_at'], { name: 'campaigns_updated' });

  await qi.createTable('analytics_events', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    shop_id: shopFk,
    type: { type: DataTypes.STRING(32), allowNull: false },
    campaign_id: { type: DataTypes.STRING(36), allowNull: true },
    campaign_key: { type: DataTypes.STRING(32), allowNull: true },
    created_at: createdAt,
  });
  await qi.addIndex('analytics_events', ['shop_id', 'campaign_id', 'type'], { name: 'analytics_events_shop_campaign' });

  await qi.createTable('upsell_attributions', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    shop_id: shopFk,
    order_id: { type: DataTypes.STRING(64), allowNull: false },
    campaign_id: { type: DataTypes.STRING(36), allowNull: false },
    kind: { type: DataTypes.STRING(16), allowNull: false },
    product_id: { type: DataTypes.STRING(32), allowNull: true },
    variant_id: { type: DataTypes.STRING(32), allowNull: false },
    quantity: { type: DataTypes.INTEGER, allowNull: false },
    amount_cents: { type: DataTypes.INTEGER, allowNull: false },
    currency: { type: DataTypes.STRING(8), allowNull: false },
    created_at: createdAt,
  });
  await qi.addIndex('upsell_attributions', ['shop_id', 'order_id', 'campaign_id', 'variant_id', 'kind'], {
    name: 'upsell_attributions_unique_line',
    unique: true,
  });
  await qi.addIndex('upsell_attributions', ['shop_id', 'campaign_id'], { name: 'upsell_attributions_shop_campaign' });

  await qi.createTable('uploaded_images', {
    id: { type: DataTypes.STRING(36), primaryKey: true },
    shop_id: shopFk,
    file_name: { type: DataTypes.STRING(255), allowNull: false, unique: true },
    original_name: { type: DataTypes.STRING(255), allowNull: false },
    mime_type: { type: DataTypes.STRING(64), allowNull: false },
    size_bytes: { type: DataTypes.INTEGER, allowNull: false },
    created_at: createdAt,
  });

  // No foreign key: a delivery must outlive shop/redact so a replayed redact stays a no-op.
  await qi.createTable('webhook_deliveries', {
    id: { type: DataTypes.STRING(64), primaryKey: true },
    shop_id: { type: DataTypes.STRING(255), allowNull: false },
    topic: { type: DataTypes.STRING(64), allowNull: false },
    created_at: createdAt,
  });
  await qi.addIndex('webhook_deliveries', ['shop_id'], { name: 'webhook_deliveries_shop' });
}

/** Drops everything 001 created. */
export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const t of [
    'webhook_deliveries',
    'uploaded_images',
    'upsell_attributions',
    'analytics_events',
    'campaigns',
    'shops',
  ]) {
    await qi.dropTable(t);
  }
}
