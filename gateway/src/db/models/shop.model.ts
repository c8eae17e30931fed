import { DataTypes, type Model, type Optional, type Sequelize, type ModelStatic } from 'sequelize';
import type {
  CodSettings,
  CustomAtc,
  CustomLink,
  Invitation,
  ShopFlag,
  ShopSettings,
  StickyCart,
} from '@cartlift/domain';
import { jsonColumn } from '../jsonColumn';

/** Plan fields kept per shop. */
export interface ShopPlan {
  current_plan?: string;
  auto_upgrade?: boolean;
  transactions?: number;
}

/** Columns of `shops`; id is the myshopify domain. */
export interface ShopAttributes {
  id: string;
  user_id: string | null;
  access_token: string | null;
  scope: string | null;
  installed: boolean;
  installed_at: Date | null;
  uninstalled_at: Date | null;
  charge_accepted: boolean;
  charge_confirmation_url: string | null;
  name: string | null;
  money_format: string;
  money_with_currency_format: string | null;
  currency: string;
  enabled_presentment_currencies: string[] | null;
  storefront_origins: string[] | null;
  /** As last validated; documents stored by older versions are read through the domain's upgradeShopSettings. */
  settings: ShopSettings | null;
  settings_saved: boolean;
  original_settings: ShopSettings | null;
  cod_settings: CodSettings | null;
  sticky_cart: StickyCart | null;
  flags: Partial<Record<ShopFlag, boolean>> | null;
  custom_links: CustomLink[] | null;
  custom_atcs: CustomAtc[] | null;
  plan: ShopPlan | null;
  invitation: Invitation | null;
  created_at?: Date;
  updated_at?: Date;
}

type ShopCreation = Optional<
  ShopAttributes,
  | 'user_id'
  | 'access_token'
  | 'scope'
  | 'installed'
  | 'installed_at'
  | 'uninstalled_at'
  | 'charge_accepted'
  | 'charge_confirmation_url'
  | 'name'
  | 'money_format'
  | 'money_with_currency_format'
  | 'currency'
  | 'enabled_presentment_currencies'
  | 'storefront_origins'
  | 'settings'
  | 'settings_saved'
  | 'original_settings'
  | 'cod_settings'
  | 'sticky_cart'
  | 'flags'
  | 'custom_links'
  | 'custom_atcs'
  | 'plan'
  | 'invitation'
>;

/** A shop row. */
export interface ShopInstance extends Model<ShopAttributes, ShopCreation>, ShopAttributes {}

/** Defines the Shop model on one Sequelize instance. */
export function defineShop(sequelize: Sequelize): ModelStatic<ShopInstance> {
  return sequelize.define<ShopInstance>(
    'Shop',
    {
      id: { type: DataTypes.STRING(255), primaryKey: true, allowNull: false },
      user_id: { type: DataTypes.STRING(255), allowNull: true },
      access_token: { type: DataTypes.STRING(255), allowNull: true },
      scope: { type: DataTypes.STRING(1024), allowNull: true },
      installed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      installed_at: { type: DataTypes.DATE, allowNull: true },
      uninstalled_at: { type: DataTypes.DATE, allowNull: true },
      charge_accepted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      charge_confirmation_url: { type: DataTypes.STRING(1024), allowNull: true },
      name: { type: DataTypes.STRING(255), allowNull: true },
      money_format: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '${{amount}}' },
      money_with_currency_format: { type: DataTypes.STRING(255), allowNull: true },
      currency: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'USD' },
      enabled_presentment_currencies: jsonColumn<ShopInstance>('enabled_presentment_currencies'),
      storefront_origins: jsonColumn<ShopInstance>('storefront_origins'),
      settings: jsonColumn<ShopInstance>('settings'),
      settings_saved: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      original_settings: jsonColumn<ShopInstance>('original_settings'),
      cod_settings: jsonColumn<ShopInstance>('cod_settings'),
      sticky_cart: jsonColumn<ShopInstance>('sticky_cart'),
      flags: jsonColumn<ShopInstance>('flags'),
      custom_links: jsonColumn<ShopInstance>('custom_links'),
      custom_atcs: jsonColumn<ShopInstance>('custom_atcs'),
      plan: jsonColumn<ShopInstance>('plan'),
      invitation: jsonColumn<ShopInstance>('invitation'),
    },
    { tableName: 'shops', underscored: true, timestamps: true },
  );
}
