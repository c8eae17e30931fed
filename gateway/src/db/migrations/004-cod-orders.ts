import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * cod_orders: one row per cash-on-delivery submission, keyed by the storefront's client key, so a double submit or a
 * retry finds the first attempt instead of placing a second order (issue 13).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('cod_orders', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
    shop_id: {
      type: DataTypes.STRING(255),
      allowNull: false,
      references: { model: 'shops', key: 'id' },
      onDelete: 'CASCADE',
      onUpdate: 'CASCADE',
    },
    client_key: { type: DataTypes.STRING(64), allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false },
    order_id: { type: DataTypes.STRING(255), allowNull: true },
    order_name: { type: DataTypes.STRING(64), allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('cod_orders', ['shop_id', 'client_key'], { name: 'cod_orders_shop_key', unique: true });
}

/** Drops cod_orders. */
export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('cod_orders');
}
