import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** An order counted towards a billing cycle; (shop_id, order_id) is unique. */
export interface BillingOrderAttributes {
  id: number;
  shop_id: string;
  order_id: string;
  /** The cycle's start date (YYYY-MM-DD) or 'trial'. */
  cycle: string;
  created_at?: Date;
}

/** A counted order row. */
export interface BillingOrderInstance
  extends Model<BillingOrderAttributes, Optional<BillingOrderAttributes, 'id'>>, BillingOrderAttributes {}

/** Defines the BillingOrder model on one Sequelize instance. */
export function defineBillingOrder(sequelize: Sequelize): ModelStatic<BillingOrderInstance> {
  return sequelize.define<BillingOrderInstance>(
    'BillingOrder',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      shop_id: { type: DataTypes.STRING(255), allowNull: false },
      order_id: { type: DataTypes.STRING(64), allowNull: false },
      cycle: { type: DataTypes.STRING(16), allowNull: false },
    },
    { tableName: 'billing_orders', underscored: true, timestamps: true, updatedAt: false },
  );
}
