import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** A shop's referral programme settings (§3) and its landing views; code_key is unique across shops. */
export interface ReferralPartnerAttributes {
  shop_id: string;
  code: string;
  code_key: string;
  commission: number;
  discount: number;
  paypal_email: string;
  views: number;
  created_at?: Date;
  updated_at?: Date;
}

/** A referral partner row. */
export interface ReferralPartnerInstance
  extends
    Model<ReferralPartnerAttributes, Optional<ReferralPartnerAttributes, 'paypal_email' | 'views'>>,
    ReferralPartnerAttributes {}

/** Defines the ReferralPartner model on one Sequelize instance. */
export function defineReferralPartner(sequelize: Sequelize): ModelStatic<ReferralPartnerInstance> {
  return sequelize.define<ReferralPartnerInstance>(
    'ReferralPartner',
    {
      shop_id: { type: DataTypes.STRING(255), primaryKey: true },
      code: { type: DataTypes.STRING(30), allowNull: false },
      code_key: { type: DataTypes.STRING(30), allowNull: false, unique: 'referral_partners_unique_code' },
      commission: { type: DataTypes.INTEGER, allowNull: false },
      discount: { type: DataTypes.INTEGER, allowNull: false },
      paypal_email: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
      views: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    },
    { tableName: 'referral_partners', underscored: true, timestamps: true },
  );
}
