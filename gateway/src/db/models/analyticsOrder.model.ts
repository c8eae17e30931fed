import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

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
  return sequelize.define<AnalyticsOrderInstance>(
    'AnalyticsOrder',
    {
      shop_id: { type: DataTypes.STRING(255), allowNull: false, primaryKey: true },
      order_id: { type: DataTypes.STRING(64), allowNull: false, primaryKey: true },
      day: { type: DataTypes.INTEGER, allowNull: false },
      total_cents: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.STRING(8), allowNull: false },
    },
    { tableName: 'analytics_orders', underscored: true, timestamps: true, updatedAt: false },
  );
}
