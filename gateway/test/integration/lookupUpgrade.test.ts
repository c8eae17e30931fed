import {
  validateCodSettings,
  validateShopSettings,
  validateStickyCart,
  type StorefrontCampaign,
  type StorefrontLookup,
  type StorefrontShop,
} from '@cartlift/domain';
import request from 'supertest';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';

// The public lookup answers campaigns upgraded once on read, so the storefront never repeats the domain's rules.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
});
afterAll(() => ctx.close());

it('answers a stored legacy Add To Unlock row in today’s shape: classic bar kept, fbt_below migrated, defaults filled', async () => {
  await ctx.db.models.Campaign.destroy({ where: {} });
  // As an older version saved it: no progress_mode, the obsolete fbt_below, no product details or modules.
  const legacy = { type: 'add_to_unlock', add_to_unlock: { isActive: true, goals: [{ goal: 40, reward_type: 'free_shipping' }], fbt_below: true } };
  for (const shop of [SHOP_A, SHOP_B])
    await ctx.db.models.Campaign.create({
      id: `legacy-${shop.length}`,
      shop_id: shop,
      name: 'Legacy',
      active: true,
      type: 'add_to_unlock',
      target_type: 'all_products',
      campaign_key: `legacy${shop.length}`,
      target: { type: 'all_products' },
      settings: legacy as never,
      modules: null,
    });
  ctx.app.locals.deps.lookupCache.invalidate(SHOP_A);
  const res = await request(ctx.app).get('/public/campaigns').query({ shop: SHOP_A, products: '1' });
  expect(res.status).toBe(200);
  expect(res.body.campaigns).toHaveLength(1);
  const [c] = res.body.campaigns;
  expect(c.id).toBe(`legacy-${SHOP_A.length}`);
  const atu = c.settings.add_to_unlock;
  expect(atu.progress_mode).toBe('classic');
  expect(atu.fbt_position).toBe('below_checkout');
  expect(atu).not.toHaveProperty('fbt_below');
  expect(atu.product_details).toMatchObject({ truncate: true, truncate_length: 200 });
  expect(c.modules.order).toEqual(['order_note', 'random_text', 'checkout_button']);
  expect(c.target.countries).toBeDefined();
});

// Every key of the domain's read model, checked by the compiler both ways (a missing or an extra key fails tsc).
// `experiment` is answered only while an experiment runs (docs/experiments.md), never for this shop.
const LOOKUP_KEYS = {
  shop: true,
  settings: true,
  cod_settings: true,
  sticky_cart: true,
  custom_links: true,
  custom_atcs: true,
  campaigns: true,
  compareAtMap: true,
  productCollections: true,
} satisfies Record<Exclude<keyof StorefrontLookup, 'experiment'>, true>;
const SHOP_KEYS = { id: true, money_format: true, currency: true, enabled_presentment_currencies: true, can_write_discounts: true } satisfies Record<
  keyof StorefrontShop,
  true
>;
/** `active` is the preview's (drafts); the lookup answers active campaigns only and leaves it out. */
const CAMPAIGN_KEYS = {
  id: true,
  campaign_key: true,
  name: true,
  type: true,
  target: true,
  settings: true,
  modules: true,
} satisfies Record<Exclude<keyof StorefrontCampaign, 'active'>, true>;
const sorted = (o: object) => Object.keys(o).sort();

it('answers exactly the domain StorefrontLookup: its keys, the shop block, each campaign, and settings that pass the domain checks', async () => {
  ctx.app.locals.deps.lookupCache.invalidate(SHOP_A);
  const res = await request(ctx.app).get('/public/campaigns').query({ shop: SHOP_A, products: '1' });
  expect(res.status).toBe(200);
  const body = res.body as StorefrontLookup;
  expect(sorted(body)).toEqual(sorted(LOOKUP_KEYS));
  expect(sorted(body.shop)).toEqual(sorted(SHOP_KEYS));
  expect(body.shop.id).toBe(SHOP_A);
  expect(body.campaigns.length).toBeGreaterThan(0);
  for (const c of body.campaigns) expect(sorted(c)).toEqual(sorted(CAMPAIGN_KEYS));
  expect(validateShopSettings(body.settings).success).toBe(true);
  expect(validateCodSettings(body.cod_settings).success).toBe(true);
  expect(validateStickyCart(body.sticky_cart).success).toBe(true);
});
