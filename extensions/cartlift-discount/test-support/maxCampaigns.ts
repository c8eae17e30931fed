/**
 * 35 campaigns (the cap, campaigns.md §9) at the spec's maximum sizes, for the configuration size test and the
 * function benchmark. Where campaigns.md gives a limit it is used (4 goals, 20 products or 2 collections per picker,
 * 3 One Check products); where it gives none, a generous value is chosen and named here: 10 tiers, specific goals in
 * 5 currencies, titles of 100 characters. Ids have the digits of today's Shopify ids.
 */
import {
  MAX_GOALS,
  MAX_ONE_CHECK_PRODUCTS,
  PICKER_MAX_COLLECTIONS,
  PICKER_MAX_PRODUCTS,
} from '../../../domain/src/campaign/constants';
import type { CampaignLike, GoalLike } from '../../../domain/src/cart';

export const MAX_TIERS = 10;
export const TITLE_LENGTH = 100;
export const CURRENCIES = ['EUR', 'GBP', 'CAD', 'AUD', 'JPY'];

export const gid = (kind: string, n: number): string => `gid://shopify/${kind}/${n}`;
/** A title of TITLE_LENGTH characters. */
const longTitle = (n: number): string => `Campaign ${n} reward `.padEnd(TITLE_LENGTH, 'x');

export function maxGoals(n: number): GoalLike[] {
  const specific = CURRENCIES.map((currency, k) => ({ currency, goal: 45.5 + k, main: false }));
  const gifts = (g: number) =>
    Array.from({ length: PICKER_MAX_PRODUCTS }, (_, k) => ({
      id: gid('Product', 8_100_000_000_000 + n * 1000 + g * 100 + k),
      variant_id: gid('ProductVariant', 45_100_000_000_000 + n * 1000 + g * 100 + k),
      title: 'Gift product with a long name',
      variant_price: '15.00',
    }));
  return [
    { goal: 40, specific_goals: specific, reward_type: 'discount', discount: { type: 'fixed_amount', reward: 12.5 } },
    { goal: 60, specific_goals: specific, reward_type: 'free_shipping', free_shipping: { manual: false } },
    {
      goal: 80,
      specific_goals: specific,
      reward_type: 'gift',
      gift: { products: gifts(1), multi_gift_select: 'select', previous_gift: 'keep' },
    },
    {
      goal: 100,
      specific_goals: specific,
      reward_type: 'gift',
      gift: { products: gifts(2), multi_gift_select: 'random', previous_gift: 'remove' },
    },
  ].slice(0, MAX_GOALS);
}

/**
 * 35 campaigns (the cap) at the spec's maximum sizes: 12 Add To Unlock (4 goals, specific goals in 5 currencies, two
 * gift goals of 20 gift products), 12 Buy More Save More (20 products, or 2 collections for every third one, 10
 * tiers), 11 One Check Upsell (3 products, all include_in_atu false); every title 100 characters; worldwide, as new
 * campaigns are (campaigns.md §3).
 */
export function maxCampaigns(): CampaignLike[] {
  const out: CampaignLike[] = [];
  for (let n = 0; n < 12; n++) {
    out.push({
      id: `atu-${n}`,
      active: true,
      target: {
        type: 'all_products',
        countries: { include_active: false, include: [], exclude_active: false, exclude: [] },
      },
      settings: {
        type: 'add_to_unlock',
        applied_discount_title: longTitle(n),
        add_to_unlock: { isActive: true, multi_goal_type: 'amount', goals: maxGoals(n) },
      },
    });
  }
  for (let n = 0; n < 12; n++) {
    const collections = n % 3 === 0;
    const ids = collections
      ? Array.from({ length: PICKER_MAX_COLLECTIONS }, (_, k) => gid('Collection', 480_000_000_000 + n * 10 + k))
      : Array.from({ length: PICKER_MAX_PRODUCTS }, (_, k) => gid('Product', 8_200_000_000_000 + n * 1000 + k));
    out.push({
      id: `bmsm-${n}`,
      active: true,
      target: {
        type: collections ? 'specific_collections' : 'specific_products',
        ids,
        selected: ids.map((id) => ({ id })),
      },
      settings: {
        type: 'bundles',
        applied_discount_title: longTitle(100 + n),
        bundles: {
          tiers: Array.from({ length: MAX_TIERS }, (_, k) => ({
            type: k % 2 ? 'fixed_amount' : 'percentage',
            quantity: 2 + k,
            reward: k % 2 ? 5 + k * 2.5 : 10 + k,
          })),
        },
      },
    });
  }
  for (let n = 0; n < 11; n++) {
    out.push({
      id: `ocu-${n}`,
      active: true,
      settings: {
        type: 'one_check_up_sell',
        applied_discount_title: longTitle(200 + n),
        multi_one_check_upsell: {
          products: Array.from({ length: MAX_ONE_CHECK_PRODUCTS }, (_, k) => ({
            include_in_atu: false,
            product: {
              id: gid('Product', 8_300_000_000_000 + n * 10 + k),
              variant_id: gid('ProductVariant', 45_300_000_000_000 + n * 10 + k),
            },
          })),
        },
      },
    });
  }
  return out;
}
