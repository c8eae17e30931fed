import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { defineTable, integer, nullable, nullableString, string } from '../columns';

/** Shopify's AppSubscriptionStatus values the gateway stores. */
export type SubscriptionStatus = 'PENDING' | 'ACTIVE' | 'DECLINED' | 'CANCELLED' | 'EXPIRED' | 'FROZEN';

/** The shop's latest app subscription (install charge); one row per shop. */
export interface AppSubscriptionAttributes {
  shop_id: string;
  /** gid://shopify/AppSubscription/N */
  subscription_id: string;
  /** The usage line item usage records are created under. */
  usage_line_item_id: string | null;
  status: SubscriptionStatus;
  /** Percentage off the plan prices (coupon, referral or invitation). */
  discount_percent: number;
  coupon: string | null;
  trial_days: number;
  /** When Shopify confirmed it active; billing cycles count from the trial's end. */
  accepted_at: Date | null;
  /** A replacement (say, with a coupon) awaiting approval while this one keeps billing. */
  pending_subscription_id: string | null;
  pending_discount_percent: number | null;
  pending_coupon: string | null;
  created_at?: Date;
  updated_at?: Date;
}

type Creation = Optional<
  AppSubscriptionAttributes,
  | 'usage_line_item_id'
  | 'discount_percent'
  | 'coupon'
  | 'accepted_at'
  | 'pending_subscription_id'
  | 'pending_discount_percent'
  | 'pending_coupon'
>;

/** An app subscription row. */
export interface AppSubscriptionInstance
  extends Model<AppSubscriptionAttributes, Creation>, AppSubscriptionAttributes {}

/** Defines the AppSubscription model on one Sequelize instance. */
export function defineAppSubscription(sequelize: Sequelize): ModelStatic<AppSubscriptionInstance> {
  return defineTable<AppSubscriptionInstance>(
    sequelize,
    'AppSubscription',
    'app_subscriptions',
    {
      shop_id: { type: DataTypes.STRING(255), primaryKey: true },
      subscription_id: string(255),
      usage_line_item_id: nullableString(255),
      status: string(16),
      discount_percent: integer({ defaultValue: 0 }),
      coupon: nullableString(64),
      trial_days: integer(),
      accepted_at: nullable(DataTypes.DATE),
      pending_subscription_id: nullableString(255),
      pending_discount_percent: nullable(DataTypes.INTEGER),
      pending_coupon: nullableString(64),
    },
    'both',
  );
}
