import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

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
  return sequelize.define<AppSubscriptionInstance>(
    'AppSubscription',
    {
      shop_id: { type: DataTypes.STRING(255), primaryKey: true },
      subscription_id: { type: DataTypes.STRING(255), allowNull: false },
      usage_line_item_id: { type: DataTypes.STRING(255), allowNull: true },
      status: { type: DataTypes.STRING(16), allowNull: false },
      discount_percent: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      coupon: { type: DataTypes.STRING(64), allowNull: true },
      trial_days: { type: DataTypes.INTEGER, allowNull: false },
      accepted_at: { type: DataTypes.DATE, allowNull: true },
      pending_subscription_id: { type: DataTypes.STRING(255), allowNull: true },
      pending_discount_percent: { type: DataTypes.INTEGER, allowNull: true },
      pending_coupon: { type: DataTypes.STRING(64), allowNull: true },
    },
    { tableName: 'app_subscriptions', underscored: true, timestamps: true },
  );
}
