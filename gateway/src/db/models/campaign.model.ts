import type { CampaignModules, CampaignSettings, Target } from '@cartlift/domain';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
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

/** Defines the Campaign model on one Sequelize instance. */
export function defineCampaign(sequelize: Sequelize): ModelStatic<CampaignInstance> {
  return sequelize.define<CampaignInstance>(
    'Campaign',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      shop_id: { type: DataTypes.STRING(255), allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      type: { type: DataTypes.STRING(32), allowNull: false },
      target_type: { type: DataTypes.STRING(32), allowNull: false },
      campaign_key: { type: DataTypes.STRING(32), allowNull: false, unique: true },
      target: jsonColumn<CampaignInstance>('target', false),
      settings: jsonColumn<CampaignInstance>('settings', false),
      modules: jsonColumn<CampaignInstance>('modules'),
      created_at: { type: DataTypes.DATE(3), allowNull: false, defaultValue: DataTypes.NOW },
      updated_at: { type: DataTypes.DATE(3), allowNull: false, defaultValue: DataTypes.NOW },
    },
    { tableName: 'campaigns', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  );
}
