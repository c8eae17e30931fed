import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

/** A processed webhook (X-Shopify-Webhook-Id); a replay finds its row and does nothing. */
export interface WebhookDeliveryAttributes {
  id: string;
  shop_id: string;
  topic: string;
  created_at?: Date;
}

/** A webhook delivery row. */
export interface WebhookDeliveryInstance extends Model<WebhookDeliveryAttributes>, WebhookDeliveryAttributes {}

/** Defines the WebhookDelivery model on one Sequelize instance. */
export function defineWebhookDelivery(sequelize: Sequelize): ModelStatic<WebhookDeliveryInstance> {
  return sequelize.define<WebhookDeliveryInstance>(
    'WebhookDelivery',
    {
      id: { type: DataTypes.STRING(64), primaryKey: true },
      shop_id: { type: DataTypes.STRING(255), allowNull: false },
      topic: { type: DataTypes.STRING(64), allowNull: false },
    },
    { tableName: 'webhook_deliveries', underscored: true, timestamps: true, updatedAt: false },
  );
}
