import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import type {
  CodSettings,
  CustomAtc,
  CustomLink,
  Invitation,
  ShopFlag,
  ShopSettings,
  StickyCart,
} from '@cartlift/domain';
import { defineTable, flag, integer, nullable, nullableString, string } from '../columns';
import { jsonColumn } from '../jsonColumn';

/** Where the shop's discount configuration stands: written to Shopify, waiting to be, or refused/unreachable. */
export type DiscountSyncState = 'pending' | 'synced' | 'failed';

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
  /** Null for a non-expiring token (installed before expiring tokens, or granted without them). */
  access_token_expires_at: Date | null;
  refresh_token: string | null;
  refresh_token_expires_at: Date | null;
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
  /** Shopify's shop.ianaTimezone; null for a shop installed before it was read (dashboard days then use UTC+10). */
  iana_timezone: string | null;
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
  /** The shop's automatic app discount (Shopify's DiscountAutomaticNode id) running Cartlift's Discount Function. */
  discount_id: string | null;
  /** sha256 of the configuration Shopify last accepted into that discount's metafield. */
  discount_config_digest: string | null;
  discount_sync_state: DiscountSyncState;
  /** Why the last sync failed, as the merchant reads it; null once one succeeds. */
  discount_sync_error: string | null;
  /** When the last sync attempt ended. */
  discount_sync_at: Date | null;
  /** Set while one process creates the discount (so two processes never create two). */
  discount_claimed_at: Date | null;
  /** Bumped with every write that changes the storefront API's answers for the shop (db/publicVersion.ts). */
  public_version: number;
  created_at?: Date;
  updated_at?: Date;
}

type ShopCreation = Optional<
  ShopAttributes,
  | 'user_id'
  | 'access_token'
  | 'access_token_expires_at'
  | 'refresh_token'
  | 'refresh_token_expires_at'
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
  | 'iana_timezone'
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
  | 'discount_id'
  | 'discount_config_digest'
  | 'discount_sync_state'
  | 'discount_sync_error'
  | 'discount_sync_at'
  | 'discount_claimed_at'
  | 'public_version'
>;

/** A shop row. */
export interface ShopInstance extends Model<ShopAttributes, ShopCreation>, ShopAttributes {}

/** Defines the Shop model on one Sequelize instance. */
export function defineShop(sequelize: Sequelize): ModelStatic<ShopInstance> {
  const json = (name: keyof ShopAttributes & string) => jsonColumn<ShopInstance>(name);
  return defineTable<ShopInstance>(
    sequelize,
    'Shop',
    'shops',
    {
      id: string(255, { primaryKey: true }),
      user_id: nullableString(255),
      access_token: nullableString(255),
      access_token_expires_at: nullable(DataTypes.DATE(3)),
      refresh_token: nullableString(255),
      refresh_token_expires_at: nullable(DataTypes.DATE(3)),
      scope: nullableString(1024),
      installed: flag(false),
      installed_at: nullable(DataTypes.DATE),
      uninstalled_at: nullable(DataTypes.DATE),
      charge_accepted: flag(false),
      charge_confirmation_url: nullableString(1024),
      name: nullableString(255),
      money_format: string(255, { defaultValue: '${{amount}}' }),
      money_with_currency_format: nullableString(255),
      currency: string(8, { defaultValue: 'USD' }),
      iana_timezone: nullableString(64),
      enabled_presentment_currencies: json('enabled_presentment_currencies'),
      storefront_origins: json('storefront_origins'),
      settings: json('settings'),
      settings_saved: flag(false),
      original_settings: json('original_settings'),
      cod_settings: json('cod_settings'),
      sticky_cart: json('sticky_cart'),
      flags: json('flags'),
      custom_links: json('custom_links'),
      custom_atcs: json('custom_atcs'),
      plan: json('plan'),
      invitation: json('invitation'),
      discount_id: nullableString(255),
      discount_config_digest: nullableString(64),
      discount_sync_state: string(16, { defaultValue: 'pending' }),
      discount_sync_error: nullableString(1000),
      discount_sync_at: nullable(DataTypes.DATE(3)),
      discount_claimed_at: nullable(DataTypes.DATE(3)),
      public_version: integer({ defaultValue: 0 }),
    },
    'both',
  );
}
