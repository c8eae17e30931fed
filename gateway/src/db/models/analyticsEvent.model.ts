import type { Model, ModelStatic, Optional, Sequelize } from 'sequelize';
import { defineTable, nullableString, serialId, shopId, string } from '../columns';

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
  return defineTable<AnalyticsEventInstance>(
    sequelize,
    'AnalyticsEvent',
    'analytics_events',
    {
      id: serialId(),
      shop_id: shopId(),
      type: string(32),
      campaign_id: nullableString(36),
      campaign_key: nullableString(32),
      kind: nullableString(16),
    },
    'created',
  );
}
