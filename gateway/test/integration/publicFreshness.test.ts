import request from 'supertest';
import type { App } from '../../src/app';
import { appWithEnv, createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

// Issue 25: every merchant write that changes a public answer bumps the shop's public version in its transaction, and
// another process (here a second app on the same database, with its own cache) drops its cached answer once it reads
// the new version. PUBLIC_VERSION_CHECK_MS=0 makes that read happen on every request, so each write must show at once
// although the lookup cache keeps answers for its default minute. Without the bump at any one write, its case fails.

interface Answer {
  status: number;
  campaigns: Array<{ id: string; name: string }>;
  settings?: { show_coupon?: boolean; active?: boolean };
  cod_settings?: { is_active?: boolean };
  sticky_cart?: { btn_text?: string };
  custom_links?: Array<{ selector: string }>;
  allowOrigin?: string;
}

let ctx: TestContext;
/** The other process: its own lookup cache, reading the public version on every request. */
let other: App;
beforeAll(async () => {
  ctx = await createTestContext();
  other = appWithEnv(ctx, { PUBLIC_VERSION_CHECK_MS: '0' });
});
afterAll(() => ctx.close());

const lookup = async (app: App, shop = SHOP_A, origin = 'https://elsewhere.example'): Promise<Answer> => {
  const res = await request(app).get(`/public/campaigns?shop=${shop}&products=1001`).set('Origin', origin);
  return { status: res.status, ...res.body, allowOrigin: res.headers['access-control-allow-origin'] };
};
const bearer = async (shop = SHOP_A) => `Bearer ${await ctx.tokenFor(shop)}`;
const gqlOk = async (query: string, variables: Record<string, unknown>) => {
  const res = await ctx.gql(SHOP_A, query, variables);
  expect(res.body.errors).toBeUndefined();
  return res.body.data as Record<string, { id: string }>;
};

/**
 * Caches the other process's answer, checks it does not show the change yet, writes through ctx.app, then reads until
 * it shows (5 s at most). One read is not always enough: a request waits at most 250 ms on its version read before it
 * answers from the cache (shopVersions' hang guard), which a starved process at load 15 overran (one fresh-clone run);
 * the next read then finds the version moved. Without the bump the cached answer stays for its whole minute, so the
 * case still fails.
 */
async function seenByOther(shows: (a: Answer) => boolean, write: () => Promise<unknown>, read = () => lookup(other)) {
  expect(shows(await read())).toBe(false);
  await write();
  const deadline = Date.now() + 5000;
  let seen = shows(await read());
  while (!seen && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    seen = shows(await read());
  }
  expect(seen).toBe(true);
}

const names = (a: Answer) => a.campaigns?.map((c) => c.name) ?? [];
let id = '';

test('campaign create, rename, switch off, switch on and delete', async () => {
  await seenByOther(
    (a) => names(a).includes('Fresh'),
    async () => (id = (await gqlOk(Q.create, { input: campaignInput('add_to_unlock', 'Fresh') })).createCampaign.id),
  );
  await seenByOther((a) => names(a).includes('Renamed'), () => gqlOk(Q.update, { id, input: { name: 'Renamed' } }));
  await seenByOther((a) => !names(a).includes('Renamed'), () => gqlOk(Q.update, { id, input: { active: false } }));
  await seenByOther((a) => names(a).includes('Renamed'), () => gqlOk(Q.update, { id, input: { active: true } }));
  await seenByOther((a) => !names(a).includes('Renamed'), () => gqlOk(Q.remove, { id }));
});

test('cart settings, COD settings, sticky cart and Manual Setup selections', async () => {
  await seenByOther(
    (a) => a.settings?.show_coupon === true,
    () => gqlOk(Q.updateShopSettings, { id: SHOP_A, input: { show_coupon: true } }),
  );
  await seenByOther(
    (a) => a.cod_settings?.is_active === true,
    () => gqlOk(Q.updateShopSettings, { id: SHOP_A, input: { cod_settings: { is_active: true } } }),
  );
  await seenByOther(
    (a) => a.sticky_cart?.btn_text === 'Fresh text',
    () => gqlOk(Q.updateShopSettings, { id: SHOP_A, input: { sticky_cart: { btn_text: 'Fresh text' } } }),
  );
  await seenByOther(
    (a) => a.custom_links?.some((l) => l.selector === '.prop-link') === true,
    () => gqlOk(Q.updateShopProp, { id: SHOP_A, input: { custom_links: [{ selector: '.prop-link', action: 'TOGGLE' }] } }),
  );
});

test('cart activation and the cart links route', async () => {
  const active = (await lookup(other)).settings?.active === true;
  await seenByOther(
    (a) => a.settings?.active === !active,
    async () => request(ctx.app).post('/cart/activate').set('Authorization', await bearer()).send({ active: !active }),
  );
  await seenByOther(
    (a) => a.custom_links?.some((l) => l.selector === '.rest-link') === true,
    async () =>
      request(ctx.app)
        .post('/cart/links')
        .set('Authorization', await bearer())
        .send({ custom_links: [{ selector: '.rest-link', action: 'TOGGLE' }], custom_atcs: [] }),
  );
});

test("webhooks: a new storefront domain (CORS) and an uninstall, for that shop's answers only", async () => {
  const origin = 'https://fresh-domain.example';
  await seenByOther(
    (a) => a.allowOrigin === origin,
    () => ctx.webhook('shop/update', SHOP_B, { domain: 'fresh-domain.example', myshopify_domain: SHOP_B }),
    () => lookup(other, SHOP_B, origin),
  );
  const before = await lookup(other, SHOP_A);
  await seenByOther(
    (a) => a.status === 404,
    () => ctx.webhook('app/uninstalled', SHOP_B, { myshopify_domain: SHOP_B }),
    () => lookup(other, SHOP_B),
  );
  expect(await lookup(other, SHOP_A)).toEqual(before);
});
