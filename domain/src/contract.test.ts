import type { BundleTier, Goal, StoredCampaign } from './campaign';
import type { BundleTierLike, CampaignLike, GoalLike } from './cart';
import { computeCartRewards, defaultCampaign } from '.';

// The cart math takes structural "Like" inputs so the storefront bundle never imports zod; these assignments make the
// compiler prove that what the campaign schema stores is exactly what the math accepts (tsc -p tsconfig.test.json).
type Assert<T extends true> = T;
export type CampaignFitsMath = Assert<StoredCampaign extends CampaignLike ? true : false>;
export type GoalFitsMath = Assert<Goal extends GoalLike ? true : false>;
export type TierFitsMath = Assert<BundleTier extends BundleTierLike ? true : false>;

describe('campaign model ↔ cart math contract', () => {
  it('a default Buy More Save More campaign gives its tier discount through computeCartRewards', () => {
    const draft = defaultCampaign('bundles');
    const campaign: StoredCampaign = {
      ...draft,
      id: 'c1',
      active: true,
      createdAt: '1700000000000',
      target: { ...draft.target, type: 'specific_products', ids: ['7'], selected: [] },
    };
    const rewards = computeCartRewards({
      campaigns: [campaign],
      items: [{ variant_id: 70, product_id: 7, quantity: 3, price: 1000, product_type: '' }],
    });
    // Default tiers: 2 items 10 %, 3 items 15 % → 15 % of 30.00.
    expect(rewards.summary.original).toBe(3000);
    expect(rewards.summary.total).toBe(2550);
  });
});
