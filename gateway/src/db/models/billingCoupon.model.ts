import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { defineTable, flag, integer, string } from '../columns';

/** A coupon for the install charge: a percentage off the plan prices. */
export interface BillingCouponAttributes {
  /** Lower-cased code (coupons are matched case-insensitively). */
  code_key: string;
  code: string;
  discount_percent: number;
  active: boolean;
  created_at?: Date;
}

/** A coupon row. */
export interface BillingCouponInstance
  extends Model<BillingCouponAttributes, Optional<BillingCouponAttributes, 'active'>>, BillingCouponAttributes {}

/** Defines the BillingCoupon model on one Sequelize instance. */
export function defineBillingCoupon(sequelize: Sequelize): ModelStatic<BillingCouponInstance> {
  return defineTable<BillingCouponInstance>(
    sequelize,
    'BillingCoupon',
    'billing_coupons',
    {
      code_key: { type: DataTypes.STRING(64), primaryKey: true },
      code: string(64),
      discount_percent: integer(),
      active: flag(true),
    },
    'created',
  );
}
