import { defaultShopSettings } from '@cartlift/domain';
import request from 'supertest';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';

// campaigns.md §2: in multi-currency mode Buy More Save More on all products does not deliver (the dashboard row says
// "Not delivering"); Cart Setup's help text says so. Only older versions could save such a campaign: inserted as stored.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
  const campaign = (id: string, type: 'bundles' | 'add_to_unlock', settings: object) =>
    ctx.db.models.Campaign.create({
      id,
      shop_id: SHOP_A,
      name: id,
      active: true,
      type,
      target_type: 'all_products',
      campaign_key: id,
      target: { type: 'all_products' },
      settings: settings as never,
      modules: null,
    });
  await campaign('tiersall', 'bundles', { type: 'bundles', bundles: { tiers: [{ id: 1, type: 'percentage', quantity: 2, reward: 10 }] } });
  await campaign('goalsall', 'add_to_unlock', { type: 'add_to_unlock', add_to_unlock: { goals: [{ goal: 40, reward_type: 'free_shipping' }] } });
});
afterAll(() => ctx.close());

async function lookedUp(multiCurrencyMode: boolean, currencies: string[]): Promise<string[]> {
  await ctx.db.models.Shop.update(
    { settings: { ...defaultShopSettings(), multiCurrencyMode }, enabled_presentment_currencies: currencies },
    { where: { id: SHOP_A } },
  );
  ctx.app.locals.deps.lookupCache.invalidate(SHOP_A);
  const res = await request(ctx.app).get('/public/campaigns').query({ shop: SHOP_A, products: '1' });
  expect(res.status).toBe(200);
  return res.body.campaigns.map((c: { campaign_key: string }) => c.campaign_key).sort();
}

describe('multi-currency mode and Buy More Save More on all products', () => {
  it('leaves it out of the storefront lookup while the mode is on and the store sells in several currencies', async () => {
    expect(await lookedUp(true, ['USD', 'EUR'])).toEqual(['goalsall']);
  });

  it('delivers it with the setting off, or with one currency', async () => {
    expect(await lookedUp(false, ['USD', 'EUR'])).toEqual(['goalsall', 'tiersall']);
    expect(await lookedUp(true, ['USD'])).toEqual(['goalsall', 'tiersall']);
  });
});
