// Contract: a selling plan's price in a presentment currency: percentages apply to the converted price; fixed
// amounts and fixed prices are shop-currency figures and convert at the same rate (Shopify converts them too).
import type { SellingPlan } from '../catalog/types';
import { sellingPlanPrice } from './pricing';

const plan = (valueType: 'percentage' | 'fixed_amount' | 'price', value: number): SellingPlan => ({
  id: 1, name: 'Plan', description: '', options: [], recurringDeliveries: true, priceAdjustments: [{ valueType, value }],
});

describe('sellingPlanPrice', () => {
  it('applies each adjustment in the shop currency at rate 1', () => {
    expect(sellingPlanPrice(1600, plan('percentage', 10), 1)).toBe(1440);
    expect(sellingPlanPrice(1600, plan('fixed_amount', 300), 1)).toBe(1300);
    expect(sellingPlanPrice(1600, plan('price', 1200), 1)).toBe(1200);
  });

  it('converts fixed amounts and prices at the presentment rate (€14,72 is $16.00 at 0.92)', () => {
    expect(sellingPlanPrice(1472, plan('percentage', 10), 0.92)).toBe(1325);
    expect(sellingPlanPrice(1472, plan('fixed_amount', 300), 0.92)).toBe(1472 - 276);
    expect(sellingPlanPrice(1472, plan('price', 1200), 0.92)).toBe(1104);
  });
});
