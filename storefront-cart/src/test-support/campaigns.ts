import type { Lookup } from '../shared/gateway';

// Lookups shared by the gift reconciler's tests and the tests of the drawer and cart client that read the same
// campaigns, so a fixture is written once.

/** One Add To Unlock campaign: a $40 goal that gives the Tote (product 9, variant 91). */
export const giftLookup: Lookup = {
  settings: {},
  compareAtMap: {},
  campaigns: [
    {
      id: '1',
      campaign_key: 'atu1',
      settings: {
        type: 'add_to_unlock',
        add_to_unlock: { isActive: true, goals: [{ goal: 40, reward_type: 'gift', gift: { product: { id: 9, variant_id: 91, title: 'Tote' } } }] },
      },
    },
  ],
};

/** Shipping protection (variant 77) offered by a One Check Upsell. */
export const protectionLookup: Lookup = {
  settings: {},
  compareAtMap: {},
  campaigns: [
    {
      id: '3',
      campaign_key: 'oc',
      settings: {
        type: 'one_check_up_sell',
        multi_one_check_upsell: { products: [{ text: 'Protect', product: { id: 7, title: 'Protection', price: '2.99', variant_id: 77 } }] },
      },
    },
  ],
};

/** The Home & Living collection. */
export const HOME = 'gid://shopify/Collection/77';

/** Buy More Save More on Home & Living: 10 % off 2, 15 % off 3. */
export const homeMultiBuy = (title?: string) => ({
  id: 'bmsm',
  campaign_key: 'bmsm',
  target: { type: 'specific_collections' as const, selected: [{ id: HOME, title: 'Home & Living' }], ids: [HOME] },
  settings: {
    type: 'bundles' as const,
    applied_discount_title: title,
    bundles: {
      prefix: 'Buy',
      tiers: [
        { id: 1, type: 'percentage' as const, quantity: 2, reward: 10 },
        { id: 2, type: 'percentage' as const, quantity: 3, reward: 15 },
      ],
    },
  },
});

/** An Add To Unlock campaign with these goals. */
export const spendRewards = (goals: unknown[], title?: string) => ({
  id: 'atu',
  campaign_key: 'atu',
  settings: { type: 'add_to_unlock' as const, applied_discount_title: title, add_to_unlock: { isActive: true, goals } },
});

/** A lookup answer with these campaigns and, optionally, the products' collection membership. */
export const lookupOf = (campaigns: unknown[], productCollections?: Record<string, string[]>): Lookup =>
  ({ settings: {}, campaigns, compareAtMap: {}, productCollections }) as Lookup;
