import { once } from 'node:events';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { appWithEnv, createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

let ctx: TestContext;
let pocketTee: { id: number; variants: Array<{ id: number; price: number }> };
let mug: { id: number; variants: Array<{ id: number; price: number }> };

beforeAll(async () => {
  ctx = await createTestContext({ devStore: true });
  pocketTee = ctx.store!.state.catalog.productByHandle('pocket-tee')!;
  mug = ctx.store!.state.catalog.productByHandle('ceramic-mug')!;
});
afterAll(() => ctx.close());

const lookup = (query: Record<string, string>, origin?: string) => {
  const r = request(ctx.app)
    .get('/public/campaigns')
    .query({ shop: SHOP_A, ...query });
  return origin ? r.set('Origin', origin) : r;
};
const create = async (input: Record<string, unknown>) =>
  (await ctx.gql(SHOP_A, Q.create, { input })).body.data.createCampaign as { id: string; campaign_key: string };
const ids = (res: request.Response) => res.body.campaigns.map((c: { id: string }) => c.id).sort();

describe('campaign lookup: collection membership (the drawer resolves collection targets with it)', () => {
  let tumbler: { id: number };
  let homeLiving: number;
  let multiBuy: { id: string };
  beforeAll(async () => {
    await ctx.db.models.Campaign.destroy({ where: {} });
    tumbler = ctx.store!.state.catalog.productByHandle('travel-tumbler')!;
    homeLiving = ctx.store!.state.catalog.collectionByHandle('home-living')!.id;
    const input = campaignInput('bundles', 'Home multi-buy');
    multiBuy = await create({
      ...input,
      target: {
        ...(input.target as object),
        type: 'specific_collections',
        selected: [{ id: `gid://shopify/Collection/${homeLiving}`, title: 'Home & Living' }],
        ids: [String(homeLiving)],
      },
    });
  });
  afterAll(() => ctx.db.models.Campaign.destroy({ where: {} }));

  it('names, for the products asked, the targeted collections that hold them, and only those products', async () => {
    const both = await lookup({ products: `${tumbler.id},${pocketTee.id}` });
    expect(ids(both)).toEqual([multiBuy.id]);
    expect(both.body.productCollections).toEqual({ [tumbler.id]: [String(homeLiving)] });
    // Another query is another cache entry: the tee alone is in no targeted collection, so nothing targets it.
    const tee = await lookup({ products: String(pocketTee.id) });
    expect(ids(tee)).toEqual([]);
    expect(tee.body.productCollections).toEqual({});
  });

  it("resolves each shop's collections with its own store access, never another shop's cached membership", async () => {
    await lookup({ products: String(tumbler.id) });
    // Shop B targets the same collection id, but its token cannot read this store: for B the collection is empty.
    const input = campaignInput('bundles', 'B multi-buy');
    await ctx.gql(SHOP_B, Q.create, {
      input: {
        ...input,
        target: {
          ...(input.target as object),
          type: 'specific_collections',
          selected: [{ id: String(homeLiving), title: 'Home' }],
          ids: [String(homeLiving)],
        },
      },
    });
    const res = await request(ctx.app)
      .get('/public/campaigns')
      .query({ shop: SHOP_B, products: String(tumbler.id) });
    expect(res.status).toBe(200);
    expect(res.body.campaigns).toEqual([]);
    expect(res.body.productCollections).toEqual({});
  });
});

describe('campaign lookup', () => {
  let atu: { id: string; campaign_key: string };
  let tiers: { id: string; campaign_key: string };
  let canadaOnly: { id: string };
  beforeAll(async () => {
    await ctx.db.models.Campaign.destroy({ where: {} });
    atu = await create(campaignInput('add_to_unlock', 'Everywhere'));
    tiers = await create(campaignInput('bundles', 'Tee tiers', [pocketTee.id]));
    const ca = campaignInput('add_to_unlock', 'Canada only');
    canadaOnly = await create({
      ...ca,
      target: {
        ...(ca.target as object),
        countries: { include_active: true, include: ['CA'], exclude_active: false, exclude: [] },
      },
    });
  });

  it('returns shop settings, the active campaigns that target the products, and a compare-at map', async () => {
    const v = pocketTee.variants[0];
    const res = await lookup({ products: String(pocketTee.id), variants: `${pocketTee.id}:${v.id}`, country: 'US' });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([atu.id, tiers.id].sort());
    expect(res.body.shop).toMatchObject({ id: SHOP_A, money_format: '${{amount}}' });
    expect(res.body.settings).toHaveProperty('active');
    expect(res.body.compareAtMap).toEqual({ [`${pocketTee.id}:${v.id}`]: '35.00' });
    expect(JSON.stringify(res.body)).not.toContain('shpat_');
  });

  it('leaves out campaigns targeting other products, and applies country targeting', async () => {
    expect(ids(await lookup({ products: String(mug.id), country: 'US' }))).toEqual([atu.id]);
    expect(ids(await lookup({ products: String(mug.id), country: 'CA' }))).toEqual([atu.id, canadaOnly.id].sort());
  });

  it('is invalidated by every campaign write: toggle, create, remove', async () => {
    const q = { products: String(mug.id), country: 'US' };
    expect(ids(await lookup(q))).toEqual([atu.id]);
    await ctx.gql(SHOP_A, Q.update, { id: atu.id, input: { active: false } });
    expect(ids(await lookup(q))).toEqual([]);
    const again = await create(campaignInput('add_to_unlock', 'New'));
    expect(ids(await lookup(q))).toEqual([again.id]);
    await ctx.gql(SHOP_A, Q.remove, { id: again.id });
    expect(ids(await lookup(q))).toEqual([]);
    await ctx.gql(SHOP_A, Q.update, { id: atu.id, input: { active: true } });
  });

  it('is sent compressed as a browser accepts it, the first time too, the same JSON', async () => {
    // A query no other test asks, so this answer is built by its first request here.
    const q = { products: String(mug.id), country: 'MX' };
    // Raw bytes over a socket (supertest would decode them): what goes over the wire is what is checked.
    const server = ctx.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const path = `/public/campaigns?${new URLSearchParams({ shop: SHOP_A, ...q })}`;
    const raw = (encoding = 'identity') =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding, origin: `https://${SHOP_A}` } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    // The first sending is compressed for itself, the second is the copy kept with the cached answer.
    const first = await raw('gzip, deflate, br, zstd');
    expect(first.headers['content-encoding']).toBe('br');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    const json = brotliDecompressSync(first.body).toString('utf8');
    expect(first.body.length).toBeLessThan(Buffer.byteLength(json) / 3);
    expect(JSON.parse(json).campaigns.map((c: { id: string }) => c.id)).toEqual([atu.id]);
    const br = await raw('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    // Both: CORS's Origin is kept beside the coding's.
    expect(br.headers.vary).toBe('Origin, Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe((br.body).length);
    expect((br.body).length).toBeLessThan(Buffer.byteLength(json) / 3);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(json);
    const gzip = await raw('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(json);
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body).toString('utf8')).toBe(json);
    server.close();
  });

  it('is invalidated by settings writes', async () => {
    const q = { products: String(mug.id) };
    const before = (await lookup(q)).body.settings.header;
    await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { header: { ...before, title: 'Your basket' } } });
    expect((await lookup(q)).body.settings.header.title).toBe('Your basket');
  });

  it('answers CORS only for the shop storefront origin (and the local dev store in local mode)', async () => {
    const ok = await lookup({ products: '1' }, `https://${SHOP_A}`);
    expect(ok.headers['access-control-allow-origin']).toBe(`https://${SHOP_A}`);
    const evil = await lookup({ products: '1' }, 'https://evil.example.com');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const other = await lookup({ products: '1' }, 'https://other-shop.myshopify.com');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await request(ctx.app)
      .options('/public/checkout')
      .query({ shop: SHOP_A })
      .set('Origin', `https://${SHOP_A}`)
      .set('Access-Control-Request-Method', 'POST');
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-methods']).toContain('POST');
  });

  it('refuses shops that are not installed', async () => {
    await ctx.webhook('app/uninstalled', 'other-shop.myshopify.com', {});
    expect((await request(ctx.app).get('/public/campaigns').query({ shop: 'other-shop.myshopify.com' })).status).toBe(
      404,
    );
  });

  it('is rate limited per client and shop', async () => {
    const app = appWithEnv(ctx, { PUBLIC_RATE_LIMIT: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await request(app).get('/public/campaigns').query({ shop: SHOP_A })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('GET /public/products', () => {
  it('returns products by id', async () => {
    const res = await request(ctx.app)
      .get('/public/products')
      .query({ shop: SHOP_A, ids: `${pocketTee.id},${mug.id}` });
    expect(res.status).toBe(200);
    expect(res.body.products.map((p: { id: number }) => p.id).sort()).toEqual([pocketTee.id, mug.id].sort());
    const arr = await request(ctx.app).get(`/public/products?shop=${SHOP_A}&ids[]=${pocketTee.id}&ids[]=${mug.id}`);
    expect(arr.body.products).toHaveLength(2);
  });
  it('returns up to 5 preview products, each with an image and every variant priced above zero', async () => {
    const res = await request(ctx.app).get('/public/products').query({ shop: SHOP_A, isPreview: 'true' });
    expect(res.body.products.length).toBeGreaterThan(0);
    expect(res.body.products.length).toBeLessThanOrEqual(5);
    for (const p of res.body.products) {
      expect(p.image).toBeTruthy();
      expect(p.variants.every((v: { price: string }) => Number(v.price) > 0)).toBe(true);
    }
  });
});

describe('POST /public/track', () => {
  it('records one view_cart per known campaign key of the shop', async () => {
    const [c] = await ctx.db.models.Campaign.findAll({ where: { shop_id: SHOP_A, active: true }, limit: 1 });
    const res = await request(ctx.app)
      .post('/public/track')
      .query({ shop: SHOP_A })
      .send({ type: 'view_cart', campaigns: [c.campaign_key, 'unknownkey'] });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ recorded: 1, campaigns: 1 });
    expect(await ctx.db.models.AnalyticsEvent.count({ where: { campaign_id: c.id, type: 'view_cart' } })).toBe(1);
  });
});

describe('POST /public/checkout', () => {
  let tiers: { id: string; campaign_key: string };
  beforeAll(async () => {
    await ctx.db.models.Campaign.destroy({ where: {} });
    tiers = await create(campaignInput('bundles', 'Tee tiers', [pocketTee.id]));
  });
  const tee = () => pocketTee.variants.find((v) => v.price === 2800)!;
  const checkout = (body: Record<string, unknown>) =>
    request(ctx.app).post('/public/checkout').query({ shop: SHOP_A }).send(body);

  it('recomputes the bundle discount server-side and writes nothing to the Admin API: the store checkout applies it', async () => {
    const codes = ctx.store!.state.discounts.length;
    const drafts = ctx.store!.state.draftOrders.length;
    // One tee from the product page, one added by the drawer's "add 1 more".
    const res = await checkout({
      items: [{ variant_id: tee().id, product_id: pocketTee.id, quantity: 2 }],
      schema: { bundles: [tiers.campaign_key] },
      added: [{ v: tee().id, q: 1 }],
    });
    expect(res.status).toBe(200);
    // No code per click (the shop's automatic discount gives the tier at Shopify's checkout) and no draft order.
    expect(Object.keys(res.body).sort()).toEqual(['attributes', 'esid', 'summary']);
    expect(ctx.store!.state.discounts).toHaveLength(codes);
    expect(ctx.store!.state.draftOrders).toHaveLength(drafts);
    expect(res.body.summary).toMatchObject({ subtotal: 5600, finalDiscount: 560, total: 5040 });
    expect(JSON.parse(res.body.attributes.__cartlift).u).toEqual([
      { c: tiers.campaign_key, v: String(tee().id), k: 'tier', q: 1 },
    ]);
  });

  it('attributes no tier to a line the shopper brought to the tier alone, and no more units than the cart holds', async () => {
    const items = [{ variant_id: tee().id, product_id: pocketTee.id, quantity: 2 }];
    const alone = await checkout({ items, schema: { bundles: [tiers.campaign_key] } });
    expect(JSON.parse(alone.body.attributes.__cartlift).u).toEqual([]);
    const inflated = await checkout({ items, added: [{ v: tee().id, q: 9 }] });
    expect(JSON.parse(inflated.body.attributes.__cartlift).u).toEqual([
      { c: tiers.campaign_key, v: String(tee().id), k: 'tier', q: 2 },
    ]);
  });

  it('answers the same way when nothing is discounted', async () => {
    const res = await checkout({ items: [{ variant_id: mug.variants[0].id, product_id: mug.id, quantity: 1 }] });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['attributes', 'esid', 'summary']);
    expect(res.body.summary.finalDiscount).toBe(0);
  });

  it('with draft checkout on, creates a draft order with exact line discounts and the attribution attribute', async () => {
    await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { draft_checkout: true } });
    const res = await checkout({
      items: [
        { variant_id: tee().id, product_id: pocketTee.id, quantity: 3 },
        { variant_id: mug.variants[0].id, product_id: mug.id, quantity: 1 },
      ],
      note: 'Gift wrap please',
    });
    expect(res.status).toBe(200);
    expect(res.body.invoice_url).toMatch(/\/invoices\//);
    const draft = ctx.store!.state.draftOrders[ctx.store!.state.draftOrders.length - 1];
    // 3 tees at 28.00 with the 15% tier = 71.40, plus a mug at full price.
    expect(draft.total).toBe(7140 + mug.variants[0].price);
    expect(draft.note).toBe('Gift wrap please');
    expect(draft.customAttributes.find((a) => a.key === '__cartlift')).toBeDefined();
    await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { draft_checkout: false } });
  });

  it('refuses a product that is not active in the store', async () => {
    const wallet = ctx.store!.state.catalog.productByHandle('leather-wallet')!;
    wallet.status = 'DRAFT';
    try {
      const res = await checkout({
        items: [{ variant_id: wallet.variants[0].id, product_id: wallet.id, quantity: 1 }],
      });
      expect(res.status).toBe(400);
    } finally {
      wallet.status = 'ACTIVE';
    }
  });

  it('answers 400 for a variant the store does not have, creating nothing', async () => {
    const before = ctx.store!.state.discounts.length;
    const res = await checkout({ items: [{ variant_id: 999999999, product_id: pocketTee.id, quantity: 2 }] });
    expect(res.status).toBe(400);
    expect(res.body.error.errors[0]).toEqual({ path: 'items.0.variant_id', message: 'Cannot find variant' });
    expect(ctx.store!.state.discounts.length).toBe(before);
  });
});
