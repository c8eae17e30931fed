/**
 * The campaign entity (campaigns.md §3) as zod schemas: one source for the TypeScript types and the validation shape.
 *
 * Storage tolerance: blocks added in later versions are optional so stored campaigns that predate them still parse
 * (upgradeCampaign fills them): bundles style / variantsPicker / badge / colours, modules.order_note,
 * target.countries, add_to_unlock.product_details and the progress colours, the multi one-check block. Every
 * type-specific settings block is optional in the shape; the cross-field rules (validate.ts) require the one that
 * settings.type names.
 */
import { z } from 'zod';
import { aIsRequired, NOT_VALID, rgbaSchema } from '../common';
import {
  BUNDLE_PREFIX_MAX,
  BUNDLE_STYLES,
  BUNDLE_TEXT_MAX,
  BUNDLE_TIER_MIN_QUANTITY,
  CAMPAIGN_TYPES,
  COUNTRY_WORLDWIDE,
  DISCOUNT_TYPES,
  MAX_ONE_CHECK_PRODUCTS,
  MODULE_NAMES,
  NAME_MAX,
  ONE_CHECK_ALIGNS,
  ONE_CHECK_PRODUCT_TYPES,
  ONE_CHECK_TEXT_MAX,
  ONE_CHECK_VARIANTS,
  ORDER_NOTE_TEXT_MAX,
  RANDOM_TEXT_MAX,
  TARGET_TYPES,
} from './constants';
import { flag, idSchema, oneOf, optionalText, priceSchema, requiredNumber, requiredText } from './fields';
import { ONLY_3_ONE_CHECK_PRODUCTS } from './messages';
import { addToUnlockSettingsSchema, campaignOptionSchema, campaignVariantSchema } from './schema-unlock';
import { fontSize } from './schema-styles';

/** A Buy More Save More tier: buy `quantity` of the same product, get `reward` off. */
export const bundleTierSchema = z.object({
  id: idSchema,
  type: oneOf(DISCOUNT_TYPES),
  quantity: requiredNumber('quantity', { min: BUNDLE_TIER_MIN_QUANTITY, int: true }),
  reward: requiredNumber('reward', { min: 0 }),
});
/** A bundle tier. */
export type BundleTier = z.infer<typeof bundleTierSchema>;

/** The bundles variant picker texts and colours. */
export const variantsPickerSchema = z.object({
  active: flag(),
  label: z.string().optional(),
  confirm: z.string().optional(),
  textColor: rgbaSchema.optional(),
  dropdownTextColor: rgbaSchema.optional(),
  dropdownBackground: rgbaSchema.optional(),
  confirmTextColor: rgbaSchema.optional(),
  confirmBackground: rgbaSchema.optional(),
});

/** Buy More Save More settings. Required: tiers (at least one). Everything else is display and has defaults. */
export const bundlesSettingsSchema = z.object({
  style: oneOf(BUNDLE_STYLES).optional(),
  text: optionalText(BUNDLE_TEXT_MAX),
  prefix: optionalText(BUNDLE_PREFIX_MAX),
  font_size: fontSize().optional(),
  background: rgbaSchema.optional(),
  color: rgbaSchema.optional(),
  activeBackground: rgbaSchema.optional(),
  activeColor: rgbaSchema.optional(),
  labelColor: rgbaSchema.optional(),
  badge: z
    .object({ text: z.string().optional(), background: rgbaSchema.optional(), border: rgbaSchema.optional() })
    .optional(),
  tiers: z.array(bundleTierSchema, { error: aIsRequired('tier') }).min(1, { error: aIsRequired('tier') }),
  variantsPicker: variantsPickerSchema.optional(),
});
/** Buy More Save More settings. */
export type BundlesSettings = z.infer<typeof bundlesSettingsSchema>;

/** The product behind a one-check upsell: a store product, or a hidden (virtual) one with price/title/image/body_html. */
export const oneCheckProductDataSchema = z.object({
  id: idSchema.optional(),
  image: z.string().optional(),
  price: priceSchema.optional(),
  title: z.string().optional(),
  handle: z.string().optional(),
  body_html: z.string().optional(),
  images: z.array(z.string()).optional(),
  options: z.array(campaignOptionSchema).optional(),
  variant_id: idSchema.optional(),
  variants: z.array(campaignVariantSchema).optional(),
});

/** The per-product fields of a one-check upsell; text and product_type are required. */
export const oneCheckProductShape = {
  is_ticked_by_default: flag().optional(),
  include_in_atu: flag().optional(),
  text: requiredText('text', { max: ONE_CHECK_TEXT_MAX }),
  truncate: flag().optional(),
  truncate_length: requiredNumber('truncate length', { min: 1, int: true }).optional(),
  product_type: oneOf(ONE_CHECK_PRODUCT_TYPES),
  product: oneCheckProductDataSchema.optional(),
};
/** One product of a multi one-check upsell. */
export const oneCheckProductSchema = z.object(oneCheckProductShape);
/** A one-check upsell product entry. */
export type OneCheckProduct = z.infer<typeof oneCheckProductSchema>;

/** The look shared by the single and multi one-check shapes. */
const oneCheckLookShape = {
  variant: oneOf(ONE_CHECK_VARIANTS).optional(),
  align: oneOf(ONE_CHECK_ALIGNS).optional(),
  border: flag().optional(),
  border_color: rgbaSchema.optional(),
  highlight: rgbaSchema.optional(),
  switch_on: rgbaSchema.optional(),
  switch_off: rgbaSchema.optional(),
};

/** One Check Upsell, multi version (settings.multi_one_check_upsell): up to 3 products. */
export const multiOneCheckSchema = z.object({
  ...oneCheckLookShape,
  products: z
    .array(oneCheckProductSchema, { error: aIsRequired('product') })
    .min(1, { error: aIsRequired('product') })
    .max(MAX_ONE_CHECK_PRODUCTS, { error: ONLY_3_ONE_CHECK_PRODUCTS }),
});
/** Multi one-check settings. */
export type MultiOneCheck = z.infer<typeof multiOneCheckSchema>;

/** One Check Upsell, the older single-product shape (settings.one_check_up_sell). */
export const singleOneCheckSchema = z.object({ ...oneCheckLookShape, ...oneCheckProductShape });
/** Single (legacy) one-check settings. */
export type SingleOneCheck = z.infer<typeof singleOneCheckSchema>;

const countryCode = z.string({ error: NOT_VALID }).refine((c) => c === COUNTRY_WORLDWIDE || /^[A-Z]{2}$/.test(c), {
  error: NOT_VALID,
});

/** Country targeting; with nothing selected the campaign shows everywhere. */
export const countriesSchema = z.object({
  include_active: flag(),
  include: z.array(countryCode),
  exclude_active: flag(),
  exclude: z.array(countryCode),
});
/** Country targeting. */
export type Countries = z.infer<typeof countriesSchema>;

/** A picked product or collection. */
export const targetItemSchema = z.object({
  id: idSchema,
  image: z.string().optional(),
  title: z.string().optional(),
  handle: z.string().optional(),
});
/** A picked product or collection. */
export type TargetItem = z.infer<typeof targetItemSchema>;

/** Which products trigger the campaign. Required: type. */
export const targetSchema = z.object({
  type: oneOf(TARGET_TYPES),
  selected: z.array(targetItemSchema).optional(),
  ids: z.array(idSchema).optional(),
  countries: countriesSchema.optional(),
});
/** A campaign's target. */
export type Target = z.infer<typeof targetSchema>;

/** settings: the type plus the block of that type (the obsolete shared look blocks: see OBSOLETE_SHARED_LOOK). */
export const campaignSettingsSchema = z.object({
  type: oneOf(CAMPAIGN_TYPES),
  applied_discount_title: z.string().optional(),
  bundles: bundlesSettingsSchema.optional(),
  add_to_unlock: addToUnlockSettingsSchema.optional(),
  one_check_up_sell: singleOneCheckSchema.optional(),
  multi_one_check_upsell: multiOneCheckSchema.optional(),
});
/** Campaign settings. */
export type CampaignSettings = z.infer<typeof campaignSettingsSchema>;

const moduleText = (max: number) => z.object({ text: optionalText(max), active: flag() });

/** Extra modules: order (each of the three at most once) and the two switchable texts. Checkout Section is always on. */
export const modulesSchema = z.object({
  order: z.array(oneOf(MODULE_NAMES)).refine((o) => new Set(o).size === o.length, { error: NOT_VALID }),
  random_text: moduleText(RANDOM_TEXT_MAX),
  order_note: moduleText(ORDER_NOTE_TEXT_MAX).optional(),
  checkout_button: z.object({ active: z.literal(true, { error: NOT_VALID }) }).optional(),
});
/** Campaign modules. */
export type CampaignModules = z.infer<typeof modulesSchema>;

/**
 * What the editor sends: a campaign without id, createdAt, updatedAt or campaign_key. active is set on save. modules
 * is optional so rows stored without it still validate; upgradeCampaign gives them the default modules.
 */
export const campaignInputSchema = z.object({
  name: requiredText('name', { max: NAME_MAX }),
  active: flag().optional(),
  target: targetSchema,
  settings: campaignSettingsSchema,
  modules: modulesSchema.optional(),
});
/** The editor's campaign input. */
export type CampaignInput = z.infer<typeof campaignInputSchema>;

/**
 * A stored campaign, as parseStoredCampaign reads a row. updatedAt and campaign_key are optional: rows written before
 * they existed lack them. The campaign as the admin reads it is `campaignSchema` in `api/campaign.ts`.
 */
export const storedCampaignSchema = campaignInputSchema.extend({
  id: z.string().min(1),
  active: flag(),
  createdAt: z.string().regex(/^\d+$/, { error: NOT_VALID }),
  updatedAt: z.string().regex(/^\d+$/, { error: NOT_VALID }).optional(),
  campaign_key: z.string().optional(),
});
/** A stored campaign. */
export type StoredCampaign = z.infer<typeof storedCampaignSchema>;

/** The dashboard's Active toggle input. */
export const campaignToggleSchema = z.object({ active: flag() });
