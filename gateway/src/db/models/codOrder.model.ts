import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { defineTable, nullableString, shopId, string } from '../columns';

/** pending while the Admin API calls run; placed once the order exists; failed when it could not be placed. */
export type CodOrderStatus = 'pending' | 'placed' | 'failed';

/** A cash-on-delivery submission, unique per shop and client key (the idempotency record). */
export interface CodOrderAttributes {
  id: string;
  shop_id: string;
  client_key: string;
  status: CodOrderStatus;
  order_id: string | null;
  order_name: string | null;
  /** The draft order this claim created (set before completing it), so a retry can read it back. */
  draft_id: string | null;
  created_at?: Date;
  updated_at?: Date;
}

/** A cod_orders row. */
export interface CodOrderInstance
  extends Model<CodOrderAttributes, Optional<CodOrderAttributes, 'order_id' | 'order_name' | 'draft_id'>>, CodOrderAttributes {}

/** Defines the CodOrder model on one Sequelize instance. */
export function defineCodOrder(sequelize: Sequelize): ModelStatic<CodOrderInstance> {
  return defineTable<CodOrderInstance>(
    sequelize,
    'CodOrder',
    'cod_orders',
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      shop_id: shopId(),
      client_key: string(64),
      status: string(16),
      order_id: nullableString(255),
      order_name: nullableString(64),
      draft_id: nullableString(255),
    },
    'both',
    { createdAt: 'created_at', updatedAt: 'updated_at' },
  );
}
