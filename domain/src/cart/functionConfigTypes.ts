/**
 * The Discount Function's configuration as JSON (issue 21; the experiment block of issue 26): the shapes
 * functionConfig.ts writes and reads, kept apart so that file stays about the rules. Type-only file.
 */
import type { FUNCTION_CONFIG_VERSION } from './functionConfig';
import type { CampaignLike } from './types';

/** A Shopify id in the configuration: the number of its gid when it has one (shorter in JSON), else as stored. */
export type ConfigId = number | string;

/** Country targeting in force: `i` the include list (when on and non-empty), `x` the exclude list (when on and non-empty). */
export interface FunctionCountries {
  i?: string[];
  x?: string[];
}

/** One Add To Unlock goal. */
export interface FunctionGoal {
  /** reward_type: d discount, s free_shipping, m manual (store credit), g gift. */
  r: 'd' | 's' | 'm' | 'g';
  /** goal: the threshold, main units of the shop currency (items when the campaign counts quantity). */
  v?: number;
  /** specific_goals of a fixed goal: presentment currency → threshold in its main units. */
  s?: Record<string, number>;
  /** Percentage discount (reward_type discount). */
  p?: number;
  /** Fixed-amount discount, main units of the shop currency (reward_type discount). */
  a?: number;
  /** free_shipping.manual: the merchant gives it, checkout does not. */
  m?: 1;
  /** Gift variant ids, in the campaign's order (reward_type gift). */
  gv?: ConfigId[];
  /** previous_gift "remove": this goal's gift replaces the earlier goals' gifts. */
  rm?: 1;
}

/** Fields every configured campaign may carry. */
export interface FunctionCampaignBase {
  /** "Discount title at checkout"; omitted when it is the default. */
  t?: string;
  /** Country targeting; omitted when the campaign shows everywhere. */
  c?: FunctionCountries;
}

/** An Add To Unlock campaign that can give goals. */
export interface FunctionAddToUnlock extends FunctionCampaignBase {
  /** multi_goal_type quantity (omitted: amount). */
  q?: 1;
  g: FunctionGoal[];
}

/** A Buy More Save More tier: [quantity, reward] for a percentage, [quantity, reward, 1] for a fixed amount. */
export type FunctionTier = [number, number] | [number, number, 1];

/** A Buy More Save More campaign. Neither `p` nor `k`: it covers every product. */
export interface FunctionBundle extends FunctionCampaignBase {
  /** specific_products: the product ids. */
  p?: ConfigId[];
  /** specific_collections: the collection ids (answered per line by the input's inAnyCollection). */
  k?: ConfigId[];
  /** Usable tiers only. */
  r: FunctionTier[];
}

/** Products of a campaign's One Check block with include_in_atu false: they count toward no goal. */
export interface FunctionOneCheck extends FunctionCampaignBase {
  x: ConfigId[];
}

/** One cart's rewards: the campaign lists. Every list keeps the campaigns' stored order (first match wins). */
export interface FunctionConfigBody {
  a?: FunctionAddToUnlock[];
  b?: FunctionBundle[];
  o?: FunctionOneCheck[];
}

/**
 * A running experiment (docs/experiments.md "Checkout"): `i` its id, `v` the variant's rewards, or 0 when the variant
 * is the theme's own cart (Cartlift off for that arm: no rewards). The configuration's own lists are the control's.
 */
export interface FunctionExperiment {
  i: string;
  v: FunctionConfigBody | 0;
}

/** What the Discount Function's metafield holds: the live cart's rewards, and both arms' while an experiment runs. */
export interface FunctionConfig extends FunctionConfigBody {
  v: typeof FUNCTION_CONFIG_VERSION;
  /**
   * Every collection a configured Buy More Save More campaign targets (of either arm), as gids: the input query's
   * $collectionIds.
   */
  collectionIds: string[];
  /** Only while an experiment runs: absent, the configuration is byte for byte what it is without experiments. */
  x?: FunctionExperiment;
}

/** What functionConfigFor needs to know about the shop. */
export interface FunctionConfigSettings {
  /**
   * Multi-currency mode in force (campaign/warnings' isMultiCurrencyMode: Cart Setup's setting on and more than one
   * presentment currency). In it Buy More Save More on all products does not deliver (campaigns.md §2), as the
   * storefront lookup and the checkout already treat it (gateway deliveringCampaigns).
   */
  multiCurrencyMode: boolean;
}

/** A stored campaign as functionConfigFor reads it (Campaign rows fit as they are). */
export type FunctionConfigCampaign = CampaignLike;

/**
 * The running experiment functionConfigFor adds: its id and the variant's cart, null when the variant is the theme's
 * own cart. `campaigns` are the ones on in the variant's cart, each with `active: true` (a draft turns on campaigns
 * the live cart has off), in the stored order; `settings` as for the live cart (a draft has its own Cart Setup).
 */
export interface FunctionConfigExperiment {
  id: string;
  variant: { campaigns: readonly FunctionConfigCampaign[]; settings: FunctionConfigSettings } | null;
}
