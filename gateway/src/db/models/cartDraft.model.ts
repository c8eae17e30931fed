import type { ShopSettings } from '@cartlift/domain';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { defineTable, required, shopId, string } from '../columns';
import { jsonColumn } from '../jsonColumn';

/**
 * A draft cart, or the shop's single `previous_live` row (the live cart as it was before the last publish or promote,
 * which rollback restores).
 */
export type CartDraftKind = 'draft' | 'previous_live';

/** Columns of `cart_drafts` (docs/experiments.md "Data"). */
export interface CartDraftAttributes {
  /** `d_` + 12 random characters; keeps to `[A-Za-z0-9_-]{1,64}`. */
  id: string;
  shop_id: string;
  name: string;
  kind: CartDraftKind;
  /** The cart's own Cart Setup design and extras, validated as the live settings are. */
  settings: ShopSettings;
  /** Ids of the shop's campaigns that are on in this cart. */
  campaign_ids: string[];
  created_at?: Date;
  updated_at?: Date;
}

/** A cart_drafts row. */
export interface CartDraftInstance
  extends Model<CartDraftAttributes, Optional<CartDraftAttributes, 'kind'>>, CartDraftAttributes {}

/** Defines the CartDraft model on one Sequelize instance. */
export function defineCartDraft(sequelize: Sequelize): ModelStatic<CartDraftInstance> {
  // Millisecond precision: drafts are listed by created_at.
  const stamp = () => required(DataTypes.DATE(3), { defaultValue: DataTypes.NOW });
  return defineTable<CartDraftInstance>(
    sequelize,
    'CartDraft',
    'cart_drafts',
    {
      id: string(64, { primaryKey: true }),
      shop_id: shopId(),
      name: string(100),
      kind: string(16, { defaultValue: 'draft' }),
      settings: jsonColumn<CartDraftInstance>('settings', false),
      campaign_ids: jsonColumn<CartDraftInstance>('campaign_ids', false),
      created_at: stamp(),
      updated_at: stamp(),
    },
    'both',
    { createdAt: 'created_at', updatedAt: 'updated_at' },
  );
}
