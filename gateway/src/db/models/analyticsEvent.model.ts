import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** Storefront events (view_cart, checkout_started, upsell_added), one row per campaign; no shopper data is kept. */
export interface AnalyticsEventAttributes {
  id: number;
  shop_id: string;
  type: string;
  campaign_id: string | null;
  campaign_key: string | null;
  /** upsell_added: what was added (upsell, fbt, gift, tier, one_check). */
  kind?: string | null;
  /** Stored in created_at (underscored); bulk inserts may set it (the bench back-dates events). */
  createdAt?: Date;
}

/** An analytics event row. */
export interface AnalyticsEventInstance
  extends
    Model<AnalyticsEventAttributes, Optional<AnalyticsEventAttributes, 'id' | 'campaign_id' | 'campaign_key'>>,
    AnalyticsEventAttributes {}

/** Defines the AnalyticsEvent model on one Sequelize instance. */
export function defineAnalyticsEvent(sequelize: Sequelize): ModelStatic<AnalyticsEventInstance> {
  return sequelize.define<AnalyticsEventInstance>(
    'AnalyticsEvent',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      shop_id: { type: DataTypes.STRING(255), allowNull: false },
      type: { type: DataTypes.STRING(32), allowNull: false },
      campaign_id: { type: DataTypes.STRING(36), allowNull: true },
      campaign_key: { type: DataTypes.STRING(32), allowNull: true },
      kind: { type: DataTypes.STRING(16), allowNull: true },
    },
    { tableName: 'analytics_events', underscored: true, timestamps: true, updatedAt: false },
  );
}
