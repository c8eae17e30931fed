import { DataTypes, type QueryInterface } from 'sequelize';
import { dropColumn } from '../dropColumn';

/**
 * Issue 21: the shop's automatic app discount (Cartlift's Discount Function) and how far its configuration metafield
 * is from the campaigns. `discount_id` is Shopify's DiscountAutomaticNode id; `discount_config_digest` the sha256 of
 * the configuration Shopify was last given; `discount_sync_state` pending | synced | failed with the last error and
 * when. Every row starts `pending` (the default): a shop installed before this change has no discount yet, and gets
 * one on its next admin load (GraphQL `shop`) or the sweep each gateway process runs at start (README "Discount
 * Function sync"). `discount_claimed_at` is set while one process creates the discount, so two cannot create two.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('shops', 'discount_id', { type: DataTypes.STRING(255), allowNull: true });
  await qi.addColumn('shops', 'discount_config_digest', { type: DataTypes.STRING(64), allowNull: true });
  await qi.addColumn('shops', 'discount_sync_state', {
    type: DataTypes.STRING(16),
    allowNull: false,
    defaultValue: 'pending',
  });
  await qi.addColumn('shops', 'discount_sync_error', { type: DataTypes.STRING(1000), allowNull: true });
  await qi.addColumn('shops', 'discount_sync_at', { type: DataTypes.DATE(3), allowNull: true });
  await qi.addColumn('shops', 'discount_claimed_at', { type: DataTypes.DATE(3), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const column of [
    'discount_claimed_at',
    'discount_sync_at',
    'discount_sync_error',
    'discount_sync_state',
    'discount_config_digest',
    'discount_id',
  ])
    await dropColumn(qi, 'shops', column);
}
