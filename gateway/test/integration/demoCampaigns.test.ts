import { getPath } from '@cartlift/domain';
import request from 'supertest';
import { seedDemoCampaigns } from '../../src/services/demoCampaigns';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
});
afterAll(() => ctx.close());

const deps = () => ctx.app.locals.deps;

describe('demo campaigns (the seeded shop of `npm start`)', () => {
  it('creates one valid campaign of each type, once', async () => {
    expect(await seedDemoCampaigns(deps(), SHOP_A)).toBe(3);
    expect(await seedDemoCampaigns(deps(), SHOP_A)).toBe(0);
    const rows = await ctx.db.models.Campaign.findAll({ where: { shop_id: SHOP_A } });
    expect(rows.map((r) => r.type).sort()).toEqual(['add_to_unlock', 'bundles', 'one_check_up_sell']);
    expect(rows.every((r) => r.active)).toBe(true);
    expect(await ctx.db.models.Campaign.count({ where: { shop_id: SHOP_B } })).toBe(0);
  });

  it('refer to real dev-store products: the gift is a free_gift variant, the tiers target the hoodie', async () => {
    const catalog = ctx.store!.state.catalog;
    const tote = catalog.productByHandle('free-tote-gift')!;
    const hoodie = catalog.productByHandle('organic-hoodie')!;
    const protection = catalog.productByHandle('shipping-protection')!;
    const rows = await ctx.db.models.Campaign.findAll({ where: { shop_id: SHOP_A } });
    const byType = Object.fromEntries(rows.map((r) => [r.type, r]));
    expect(String(getPath(byType.add_to_unlock.settings, 'add_to_unlock.goals.2.gift.product.variant_id'))).toBe(
      String(tote.variants[0].id),
    );
    expect(tote.productType).toBe('free_gift');
    expect(getPath(byType.bundles.target, 'ids')).toEqual([String(hoodie.id)]);
    const check = getPath(byType.one_check_up_sell.settings, 'multi_one_check_upsell.products.0.product.variant_id');
    expect(String(check)).toBe(String(protection.variants[0].id));
  });

  it('are what the storefront lookup answers for the hoodie', async () => {
    const hoodie = ctx.store!.state.catalog.productByHandle('organic-hoodie')!;
    const res = await request(ctx.app)
      .get('/public/campaigns')
      .query({ shop: SHOP_A, products: String(hoodie.id) });
    expect(res.status).toBe(200);
    expect(res.body.campaigns.map((c: { settings: { type: string } }) => c.settings.type).sort()).toEqual([
      'add_to_unlock',
      'bundles',
      'one_check_up_sell',
    ]);
  });
});
