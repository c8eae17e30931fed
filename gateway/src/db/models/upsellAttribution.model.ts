import type { Model, ModelStatic, Optional, Sequelize } from 'sequelize';
import type { AttributionKind } from '@cartlift/domain';
import { defineTable, integer, nullableString, serialId, shopId, string } from '../columns';

/** Revenue from one order line attributed to one campaign. */
export interface UpsellAttributionAttributes {
  id: number;
  shop_id: string;
  order_id: string;
  campaign_id: string;
  kind: AttributionKind;
  product_id: string | null;
  variant_id: string;
  quantity: number;
  amount_cents: number;
  currency: string;
  created_at?: Date;
}

/** An attribution row. */
export interface UpsellAttributionInstance
  extends
    Model<UpsellAttributionAttributes, Optional<UpsellAttributionAttributes, 'id' | 'product_id'>>,
    UpsellAttributionAttributes {}

/** Defines the UpsellAttribution model on one Sequelize instance. */
export function defineUpsellAttribution(sequelize: Sequelize): ModelStatic<UpsellAttributionInstance> {
  return defineTable<UpsellAttributionInstance>(
    sequelize,
    'UpsellAttribution',
    'upsell_attributions',
    {
      id: serialId(),
      shop_id: shopId(),
      order_id: string(64),
      campaign_id: string(36),
      kind: string(16),
      product_id: nullableString(32),
      variant_id: string(32),
      quantity: integer(),
      amount_cents: integer(),
      currency: string(8),
    },
    'created',
  );
}
