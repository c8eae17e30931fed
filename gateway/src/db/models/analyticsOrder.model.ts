import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import { defineTable, integer, required, shopId, string } from '../columns';

/** An order placed through the Cartlift checkout, as counted in the rollups (orders/create). */
export interface AnalyticsOrderAttributes {
  shop_id: string;
  order_id: string;
  /** The dashboard day the order was counted on. */
  day: number;
  total_cents: number;
  currency: string;
  createdAt?: Date;
}

/** An analytics order row. */
export interface AnalyticsOrderInstance extends Model<AnalyticsOrderAttributes>, AnalyticsOrderAttributes {}

/** Defines the AnalyticsOrder model on one Sequelize instance. */
export function defineAnalyticsOrder(sequelize: Sequelize): ModelStatic<AnalyticsOrderInstance> {
  return defineTable<AnalyticsOrderInstance>(
    sequelize,
    'AnalyticsOrder',
    'analytics_orders',
    {
      shop_id: shopId({ primaryKey: true }),
      order_id: string(64, { primaryKey: true }),
      day: integer(),
      total_cents: required(DataTypes.BIGINT),
      currency: string(8),
    },
    'created',
  );
}
