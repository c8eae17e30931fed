import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import type { DashboardTotals } from '@cartlift/domain';
import { defineTable, integer, required, shopId, string } from '../columns';

/** One shop's (or one of its campaigns') totals for one dashboard day; written only by services/analyticsRollup. */
export interface AnalyticsDailyAttributes extends DashboardTotals {
  shop_id: string;
  /** '' for the whole shop. */
  campaign_id: string;
  /** Days since 1970-01-01 at UTC+10. */
  day: number;
}

/** A rollup row. */
export interface AnalyticsDailyInstance extends Model<AnalyticsDailyAttributes>, AnalyticsDailyAttributes {}

const counter = () => integer({ defaultValue: 0 });
const cents = () => required(DataTypes.BIGINT, { defaultValue: 0 });

/** Defines the AnalyticsDaily model on one Sequelize instance. */
export function defineAnalyticsDaily(sequelize: Sequelize): ModelStatic<AnalyticsDailyInstance> {
  return defineTable<AnalyticsDailyInstance>(
    sequelize,
    'AnalyticsDaily',
    'analytics_daily',
    {
      shop_id: shopId({ primaryKey: true }),
      campaign_id: string(36, { primaryKey: true }),
      day: integer({ primaryKey: true }),
      carts_displayed: counter(),
      checkouts_started: counter(),
      upsells_added: counter(),
      orders: counter(),
      sales_cents: cents(),
      upsell_units: counter(),
      upsell_cents: cents(),
    },
    'none',
  );
}
