/**
 * The storefront read model: the answer of the gateway's public lookup (`GET /public/campaigns`), exactly as the
 * gateway builds it and the storefront draws it. Type-only: nothing here exists at runtime, so the storefront may
 * import it (as `@cartlift/domain/storefront`) without a byte reaching its bundles, and the zod schemas the types
 * come from stay out of them (type imports are erased).
 */
import type { Rgba } from '../common/colour';
import type { CampaignTextStyle } from '../campaign/schema-styles';
import type { AddToUnlockSettings, Goal } from '../campaign/schema-unlock';
import type { BundleTier, CampaignModules, CampaignSettings, MultiOneCheck, OneCheckProduct, Target } from '../campaign/schema';
import type { CodFormField, CodSettings } from '../shop/cod';
import type { ShopSettings } from '../shop/settings-schema';
import type { CustomAtc, CustomLink } from '../shop/shop-schema';
import type { StickyCart } from '../shop/sticky';

/** The shop's money settings the storefront formats amounts with. */
export interface StorefrontShop {
  id: string;
  money_format: string;
  currency: string;
  enabled_presentment_currencies: string[];
  /** The shop granted write_discounts (canWriteDiscounts): suggestions then skip subscription-only products. */
  can_write_discounts: boolean;
}

/** A campaign as the lookup answers it: upgraded on read (`upgradeCampaign`), so obsolete fields are migrated. */
export interface StorefrontCampaign {
  id: string;
  campaign_key: string;
  name: string;
  type: string;
  /** The admin preview draws drafts, which have no active flag; stored campaigns in the answer are active. */
  active?: boolean;
  target: Target;
  settings: CampaignSettings;
  modules: CampaignModules | null;
}

/** The public lookup answer (gateway README: public API). */
export interface StorefrontLookup {
  shop: StorefrontShop;
  settings: ShopSettings;
  cod_settings: CodSettings;
  sticky_cart: StickyCart;
  /** Manual Setup: selectors that open the cart, and add-to-cart buttons with where their variant id is. */
  custom_links: CustomLink[];
  custom_atcs: CustomAtc[];
  campaigns: StorefrontCampaign[];
  /** "product:variant" → compare-at price (main units, as Shopify gives it) for variants that have one. */
  compareAtMap: Record<string, string>;
  /**
   * Product id → ids of the collections holding it, for the products asked and the collections the campaigns target
   * (a product in none is absent): what the domain's targetProducts needs to resolve a collection target, so the
   * drawer gives a collection's product the tiers the Discount Function gives it through `inAnyCollection`.
   */
  productCollections: Record<string, string[]>;
  /** Only while an experiment runs (docs/experiments.md): both arms' carts; `campaigns` then holds both arms' campaigns. */
  experiment?: StorefrontExperiment;
}

/** The running experiment as the loader needs it to assign a visitor and draw that visitor's arm. */
export interface StorefrontExperiment {
  id: string;
  /** Percent of visitors on the variant, 1-99. */
  split: number;
  /** Ids of the campaigns on in the live cart (the control). */
  controlCampaignIds: string[];
  /** The variant's cart; null when the variant is the theme's own cart (Cartlift stays off for that arm). */
  variant: { settings: ShopSettings; campaignIds: string[] } | null;
}

/**
 * The answer as the storefront reads it: every field optional. The same model, read defensively: the admin preview
 * posts drafts that are not finished, and a shopper's page must draw whatever arrives rather than fail.
 */
export type StorefrontRead<T> = T extends Rgba
  ? T
  : T extends readonly (infer U)[]
  ? StorefrontRead<U>[]
  : T extends object
    ? { [K in keyof T]?: StorefrontRead<T[K]> }
    : T;

/** The lookup answer as the storefront reads it. */
export type StorefrontLookupRead = Omit<
  StorefrontRead<StorefrontLookup>,
  'campaigns' | 'cod_settings' | 'custom_links' | 'custom_atcs' | 'productCollections'
> & {
  campaigns?: StorefrontCampaignRead[];
  /** Built by the gateway from Shopify's collections, so it arrives whole (absent in the admin preview). */
  productCollections?: StorefrontLookup['productCollections'];
  cod_settings?: StorefrontCod;
  /** Checked whole on save, so they arrive complete. */
  custom_links?: CustomLink[];
  custom_atcs?: CustomAtc[];
};
/** A campaign as the storefront reads it: its keys and settings block are always there, the rest may not be. */
export type StorefrontCampaignRead = Pick<StorefrontCampaign, 'id' | 'campaign_key'> &
  StorefrontRead<Omit<StorefrontCampaign, 'id' | 'campaign_key' | 'settings'>> & { settings: StorefrontRead<CampaignSettings> };
export type StorefrontSettings = StorefrontRead<ShopSettings>;
export type StorefrontAddToUnlock = StorefrontRead<AddToUnlockSettings>;
export type StorefrontGoal = StorefrontRead<Goal>;
export type StorefrontOneCheck = StorefrontRead<MultiOneCheck>;
export type StorefrontOneCheckProduct = StorefrontRead<OneCheckProduct>;
export type StorefrontBundleTier = StorefrontRead<BundleTier>;
export type StorefrontTextStyle = StorefrontRead<CampaignTextStyle>;
export type StorefrontGiftWidget = NonNullable<NonNullable<StorefrontGoal['gift']>['widget']>;
export type StorefrontGiftWidgetSection = NonNullable<StorefrontGiftWidget['before']>;
/** The shared look of the announcement and timer banners. */
export type StorefrontBannerLook = NonNullable<StorefrontSettings['announcement']>;
/** The merchant's COD form fields are checked whole on save, so they arrive complete. */
export type StorefrontCodField = CodFormField;
export type StorefrontCod = Omit<StorefrontRead<CodSettings>, 'form'> & { form?: StorefrontCodField[] };
export type StorefrontSticky = StorefrontRead<StickyCart>;
export type { Rgba, CustomAtc, CustomLink };
