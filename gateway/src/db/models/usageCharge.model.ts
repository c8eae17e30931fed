import type { Model, ModelStatic, Optional, Sequelize } from 'sequelize';
import { defineTable, integer, nullableString, serialId, shopId, string } from '../columns';

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
  return defineTable<UsageChargeInstance>(
    sequelize,
    'UsageCharge',
    'usage_charges',
    {
      id: serialId(),
      shop_id: shopId(),
      cycle: string(16),
      plan: string(16),
      amount_cents: integer(),
      status: string(16),
      record_id: nullableString(255),
    },
    'both',
  );
}
