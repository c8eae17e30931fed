import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** What kind of upsell earned the revenue (README: attribution design). */
export const ATTRIBUTION_KINDS = ['upsell', 'fbt', 'gift', 'tier', 'one_check'] as const;
/** One of ATTRIBUTION_KINDS. */
export type AttributionKind = (typeof ATTRIBUTION_KINDS)[number];

/** Revenue from one order line attributed to one campaign. */
export interface UpsellAttributionAttributes {
  id: number;
  shop_id: string;
  order_id: string;
  campaign_id: string;
  kind: AttributionKind;
  product_id: string | null;
  variant_id: string;
  quantity: number;
  amount_cents: number;
  currency: string;
  created_at?: Date;
}

/** An attribution row. */
export interface UpsellAttributionInstance
  extends
    Model<UpsellAttributionAttributes, Optional<UpsellAttributionAttributes, 'id' | 'product_id'>>,
    UpsellAttributionAttributes {}

/** Defines the UpsellAttribution model on one Sequelize instance. */
export function defineUpsellAttribution(sequelize: Sequelize): ModelStatic<UpsellAttributionInstance> {
  return sequelize.define<UpsellAttributionInstance>(
    'UpsellAttribution',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      shop_id: { type: DataTypes.STRING(255), allowNull: false },
      order_id: { type: DataTypes.STRING(64), allowNull: false },
      campaign_id: { type: DataTypes.STRING(36), allowNull: false },
      kind: { type: DataTypes.STRING(16), allowNull: false },
      product_id: { type: DataTypes.STRING(32), allowNull: true },
      variant_id: { type: DataTypes.STRING(32), allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      amount_cents: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(8), allowNull: false },
    },
    { tableName: 'upsell_attributions', underscored: true, timestamps: true, updatedAt: false },
  );
}
