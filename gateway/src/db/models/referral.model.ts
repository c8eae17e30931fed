import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** A shop that installed through a partner's code; a shop is referred at most once. */
export interface ReferralAttributes {
  id: number;
  referrer_shop_id: string;
  referred_shop_id: string;
  code: string;
  created_at?: Date;
}

/** A referral row. */
export interface ReferralInstance
  extends Model<ReferralAttributes, Optional<ReferralAttributes, 'id'>>, ReferralAttributes {}

/** Defines the Referral model on one Sequelize instance. */
export function defineReferral(sequelize: Sequelize): ModelStatic<ReferralInstance> {
  return sequelize.define<ReferralInstance>(
    'Referral',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      referrer_shop_id: { type: DataTypes.STRING(255), allowNull: false },
      referred_shop_id: { type: DataTypes.STRING(255), allowNull: false, unique: 'referrals_unique_referred' },
      code: { type: DataTypes.STRING(30), allowNull: false },
    },
    { tableName: 'referrals', underscored: true, timestamps: true, updatedAt: false },
  );
}
