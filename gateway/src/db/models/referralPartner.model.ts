import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { defineTable, integer, string } from '../columns';

/**
 * A shop's referral programme settings (cart-and-shop.md §3) and its landing views; code_key is unique across shops.
 */
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
  return defineTable<ReferralPartnerInstance>(
    sequelize,
    'ReferralPartner',
    'referral_partners',
    {
      shop_id: { type: DataTypes.STRING(255), primaryKey: true },
      code: string(30),
      code_key: string(30, { unique: 'referral_partners_unique_code' }),
      commission: integer(),
      discount: integer(),
      paypal_email: string(255, { defaultValue: '' }),
      views: integer({ defaultValue: 0 }),
    },
    'both',
  );
}
