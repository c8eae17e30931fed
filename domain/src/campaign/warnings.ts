/** Dashboard row warnings, the revenue popover rule and the campaign cap (campaigns.md §2, §4, §5, §9). */
import { CAMPAIGN_CAP, NAME_TRUNCATE, REVENUE_POPOVER_FROM_MS } from './constants';
import type { CampaignDraft } from './draft';
import { NOT_DELIVERING_TEXT, NOT_DELIVERING_TITLE, OUT_OF_DATE_TEXT, OUT_OF_DATE_TITLE } from './messages';

/** What the row warnings need to know about the shop. */
export interface CampaignRowShop {
  multiCurrencyMode: boolean;
}

/** A warning shown next to a campaign's name on the dashboard. */
export interface CampaignRowWarning {
  kind: 'not_delivering' | 'out_of_date';
  title: string;
  text: string;
  /** Show a Learn More link (the checkout-upgrade article). */
  learnMore: boolean;
  /** Duplicate and Edit are disabled for this row. */
  disableActions: boolean;
}

const hasHiddenOneCheck = (c: CampaignDraft): boolean =>
  c.settings?.one_check_up_sell?.product_type === 'hidden' ||
  (c.settings?.multi_one_check_upsell?.products ?? []).some((p) => p.product_type === 'hidden');

/**
 * Multi-currency mode as campaigns.md §2 means it: Cart Setup's multiCurrencyMode setting on (its default) and a store
 * selling in more than one presentment currency.
 */
export const isMultiCurrencyMode = (
  settings: { multiCurrencyMode?: boolean } | null | undefined,
  presentmentCurrencies: readonly string[],
): boolean => settings?.multiCurrencyMode !== false && presentmentCurrencies.length > 1;

/**
 * A campaign multi-currency mode stops (campaigns.md §2 "In multi-currency mode all products is disabled for bundles",
 * the row's "Not delivering"): Buy More Save More on all products, which only older versions could save. The storefront
 * lookup and the checkout leave it out while the mode is on, so the row warning says what shoppers get.
 */
export const stopsInMultiCurrencyMode = (c: Pick<CampaignDraft, 'settings' | 'target'>): boolean =>
  c.settings?.type === 'bundles' && c.target?.type === 'all_products';

/** "Not delivering": Buy More Save More on all products in multi-currency mode, or a One Check Upsell with a hidden product. */
export function isNotDelivering(c: CampaignDraft, shop: CampaignRowShop): boolean {
  const type = c.settings?.type;
  if (type === 'bundles') return shop.multiCurrencyMode && stopsInMultiCurrencyMode(c);
  return type === 'one_check_up_sell' && hasHiddenOneCheck(c);
}

/** "Out of date": an Add To Unlock campaign with exactly one goal, and that goal is automatic (not manual) free shipping. */
export function isOutOfDate(c: CampaignDraft): boolean {
  if (c.settings?.type !== 'add_to_unlock') return false;
  const goals = c.settings.add_to_unlock?.goals ?? [];
  return goals.length === 1 && goals[0].reward_type === 'free_shipping' && goals[0].free_shipping?.manual !== true;
}

/** The warnings of one dashboard row. */
export function campaignRowWarnings(c: CampaignDraft, shop: CampaignRowShop): CampaignRowWarning[] {
  const out: CampaignRowWarning[] = [];
  if (isNotDelivering(c, shop))
    out.push({
      kind: 'not_delivering',
      title: NOT_DELIVERING_TITLE,
      text: NOT_DELIVERING_TEXT,
      learnMore: true,
      disableActions: false,
    });
  if (isOutOfDate(c))
    out.push({
      kind: 'out_of_date',
      title: OUT_OF_DATE_TITLE,
      text: OUT_OF_DATE_TEXT,
      learnMore: false,
      disableActions: true,
    });
  return out;
}

/** Whether Duplicate and Edit are offered for a row (not for out-of-date campaigns). */
export const campaignRowActionsEnabled = (c: CampaignDraft): boolean => !isOutOfDate(c);

/** The revenue popover (Frequent Bought Module) applies to Add To Unlock campaigns created on/after 2024-04-20 UTC. */
export function revenuePopoverApplies(c: CampaignDraft): boolean {
  const created = Number(c.createdAt);
  return c.settings?.type === 'add_to_unlock' && Number.isFinite(created) && created >= REVENUE_POPOVER_FROM_MS;
}

/** A new campaign or duplicate is allowed only while fewer than 35 campaigns exist (refused silently otherwise). */
export const canCreateCampaign = (existingCount: number): boolean => existingCount < CAMPAIGN_CAP;

/** A product name as the summary box shows it: cut at 25 characters with an ellipsis. */
export const truncateSummaryName = (name: string, max = NAME_TRUNCATE): string =>
  name.length > max ? `${name.slice(0, max)}…` : name;
