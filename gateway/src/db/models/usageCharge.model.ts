import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** pending: stored, not yet accepted by Shopify; sent: Shopify holds the usage record. */
export type UsageChargeStatus = 'pending' | 'sent';

/** The usage charge for entering a plan in one billing cycle; (shop_id, cycle, plan) is unique. */
export interface UsageChargeAttributes {
  id: number;
  shop_id: string;
  cycle: string;
  plan: string;
  amount_cents: number;
  status: UsageChargeStatus;
  record_id: string | null;
  created_at?: Date;
  updated_at?: Date;
}

/** A usage charge row. */
export interface UsageChargeInstance
  extends Model<UsageChargeAttributes, Optional<UsageChargeAttributes, 'id' | 'record_id'>>, UsageChargeAttributes {}

/** Defines the UsageCharge model on one Sequelize instance. */
export function defineUsageCharge(sequelize: Sequelize): ModelStatic<UsageChargeInstance> {
  return sequelize.define<UsageChargeInstance>(
    'UsageCharge',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      shop_id: { type: DataTypes.STRING(255), allowNull: false },
      cycle: { type: DataTypes.STRING(16), allowNull: false },
      plan: { type: DataTypes.STRING(16), allowNull: false },
      amount_cents: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false },
      record_id: { type: DataTypes.STRING(255), allowNull: true },
    },
    { tableName: 'usage_charges', underscored: true, timestamps: true },
  );
}
