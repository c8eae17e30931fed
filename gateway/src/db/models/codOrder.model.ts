import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

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
  created_at?: Date;
  updated_at?: Date;
}

/** A cod_orders row. */
export interface CodOrderInstance
  extends Model<CodOrderAttributes, Optional<CodOrderAttributes, 'order_id' | 'order_name'>>,
    CodOrderAttributes {}

/** Defines the CodOrder model on one Sequelize instance. */
export function defineCodOrder(sequelize: Sequelize): ModelStatic<CodOrderInstance> {
  return sequelize.define<CodOrderInstance>(
    'CodOrder',
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      shop_id: { type: DataTypes.STRING(255), allowNull: false },
      client_key: { type: DataTypes.STRING(64), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false },
      order_id: { type: DataTypes.STRING(255), allowNull: true },
      order_name: { type: DataTypes.STRING(64), allowNull: true },
    },
    { tableName: 'cod_orders', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  );
}
