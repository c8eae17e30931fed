import type { Model, ModelStatic, Optional, Sequelize } from 'sequelize';
import { defineTable, serialId, shopId, string } from '../columns';

/** An order counted towards a billing cycle; (shop_id, order_id) is unique. */
export interface BillingOrderAttributes {
  id: number;
  shop_id: string;
  order_id: string;
  /** The cycle's start date (YYYY-MM-DD) or 'trial'. */
  cycle: string;
  created_at?: Date;
}

/** A counted order row. */
export interface BillingOrderInstance
  extends Model<BillingOrderAttributes, Optional<BillingOrderAttributes, 'id'>>, BillingOrderAttributes {}

/** Defines the BillingOrder model on one Sequelize instance. */
export function defineBillingOrder(sequelize: Sequelize): ModelStatic<BillingOrderInstance> {
  return defineTable<BillingOrderInstance>(
    sequelize,
    'BillingOrder',
    'billing_orders',
    {
      id: serialId(),
      shop_id: shopId(),
      order_id: string(64),
      cycle: string(16),
    },
    'created',
  );
}
