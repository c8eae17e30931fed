/**
 * Upgrades of stored campaigns (campaigns.md §4 "Loading an old bundles campaign adds default style, variant picker
 * and badge colours; older campaigns gain defaults for order note, countries, product details and progress colours";
 * campaigns.md §3 "The older single-product shape … can be upgraded to the multi version"). Pure and idempotent:
 * only missing values are filled, stored values always win, and the input is never mutated.
 */
import { DEFAULT_APPLIED_DISCOUNT_TITLE, LEGACY_PROGRESS_MODE, MODULE_NAMES, MULTI_ONE_CHECK_TYPE } from './constants';
import {
  defaultAddToUnlockSettings,
  defaultBundlesBadge,
  defaultBundlesSettings,
  defaultCountries,
  defaultModules,
  defaultMultiOneCheck,
  defaultOneCheckLook,
  defaultProductDetails,
  defaultProgressColours,
  defaultVariantsPicker,
} from './defaults';
import type { MultiOneCheck, OneCheckProduct, SingleOneCheck } from './schema';

type Rec = Record<string, unknown>;

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const recOf = (v: unknown): Rec | undefined => (isRec(v) ? v : undefined);

/** Returns base with every key that is undefined in it taken from defaults (one level; stored values win). */
function fill(base: Rec | undefined, defaults: object): Rec {
  const out: Rec = { ...(base ?? {}) };
  for (const [k, v] of Object.entries(defaults)) if (out[k] === undefined) out[k] = v;
  return out;
}

const LOOK_KEYS = Object.keys(defaultOneCheckLook());

/** Converts the old single-product one-check shape into the multi version with that one product. */
export function upgradeOneCheck(single: SingleOneCheck): MultiOneCheck {
  const look: Rec = {};
  const product: Rec = {};
  for (const [k, v] of Object.entries(single)) (LOOK_KEYS.includes(k) ? look : product)[k] = v;
  return {
    ...(fill(look, defaultOneCheckLook()) as Omit<MultiOneCheck, 'products'>),
    products: [product as OneCheckProduct],
  };
}

function upgradeModules(stored: unknown): Rec {
  const defaults = defaultModules();
  const modules = fill(recOf(stored), defaults);
  const order = Array.isArray(modules.order) ? [...(modules.order as unknown[])] : [];
  MODULE_NAMES.forEach((name, i) => {
    if (!order.includes(name)) order.splice(Math.min(i, order.length), 0, name);
  });
  modules.order = order;
  return modules;
}

function upgradeBundles(stored: unknown): Rec {
  const bundles = fill(recOf(stored), defaultBundlesSettings());
  bundles.variantsPicker = fill(recOf(bundles.variantsPicker), defaultVariantsPicker());
  bundles.badge = fill(recOf(bundles.badge), defaultBundlesBadge());
  return bundles;
}

function upgradeAddToUnlock(stored: unknown): Rec {
  const base = recOf(stored);
  // A stored block without progress_mode was drawn with the classic bar: keep it (only new campaigns get the newer one).
  const atu = base ? fill(base, { ...defaultProgressColours(), progress_mode: LEGACY_PROGRESS_MODE }) : defaultAddToUnlockSettings();
  atu.product_details = fill(recOf(atu.product_details), defaultProductDetails());
  // fbt_below is obsolete: fbt_position replaced it. A block saved with it on and no position keeps its place.
  if ('fbt_below' in atu) {
    if (atu.fbt_below === true && atu.fbt_position === undefined) atu.fbt_position = 'below_checkout';
    delete atu.fbt_below;
  }
  return atu;
}

/**
 * Per-campaign copies of the drawer's look (campaigns.md §3 "shared font, theme, header, product and checkout-button
 * texts"). The drawer has one look per shop (Cart Setup), several campaigns show in it at once so a per-campaign copy
 * has no defined winner, and the drawer never read them: they are obsolete and dropped on read.
 */
export const OBSOLETE_SHARED_LOOK = ['font', 'theme', 'header', 'product', 'checkout_button'] as const;

function upgradeSettings(stored: unknown): Rec {
  const settings = fill(recOf(stored), { applied_discount_title: DEFAULT_APPLIED_DISCOUNT_TITLE });
  for (const key of OBSOLETE_SHARED_LOOK) delete settings[key];
  if (settings.type === MULTI_ONE_CHECK_TYPE) settings.type = 'one_check_up_sell';
  if (settings.type === 'bundles' || settings.bundles !== undefined)
    settings.bundles = upgradeBundles(settings.bundles);
  if (settings.type === 'add_to_unlock' || settings.add_to_unlock !== undefined)
    settings.add_to_unlock = upgradeAddToUnlock(settings.add_to_unlock);
  const single = recOf(settings.one_check_up_sell);
  if (single && settings.multi_one_check_upsell === undefined) {
    settings.multi_one_check_upsell = upgradeOneCheck(single as SingleOneCheck);
    delete settings.one_check_up_sell;
  }
  if (settings.type === 'one_check_up_sell' && settings.multi_one_check_upsell === undefined)
    settings.multi_one_check_upsell = defaultMultiOneCheck();
  return settings;
}

/**
 * Brings a stored campaign (or a draft) up to the current shape; unknown settings types are left for validation to
 * report. Upgrading twice equals upgrading once.
 */
export function upgradeCampaign<T extends object>(stored: T): T {
  const c: Rec = { ...(stored as Rec) };
  const target = recOf(c.target);
  if (target) c.target = fill(target, { selected: [], countries: defaultCountries() });
  const settings = upgradeSettings(c.settings);
  c.settings = settings;
  c.modules = upgradeModules(c.modules);
  return c as T;
}
