import { computeCartRewards } from './rewards';
import { DEFAULT_DISCOUNT_TITLE, discountsByTitle, discountTitle, tierCampaign } from './titles';
import type { CampaignLike, RewardLine } from './types';

const line = (variant: number, price: number, quantity: number, product: number, product_type = 'shirt'): RewardLine => ({
  variant_id: variant,
  product_id: product,
  price,
  quantity,
  product_type,
});
const tiers = (reward: number) => [{ type: 'percentage', quantity: 2, reward }];
const atu = (title?: string): CampaignLike => ({
  id: 'atu',
  active: true,
  settings: {
    type: 'add_to_unlock',
    applied_discount_title: title,
    add_to_unlock: {
      goals: [
        { goal: 50, reward_type: 'discount', discount: { type: 'percentage', reward: 10 } },
        { goal: 60, reward_type: 'gift', gift: { product: { id: 9, variant_id: 90 } } },
      ],
    },
  },
});
const bundles = (id: string, product: number, reward: number, title?: string): CampaignLike => ({
  id,
  active: true,
  target: { type: 'specific_products', ids: [String(product)] },
  settings: { type: 'bundles', applied_discount_title: title, bundles: { tiers: tiers(reward) } },
});

describe('discount titles', () => {
  it("is the campaign's Discount title at checkout, Special Discount when blank or missing", () => {
    expect(discountTitle(atu('Spend rewards'))).toBe('Spend rewards');
    expect(discountTitle(atu('  '))).toBe(DEFAULT_DISCOUNT_TITLE);
    expect(discountTitle(atu())).toBe('Special Discount');
    expect(discountTitle(undefined)).toBe('Special Discount');
  });

  it('finds the campaign of a tier computeCartRewards applied', () => {
    const a = bundles('a', 1, 10);
    const b = bundles('b', 2, 20);
    const r = computeCartRewards({ campaigns: [a, b], items: [line(20, 1000, 2, 2)] });
    expect(tierCampaign([a, b], r.bundleDiscounts[0].tier)).toBe(b);
  });

  it('sums what each title takes off: the goal discount and gifts under the Add To Unlock title, each tier under its campaign', () => {
    const campaigns = [atu('Spend rewards'), bundles('hoodies', 1, 10, 'Hoodie deal'), bundles('mugs', 2, 20)];
    const items = [line(10, 3000, 2, 1), line(20, 1000, 2, 2), line(90, 1500, 1, 9, 'free_gift')];
    const r = computeCartRewards({ campaigns, items });
    // Hoodies 6000 − 600, mugs 2000 − 400: 7000 reach the $60 gift; 10 % off them is 700, the $15 gift 1500.
    expect(discountsByTitle(campaigns, r)).toEqual([
      ['Spend rewards', 700 + 1500],
      ['Hoodie deal', 600],
      ['Special Discount', 400],
    ]);
    // Campaigns sharing a title are one line, as checkout names them.
    const same = [atu(), bundles('hoodies', 1, 10), bundles('mugs', 2, 20)];
    expect(discountsByTitle(same, computeCartRewards({ campaigns: same, items }))).toEqual([['Special Discount', 3200]]);
  });

  it('lists nothing for a cart no campaign discounts', () => {
    const campaigns = [atu('Spend rewards'), bundles('hoodies', 1, 10)];
    expect(discountsByTitle(campaigns, computeCartRewards({ campaigns, items: [line(10, 3000, 1, 1)] }))).toEqual([]);
  });
});
