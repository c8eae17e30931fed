import type { Model, ModelStatic, Optional, Sequelize } from 'sequelize';
import { defineTable, serialId, shopId, string } from '../columns';

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
  return defineTable<ReferralInstance>(
    sequelize,
    'Referral',
    'referrals',
    {
      id: serialId(),
      referrer_shop_id: shopId(),
      referred_shop_id: shopId({ unique: 'referrals_unique_referred' }),
      code: string(30),
    },
    'created',
  );
}
