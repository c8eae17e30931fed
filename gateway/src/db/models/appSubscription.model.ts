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
  created_at?: Date;
  updated_at?: Date;
}

type Creation = Optional<AppSubscriptionAttributes, 'usage_line_item_id' | 'discount_percent' | 'coupon' | 'accepted_at'>;

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
    },
    { tableName: 'app_subscriptions', underscored: true, timestamps: true },
  );
}
