import { getPath } from '@cartlift/domain';
import request from 'supertest';
import { up as untickDemo } from '../../src/db/migrations/009-demo-one-check-unticked';
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

  it('offer Shipping Protection unticked (App Store rule 1.1.9): the lookup answers is_ticked_by_default false', async () => {
    const res = await request(ctx.app).get('/public/campaigns').query({ shop: SHOP_A, products: '1' });
    const check = res.body.campaigns.find((c: { type: string }) => c.type === 'one_check_up_sell');
    expect(getPath(check.settings, 'multi_one_check_upsell.products.0.is_ticked_by_default')).toBe(false);
  });
});

describe('migration 020: the demo shop\'s tick box, seeded ticked before, is unticked; other shops keep their choice', () => {
  it('unticks only the demo shop', async () => {
    const ticked = (shop: string) => ctx.db.models.Campaign.findAll({ where: { shop_id: shop, type: 'one_check_up_sell' } });
    const tick = async (shop: string) => {
      for (const row of await ticked(shop)) {
        const settings = structuredClone(row.settings);
        settings.multi_one_check_upsell!.products[0].is_ticked_by_default = true;
        await row.update({ settings });
      }
    };
    await seedDemoCampaigns(deps(), SHOP_B);
    await tick(SHOP_A);
    await tick(SHOP_B);
    await untickDemo({ context: ctx.db.sequelize.getQueryInterface() });
    const state = async (shop: string) =>
      (await ticked(shop)).map((r) => getPath(r.settings, 'multi_one_check_upsell.products.0.is_ticked_by_default'));
    expect(await state(SHOP_A)).toEqual([false]);
    expect(await state(SHOP_B)).toEqual([true]);
  });
});
