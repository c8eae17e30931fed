import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import type { DashboardTotals } from '@cartlift/domain';

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

const counter = { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 };
const cents = { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 };

/** Defines the AnalyticsDaily model on one Sequelize instance. */
export function defineAnalyticsDaily(sequelize: Sequelize): ModelStatic<AnalyticsDailyInstance> {
  return sequelize.define<AnalyticsDailyInstance>(
    'AnalyticsDaily',
    {
      shop_id: { type: DataTypes.STRING(255), allowNull: false, primaryKey: true },
      campaign_id: { type: DataTypes.STRING(36), allowNull: false, primaryKey: true },
      day: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
      carts_displayed: counter,
      checkouts_started: counter,
      upsells_added: counter,
      orders: counter,
      sales_cents: cents,
      upsell_units: counter,
      upsell_cents: cents,
    },
    { tableName: 'analytics_daily', underscored: true, timestamps: false },
  );
}
