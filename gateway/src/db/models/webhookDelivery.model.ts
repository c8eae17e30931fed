import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import { defineTable, shopId, string } from '../columns';

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
  return defineTable<WebhookDeliveryInstance>(
    sequelize,
    'WebhookDelivery',
    'webhook_deliveries',
    {
      id: { type: DataTypes.STRING(64), primaryKey: true },
      shop_id: shopId(),
      topic: string(64),
    },
    'created',
  );
}
