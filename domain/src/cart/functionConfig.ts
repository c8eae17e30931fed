import { toNumber, cartIdKey } from './lines';
import { giftVariants } from './gifts';
import { productsExcludedFromGoals } from './rewards';
import { DEFAULT_DISCOUNT_TITLE, discountTitle } from './titles';
import type { BundleTierLike, CampaignLike, CountriesLike, GoalLike, ShopifyId } from './types';
import type {
  ConfigId,
  FunctionAddToUnlock,
  FunctionBundle,
  FunctionCampaignBase,
  FunctionConfig,
  FunctionConfigBody,
  FunctionConfigCampaign,
  FunctionConfigExperiment,
  FunctionConfigSettings,
  FunctionCountries,
  FunctionGoal,
  FunctionOneCheck,
  FunctionTier,
} from './functionConfigTypes';

/**
 * The configuration the Discount Function reads (issue 21): the shop's campaigns reduced to what computeCartRewards
 * needs, written by the gateway into the automatic app discount's JSON metafield. Shopify passes a metafield of at
 * most 10,000 bytes into a function's input, and the input as a whole may not pass 64,000 bytes, so the shape is
 * compact: short keys, ids as numbers, nothing that equals its default, and campaigns that can never apply left out.
 * `campaignsFromFunctionConfig` turns it back into campaigns for computeCartRewards, so no rule is written twice.
 */

/** The metafield the configuration lives in (`[extensions.input.variables]` of the extension reads it). */
export const FUNCTION_CONFIG_NAMESPACE = '$app:cartlift';
export const FUNCTION_CONFIG_KEY = 'function-configuration';
/** Shopify's limit on a metafield value passed into a function's input. */
export const MAX_FUNCTION_CONFIG_BYTES = 10_000;
/** Version of the shape below; a function reading another version applies nothing rather than guess. */
export const FUNCTION_CONFIG_VERSION = 1;

const configId = (id: ShopifyId | null | undefined): ConfigId | undefined => {
  const key = cartIdKey(id);
  if (key === '') return undefined;
  return /^\d+$/.test(key) && Number.isSafeInteger(Number(key)) ? Number(key) : key;
};

const configIds = (ids: Iterable<ShopifyId | null | undefined>): ConfigId[] => {
  const out: ConfigId[] = [];
  for (const id of ids) {
    const c = configId(id);
    if (c !== undefined && !out.includes(c)) out.push(c);
  }
  return out;
};

// Normalised as campaignMatchesCountry reads them (a blank entry still counts there, so it is kept).
const codes = (list: readonly string[] | null | undefined): string[] => [
  ...new Set((list ?? []).map((c) => c.trim().toUpperCase())),
];

function countriesOf(countries: CountriesLike | null | undefined): FunctionCountries | undefined {
  if (!countries) return undefined;
  const out: FunctionCountries = {};
  const include = codes(countries.include);
  const exclude = codes(countries.exclude);
  if (countries.include_active && include.length > 0) out.i = include;
  if (countries.exclude_active && exclude.length > 0) out.x = exclude;
  return out.i || out.x ? out : undefined;
}

function titleOf(c: CampaignLike): string | undefined {
  const title = discountTitle(c);
  return title !== DEFAULT_DISCOUNT_TITLE ? title : undefined;
}

function base(c: CampaignLike): FunctionCampaignBase {
  const out: FunctionCampaignBase = {};
  const t = titleOf(c);
  const countries = countriesOf(c.target?.countries);
  if (t !== undefined) out.t = t;
  if (countries) out.c = countries;
  return out;
}

function goalOf(goal: GoalLike, quantity: boolean): FunctionGoal {
  const reward = goal.reward_type;
  const r: FunctionGoal['r'] =
    reward === 'discount' ? 'd' : reward === 'free_shipping' ? 's' : reward === 'gift' ? 'g' : 'm';
  const out: FunctionGoal = { r };
  const v = toNumber(goal.goal);
  if (v !== undefined && v >= 0) out.v = v;
  if (!quantity && goal.goal_type !== 'relative') {
    const specific: Record<string, number> = {};
    for (const s of goal.specific_goals ?? []) {
      const currency = s.currency?.trim().toUpperCase();
      const value = toNumber(s.goal);
      if (currency && value !== undefined && value >= 0 && !(currency in specific)) specific[currency] = value;
    }
    if (Object.keys(specific).length > 0) out.s = specific;
  }
  if (r === 'd') {
    const amount = toNumber(goal.discount?.reward);
    if (amount !== undefined && amount > 0) {
      if (goal.discount?.type === 'fixed_amount') out.a = amount;
      else out.p = amount;
    }
  }
  if (r === 's' && goal.free_shipping?.manual === true) out.m = 1;
  if (r === 'g') {
    const variants = configIds(giftVariants(goal.gift));
    if (variants.length > 0) out.gv = variants;
    if (goal.gift?.previous_gift === 'remove') out.rm = 1;
  }
  return out;
}

function tiersOf(tiers: readonly BundleTierLike[] | null | undefined): FunctionTier[] {
  const out: FunctionTier[] = [];
  for (const tier of tiers ?? []) {
    const q = toNumber(tier.quantity);
    const reward = toNumber(tier.reward);
    // The same test as bundleTierFor: a tier it would skip is left out.
    if (q === undefined || q < 1 || reward === undefined || reward <= 0) continue;
    out.push(tier.type === 'fixed_amount' ? [q, reward, 1] : [q, reward]);
  }
  return out;
}

const targetIds = (c: CampaignLike): Array<ShopifyId | null | undefined> => [
  ...(c.target?.ids ?? []),
  ...(c.target?.selected ?? []).map((s) => s.id),
];

const collectionGid = (id: ConfigId): string => (typeof id === 'number' ? `gid://shopify/Collection/${id}` : id);

/**
 * One cart's rewards from its stored campaigns (in stored order): active ones only; Buy More Save More on all products
 * left out in multi-currency mode. Campaigns that can never apply are dropped: Add To Unlock after the first one that
 * applies everywhere (computeCartRewards takes the first), Buy More Save More after the first on all products
 * everywhere (the first covering a product wins), One Check blocks without an include_in_atu false product. The
 * collections its bundles target are added to `collections` (shared by both arms of an experiment).
 */
function bodyFor(
  campaigns: readonly FunctionConfigCampaign[],
  settings: FunctionConfigSettings,
  collections: ConfigId[],
): FunctionConfigBody {
  const a: FunctionAddToUnlock[] = [];
  const b: FunctionBundle[] = [];
  const o: FunctionOneCheck[] = [];
  let atuClosed = false;
  let bundlesClosed = false;
  for (const c of campaigns) {
    const type = c.settings?.type;
    const targetType = c.target?.type;
    const all = !targetType || targetType === 'all_products';
    // Not delivering in multi-currency mode (campaign/warnings' stopsInMultiCurrencyMode): left out whole, as the
    // gateway's deliveringCampaigns leaves it out of the drawer and the checkout.
    if (c.active !== true || (type === 'bundles' && targetType === 'all_products' && settings.multiCurrencyMode))
      continue;
    const common = base(c);
    const excluded = configIds(productsExcludedFromGoals([c]));
    if (excluded.length > 0) o.push({ ...(common.c ? { c: common.c } : {}), x: excluded });
    const block = c.settings?.add_to_unlock;
    if (type === 'add_to_unlock' && !atuClosed && block && block.isActive !== false && (block.goals?.length ?? 0) > 0) {
      const quantity = block.multi_goal_type === 'quantity';
      a.push({
        ...common,
        ...(quantity ? { q: 1 as const } : {}),
        g: (block.goals ?? []).map((g) => goalOf(g, quantity)),
      });
      if (!common.c) atuClosed = true;
    }
    if (type === 'bundles' && !bundlesClosed) {
      const rule: FunctionBundle = { ...common, r: tiersOf(c.settings?.bundles?.tiers) };
      if (targetType === 'specific_collections') {
        rule.k = configIds(targetIds(c));
        for (const id of rule.k) if (!collections.includes(id)) collections.push(id);
      } else if (!all) rule.p = configIds(targetIds(c));
      b.push(rule);
      if (all && !common.c) bundlesClosed = true;
    }
  }
  return { ...(a.length ? { a } : {}), ...(b.length ? { b } : {}), ...(o.length ? { o } : {}) };
}

/**
 * The configuration for the shop's stored campaigns (bodyFor's rules). While an experiment runs, `experiment` adds
 * `x`: its id and the variant's rewards (0 for the theme's own cart), and the variant's collections join
 * `collectionIds`; the lists outside `x` are the live cart's, the control's. Without an experiment the configuration
 * is exactly what it was before experiments existed.
 */
export function functionConfigFor(
  campaigns: readonly FunctionConfigCampaign[],
  settings: FunctionConfigSettings,
  experiment?: FunctionConfigExperiment | null,
): FunctionConfig {
  const collections: ConfigId[] = [];
  const control = bodyFor(campaigns, settings, collections);
  const variant = experiment?.variant
    ? bodyFor(experiment.variant.campaigns, experiment.variant.settings, collections)
    : 0;
  return {
    v: FUNCTION_CONFIG_VERSION,
    ...control,
    collectionIds: collections.map(collectionGid),
    ...(experiment ? { x: { i: experiment.id, v: variant } } : {}),
  };
}

/**
 * True when the configuration has Buy More Save More campaigns (of either arm) on different collection lists. The input's
 * inAnyCollection answers once per line for all collectionIds together, so checkout then gives a product in any of
 * those collections the first such campaign's tiers, where the drawer gives the campaign of the collection it is in
 * (extensions/cartlift-discount/README.md): something to tell the merchant.
 */
export function hasAmbiguousCollectionTargets(config: FunctionConfig): boolean {
  // Both arms share collectionIds, so a variant's collection list is as ambiguous beside the control's as two of one cart.
  const variant = config.x?.v ? (config.x.v.b ?? []) : [];
  const bundles = [...(config.b ?? []), ...variant];
  const lists = new Set(bundles.flatMap((rule) => (rule.k ? [[...rule.k].map(String).sort().join(',')] : [])));
  return lists.size > 1;
}

/** The configuration's size as Shopify counts it: the bytes of its JSON in UTF-8 (titles may hold any character). */
export function functionConfigBytes(config: FunctionConfig): number {
  let bytes = 0;
  for (const ch of JSON.stringify(config)) {
    const cp = ch.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const countriesLike = (c: FunctionCountries | undefined): CountriesLike | undefined =>
  c ? { include_active: !!c.i, include: c.i ?? [], exclude_active: !!c.x, exclude: c.x ?? [] } : undefined;

const goalLike = (g: FunctionGoal): GoalLike => {
  const reward_type = { d: 'discount', s: 'free_shipping', m: 'manual', g: 'gift' }[g.r];
  return {
    goal: g.v,
    specific_goals: Object.entries(g.s ?? {}).map(([currency, goal]) => ({ currency, goal })),
    reward_type,
    ...(g.r === 'd'
      ? { discount: { type: g.a !== undefined ? 'fixed_amount' : 'percentage', reward: g.a ?? g.p } }
      : {}),
    ...(g.r === 's' ? { free_shipping: { manual: g.m === 1 } } : {}),
    ...(g.r === 'g'
      ? {
          gift: {
            products: (g.gv ?? []).map((variant_id) => ({ variant_id })),
            previous_gift: g.rm === 1 ? 'remove' : 'keep',
          },
        }
      : {}),
  };
};

/** A configured campaign back in the shape computeCartRewards reads, with the title the function's messages carry. */
export interface ConfiguredCampaign {
  campaign: CampaignLike;
  title: string;
}

/**
 * The configuration's campaigns as computeCartRewards reads them (all active; ids `a0…`, `b0…`, `o0…` by list and
 * position). Each keeps its discount title; a bundle's tiers are the objects computeCartRewards hands back on its
 * bundle discounts, so a discount finds its campaign by its tier.
 */
export function campaignsFromFunctionConfig(config: FunctionConfig): ConfiguredCampaign[] {
  const title = (c: FunctionCampaignBase): string => c.t ?? DEFAULT_DISCOUNT_TITLE;
  const target = (c: FunctionCampaignBase, rest: NonNullable<CampaignLike['target']> = {}): CampaignLike['target'] => ({
    ...rest,
    countries: countriesLike(c.c),
  });
  return [
    ...(config.a ?? []).map((c, i) => ({
      title: title(c),
      campaign: {
        id: `a${i}`,
        active: true,
        target: target(c),
        settings: {
          type: 'add_to_unlock',
          add_to_unlock: { multi_goal_type: c.q === 1 ? 'quantity' : 'amount', goals: c.g.map(goalLike) },
        },
      },
    })),
    ...(config.b ?? []).map((c, i) => ({
      title: title(c),
      campaign: {
        id: `b${i}`,
        active: true,
        target: target(
          c,
          c.k
            ? { type: 'specific_collections', ids: c.k }
            : c.p
              ? { type: 'specific_products', ids: c.p }
              : { type: 'all_products' },
        ),
        settings: {
          type: 'bundles',
          bundles: {
            tiers: c.r.map(([quantity, reward, fixed]) => ({
              type: fixed === 1 ? 'fixed_amount' : 'percentage',
              quantity,
              reward,
            })),
          },
        },
      },
    })),
    ...(config.o ?? []).map((c, i) => ({
      title: title(c),
      campaign: {
        id: `o${i}`,
        active: true,
        target: target(c),
        settings: {
          type: 'one_check_up_sell',
          multi_one_check_upsell: { products: c.x.map((id) => ({ include_in_atu: false, product: { id } })) },
        },
      },
    })),
  ];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const listOf = (json: Record<string, unknown>, key: string): Array<Record<string, unknown>> | null => {
  const list = json[key];
  if (list === undefined) return [];
  return Array.isArray(list) && list.every(isRecord) ? list : null;
};

/** The campaign lists of one cart have the shape campaignsFromFunctionConfig reads. */
function isBody(json: Record<string, unknown>): boolean {
  const [a, b, o] = [listOf(json, 'a'), listOf(json, 'b'), listOf(json, 'o')];
  return (
    !!a?.every((c) => Array.isArray(c.g) && c.g.every(isRecord)) &&
    !!b?.every((c) => Array.isArray(c.r) && c.r.every(Array.isArray)) &&
    !!o?.every((c) => Array.isArray(c.x))
  );
}

/** An experiment block: an id and the variant's lists, or 0 for the theme's own cart. */
const isExperiment = (x: unknown): boolean =>
  isRecord(x) && typeof x.i === 'string' && (x.v === 0 || (isRecord(x.v) && isBody(x.v)));

/**
 * Reads the metafield's jsonValue: a configuration of this version, or null (no metafield yet, another version, or
 * not the shape: the function then gives nothing rather than guess).
 */
export function readFunctionConfig(json: unknown): FunctionConfig | null {
  if (!isRecord(json) || json.v !== FUNCTION_CONFIG_VERSION || !Array.isArray(json.collectionIds)) return null;
  if (!isBody(json) || (json.x !== undefined && !isExperiment(json.x))) return null;
  return json as unknown as FunctionConfig;
}
