import type { CampaignLike, CampaignModules, CampaignSettings, Target } from '@cartlift/domain';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { defineTable, flag, required, shopId, string } from '../columns';
import { jsonColumn } from '../jsonColumn';

/** Columns of `campaigns`: JSON documents plus the indexed columns queries filter on. */
export interface CampaignAttributes {
  id: string;
  shop_id: string;
  name: string;
  active: boolean;
  /** settings.type, denormalised for filtering. */
  type: string;
  /** target.type, denormalised for filtering. */
  target_type: string;
  campaign_key: string;
  target: Target;
  settings: CampaignSettings;
  /** Null for rows stored without modules; the domain's upgradeCampaign gives them the defaults on read. */
  modules: CampaignModules | null;
  created_at?: Date;
  updated_at?: Date;
}

/** A campaign row. */
export interface CampaignInstance
  extends Model<CampaignAttributes, Optional<CampaignAttributes, 'modules' | 'active'>>, CampaignAttributes {}

/** What the storefront reads of a campaign: a model instance, or a row read as plain SQL (db/publicReads.ts). */
export type StoredCampaign = Pick<
  CampaignAttributes,
  'id' | 'campaign_key' | 'name' | 'type' | 'target_type' | 'active' | 'target' | 'settings' | 'modules'
>;

/** A stored campaign in the shape the domain's cart math reads (lookup, checkout and the discount's configuration). */
export const campaignLike = (c: StoredCampaign): CampaignLike =>
  ({ id: c.id, active: c.active, target: c.target, settings: c.settings }) as CampaignLike;

/** Defines the Campaign model on one Sequelize instance. */
export function defineCampaign(sequelize: Sequelize): ModelStatic<CampaignInstance> {
  // Millisecond precision: the campaign list pages by created_at.
  const stamp = () => required(DataTypes.DATE(3), { defaultValue: DataTypes.NOW });
  return defineTable<CampaignInstance>(
    sequelize,
    'Campaign',
    'campaigns',
    {
      id: string(36, { primaryKey: true }),
      shop_id: shopId(),
      name: string(255),
      active: flag(true),
      type: string(32),
      target_type: string(32),
      campaign_key: string(32, { unique: true }),
      target: jsonColumn<CampaignInstance>('target', false),
      settings: jsonColumn<CampaignInstance>('settings', false),
      modules: jsonColumn<CampaignInstance>('modules'),
      created_at: stamp(),
      updated_at: stamp(),
    },
    'both',
    { createdAt: 'created_at', updatedAt: 'updated_at' },
  );
}
