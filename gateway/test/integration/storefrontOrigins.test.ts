import request from 'supertest';
import { domainOrigins, storefrontOriginOf, storefrontOrigins } from '../../src/shopify/storefrontOrigins';
import { installShop } from '../../src/services/install';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';

// The public API's CORS accepts the shop's own storefront domains: read from the Admin API at install, kept fresh by
// the shop/update webhook, never another shop's.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ devStore: true, storeWebhooksToGateway: true });
});
afterAll(() => ctx.close());

const allowed = async (shop: string, origin: string) =>
  (await request(ctx.app).get('/public/campaigns').query({ shop, products: '1' }).set('Origin', origin)).headers['access-control-allow-origin'] === origin;

describe('storefront origins (pure)', () => {
  it('turns URLs and hosts into https origins, and lists the myshopify origin first', () => {
    expect(storefrontOriginOf('https://shop.example.com/')).toBe('https://shop.example.com');
    expect(storefrontOriginOf('shop.example.com')).toBe('https://shop.example.com');
    expect(storefrontOriginOf('http://shop.example.com')).toBeNull();
    expect(storefrontOriginOf('localhost')).toBeNull();
    expect(storefrontOriginOf('')).toBeNull();
    expect(domainOrigins('a.myshopify.com', ['a.myshopify.com', 'x.com', 'https://x.com', null])).toEqual(['https://x.com']);
    expect(storefrontOrigins({ id: 'a.myshopify.com', storefront_origins: ['https://x.com', 'javascript:alert(1)'] })).toEqual(['https://a.myshopify.com', 'https://x.com']);
  });
});

describe('custom storefront domains', () => {
  it('at install the primary domain from the Admin API is allowed; other origins are not', async () => {
    ctx.store!.state.primaryDomain = 'shop.example.com';
    await installShop(ctx.app.locals.deps, SHOP_A, { access_token: 'shpat_cartlift_demo_local', scope: ctx.config.scopes });
    expect((await ctx.db.models.Shop.findByPk(SHOP_A))!.storefront_origins).toEqual(['https://shop.example.com']);
    expect(await allowed(SHOP_A, 'https://shop.example.com')).toBe(true);
    expect(await allowed(SHOP_A, `https://${SHOP_A}`)).toBe(true);
    expect(await allowed(SHOP_A, 'https://evil.example.com')).toBe(false);
  });

  it("shop/update moves it to the new domain (the dev store's domain change sends it), and never touches another shop", async () => {
    const res = await request(ctx.store!.app).post('/__dev/primary-domain').send({ host: 'new-brand.example.org' });
    expect(res.status).toBe(200);
    expect(await allowed(SHOP_A, 'https://new-brand.example.org')).toBe(true);
    expect(await allowed(SHOP_A, 'https://shop.example.com')).toBe(false);
    // Shop B's own update changes only shop B: its domain is not allowed for A, A's stays.
    await ctx.webhook('shop/update', SHOP_B, { domain: 'b-store.example.net', myshopify_domain: SHOP_B });
    expect(await allowed(SHOP_B, 'https://b-store.example.net')).toBe(true);
    expect(await allowed(SHOP_A, 'https://b-store.example.net')).toBe(false);
    expect(await allowed(SHOP_A, 'https://new-brand.example.org')).toBe(true);
    expect(await allowed(SHOP_B, 'https://new-brand.example.org')).toBe(false);
  });
});
