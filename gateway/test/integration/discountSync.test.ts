import request from 'supertest';
import {
  FUNCTION_CONFIG_KEY,
  functionConfigFor,
  MAX_FUNCTION_CONFIG_BYTES,
  type CampaignLike,
  type CampaignSettings,
  type Target,
} from '@cartlift/domain';
import { discountSyncSettled, syncDiscount, syncPendingDiscounts } from '../../src/services/discountSync';
import { DISCOUNT_TITLE } from '../../src/shopify/discounts';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

// The gateway against the dev store's Admin API (shopifyFunctions, discountAutomaticAppCreate, metafieldsSet): the
// shop's one automatic app discount and its configuration metafield follow every campaign and settings change.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ devStore: true, discountSync: true, env: { DISCOUNT_SYNC_RETRY_MS: '100' } });
});
afterAll(() => ctx.close());

const SYNC = `query($id: String!) { shop(id: $id) { discountSync { state lastError at } } }`;
const syncOf = async (shop = SHOP_A) =>
  (await ctx.gql(shop, SYNC, { id: shop })).body.data.shop.discountSync as {
    state: string;
    lastError: string | null;
    at: string | null;
  };
const deps = () => ctx.app.locals.deps;

/** The store's automatic app discounts, and the configuration held by the one with this id. */
const discounts = () => ctx.store!.state.appDiscounts;
const configIn = (discountId: string | null) => {
  const d = discounts().find((x) => discountId?.endsWith(`/${x.id}`));
  const value = d?.metafields.find((m) => m.key === FUNCTION_CONFIG_KEY)?.value;
  return value === undefined ? undefined : (JSON.parse(value) as Record<string, unknown>);
};
const shopRow = async (shop = SHOP_A) => (await ctx.db.models.Shop.findByPk(shop))!;
/** What the domain says the shop's discount should hold now (its active campaigns in stored order). */
const expected = async (shop = SHOP_A, multiCurrencyMode = false) => {
  const rows = await ctx.db.models.Campaign.findAll({
    where: { shop_id: shop, active: true },
    order: [
      ['created_at', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  const campaigns = rows.map(
    (c) => ({ id: c.id, active: c.active, target: c.target, settings: c.settings }) as CampaignLike,
  );
  return JSON.parse(JSON.stringify(functionConfigFor(campaigns, { multiCurrencyMode }))) as Record<string, unknown>;
};
const create = async (input: Record<string, unknown>) => {
  const res = await ctx.gql(SHOP_A, Q.create, { input });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createCampaign as { id: string; campaign_key: string; settings: Record<string, unknown> };
};
const tiers = (id: number) => campaignInput('bundles', `Tiers on ${id}`, [id]);

describe('the shop’s automatic app discount', () => {
  let first: { id: string };

  it('is created once, on the first change, for the deployed function, with the configuration in its metafield', async () => {
    expect(discounts()).toEqual([]);
    expect((await syncOf()).state).toBe('PENDING');
    first = await create(tiers(8100000000003));
    expect(discounts()).toHaveLength(1);
    const [d] = discounts();
    expect(d).toMatchObject({
      title: DISCOUNT_TITLE,
      combinesWith: { productDiscounts: true, orderDiscounts: true, shippingDiscounts: true },
    });
    expect([...d.discountClasses].sort()).toEqual(['ORDER', 'PRODUCT', 'SHIPPING']);
    const fns = await request(ctx.store!.app)
      .post('/admin/api/2026-10/graphql.json')
      .set('X-Shopify-Access-Token', 'shpat_cartlift_demo_local')
      .send({ query: '{ shopifyFunctions(first: 25) { nodes { id handle } } }' });
    expect(d.functionId).toBe(
      fns.body.data.shopifyFunctions.nodes.find((f: { handle: string }) => f.handle === 'cartlift-discount').id,
    );
    const row = await shopRow();
    const config = configIn(row.discount_id);
    expect(config).toEqual(await expected());
    // Concretely: the tiers on the hoodie, 2 at 10 % and 3 at 15 % (the domain's default tiers).
    expect(config).toMatchObject({
      b: [
        {
          p: [8100000000003],
          r: [
            [2, 10],
            [3, 15],
          ],
        },
      ],
    });
    const sync = await syncOf();
    expect(sync).toMatchObject({ state: 'SYNCED', lastError: null });
    expect(Date.parse(sync.at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('follows every change (update, toggle, duplicate, delete), still one discount', async () => {
    const checks: string[] = [];
    const same = async (label: string) => {
      const row = await shopRow();
      checks.push(
        `${label}: ${JSON.stringify(configIn(row.discount_id)) === JSON.stringify(await expected()) ? 'ok' : 'stale'} ${row.discount_sync_state}`,
      );
    };
    const edited = await ctx.gql(SHOP_A, Q.update, {
      id: first.id,
      input: {
        settings: {
          ...(await ctx.gql(SHOP_A, Q.campaign, { id: first.id })).body.data.campaign.settings,
          applied_discount_title: 'Hoodie deal',
        },
      },
    });
    expect(edited.body.errors).toBeUndefined();
    await same('update');
    expect(configIn((await shopRow()).discount_id)).toMatchObject({ b: [{ t: 'Hoodie deal' }] });
    await ctx.gql(SHOP_A, Q.update, { id: first.id, input: { active: false } });
    await same('toggle off');
    expect(configIn((await shopRow()).discount_id)).not.toHaveProperty('b');
    await ctx.gql(SHOP_A, Q.update, { id: first.id, input: { active: true } });
    await same('toggle on');
    // The dashboard's duplicate is a create of the copy.
    const copy = await create({ ...tiers(8100000000004), name: 'Copy' });
    await same('duplicate');
    await ctx.gql(SHOP_A, Q.remove, { id: copy.id });
    await same('delete');
    expect(checks).toEqual([
      'update: ok synced',
      'toggle off: ok synced',
      'toggle on: ok synced',
      'duplicate: ok synced',
      'delete: ok synced',
    ]);
    expect(discounts()).toHaveLength(1);
  });

  it('follows the setting the math reads (multi-currency mode) and spends no Admin API call on a change that moves nothing', async () => {
    await ctx.db.models.Shop.update({ enabled_presentment_currencies: ['USD', 'EUR'] }, { where: { id: SHOP_A } });
    // Buy More Save More on all products: only older versions saved it, so it is stored as they left it.
    const legacy = campaignInput('bundles', 'All products');
    await ctx.db.models.Campaign.create({
      id: '00000000-0000-4000-8000-00000000a11a',
      shop_id: SHOP_A,
      name: 'All products',
      active: true,
      type: 'bundles',
      target_type: 'all_products',
      campaign_key: 'legacyallproducts',
      target: { ...(legacy.target as object), type: 'all_products', ids: [], selected: [] } as Target,
      settings: legacy.settings as CampaignSettings,
      modules: null,
      created_at: new Date(),
      updated_at: new Date(),
    });
    const save = (multiCurrencyMode: boolean) =>
      ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { multiCurrencyMode } });
    expect((await save(false)).body.errors).toBeUndefined();
    const off = configIn((await shopRow()).discount_id) as { b: unknown[] };
    expect(off).toEqual(await expected(SHOP_A, false));
    expect(off.b).toHaveLength(2);
    expect((await save(true)).body.errors).toBeUndefined();
    const on = configIn((await shopRow()).discount_id) as { b: unknown[] };
    expect(on).toEqual(await expected(SHOP_A, true));
    expect(on.b).toHaveLength(1);
    // A colour or a text the function never reads: the digest is unchanged, nothing is sent to Shopify.
    const calls = ctx.adminTokens.length;
    expect(
      (await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { sold_out: 'Gone' } })).body.errors,
    ).toBeUndefined();
    expect(ctx.adminTokens.length).toBe(calls);
    expect((await syncOf()).state).toBe('SYNCED');
  });

  it('shows a failed sync as FAILED with the reason, retries it with backoff, and is SYNCED when Shopify answers again', async () => {
    ctx.failAdminCalls(2);
    const made = await create(tiers(8100000000005));
    const failed = await syncOf();
    expect(failed).toMatchObject({ state: 'FAILED', lastError: 'Shopify answered 503 when the discount was updated.' });
    // Never silently stale: the configuration Shopify holds lacks the new campaign meanwhile.
    expect(JSON.stringify(configIn((await shopRow()).discount_id))).not.toContain('8100000000005');
    // Retries at 100 ms, then 500 ms: the second one gets through.
    const deadline = Date.now() + 5000;
    while ((await syncOf()).state !== 'SYNCED' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await syncOf()).toMatchObject({ state: 'SYNCED', lastError: null });
    expect(configIn((await shopRow()).discount_id)).toEqual(await expected(SHOP_A, true));
    expect(JSON.stringify(configIn((await shopRow()).discount_id))).toContain('8100000000005');
    await ctx.gql(SHOP_A, Q.remove, { id: made.id });
  });

  it('creates the discount again when the merchant deleted it in Shopify', async () => {
    const gone = (await shopRow()).discount_id;
    const deleted = await request(ctx.store!.app)
      .post('/admin/api/2026-10/graphql.json')
      .set('X-Shopify-Access-Token', 'shpat_cartlift_demo_local')
      .send({
        query: 'mutation($id: ID!) { discountAutomaticDelete(id: $id) { deletedAutomaticDiscountId } }',
        variables: { id: gone },
      });
    expect(deleted.body.data.discountAutomaticDelete.deletedAutomaticDiscountId).toBe(gone);
    expect(discounts()).toHaveLength(0);
    const made = await create(tiers(8100000000007));
    const row = await shopRow();
    expect(row.discount_id).not.toBe(gone);
    expect(discounts()).toHaveLength(1);
    expect(configIn(row.discount_id)).toEqual(await expected(SHOP_A, true));
    expect((await syncOf()).state).toBe('SYNCED');
    await ctx.gql(SHOP_A, Q.remove, { id: made.id });
  });

  it('warns when Buy More Save More campaigns target different collections (checkout cannot tell them apart)', async () => {
    const onCollection = (name: string, id: number) => {
      const input = campaignInput('bundles', name);
      const target = {
        ...(input.target as object),
        type: 'specific_collections',
        ids: [String(id)],
        selected: [{ id: String(id), title: name }],
      };
      return { ...input, target };
    };
    const WARNING = `query($id: String!) { shop(id: $id) { discountSync { state warning } } }`;
    const warning = async () =>
      (await ctx.gql(SHOP_A, WARNING, { id: SHOP_A })).body.data.shop.discountSync.warning as string | null;
    const summer = await create(onCollection('Summer', 501));
    expect(await warning()).toBeNull();
    const winter = await create(onCollection('Winter', 502));
    expect(await warning()).toMatch(/^Two or more active Buy More Save More campaigns target different collections\./);
    await ctx.gql(SHOP_A, Q.remove, { id: winter.id });
    expect(await warning()).toBeNull();
    await ctx.gql(SHOP_A, Q.remove, { id: summer.id });
  });

  it(`refuses a save whose configuration would pass ${MAX_FUNCTION_CONFIG_BYTES} bytes, and writes nothing of it`, async () => {
    const row = await shopRow();
    const before = JSON.stringify(configIn(row.discount_id));
    const count = await ctx.db.models.Campaign.count({ where: { shop_id: SHOP_A } });
    // "Discount title at checkout" has no length rule of its own; it travels in the configuration.
    const long = 'Our biggest deal ever '.repeat(460);
    const input = tiers(8100000000006);
    const res = await ctx.gql(SHOP_A, Q.create, {
      input: { ...input, settings: { ...(input.settings as object), applied_discount_title: long } },
    });
    expect(res.body.data.createCampaign).toBeNull();
    expect(res.body.errors[0]).toMatchObject({ extensions: { code: 'DISCOUNT_CONFIG_LIMIT' } });
    expect(res.body.errors[0].message).toMatch(
      /^Not saved: your active campaigns would need 10,\d{3} bytes of discount settings, and Shopify allows a discount 10,000\./,
    );
    // The same title on an existing campaign: refused, the stored campaign as it was.
    const stored = (await ctx.gql(SHOP_A, Q.campaign, { id: first.id })).body.data.campaign;
    const edit = await ctx.gql(SHOP_A, Q.update, {
      id: first.id,
      input: { settings: { ...stored.settings, applied_discount_title: long } },
    });
    expect(edit.body.errors[0].extensions.code).toBe('DISCOUNT_CONFIG_LIMIT');
    expect((await ctx.gql(SHOP_A, Q.campaign, { id: first.id })).body.data.campaign.settings).toEqual(stored.settings);
    expect(await ctx.db.models.Campaign.count({ where: { shop_id: SHOP_A } })).toBe(count);
    expect(JSON.stringify(configIn((await shopRow()).discount_id))).toBe(before);
    expect((await shopRow()).discount_config_digest).toBe(row.discount_config_digest);
    expect((await syncOf()).state).toBe('SYNCED');
  });
});

describe('shops installed before the Discount Function', () => {
  it('get their discount on the next admin load, or from the start sweep', async () => {
    // As migration 022 leaves an installed shop: pending, no discount.
    await ctx.db.models.Shop.update(
      { discount_id: null, discount_config_digest: null, discount_sync_state: 'pending' },
      { where: { id: SHOP_A } },
    );
    ctx.store!.state.appDiscounts = [];
    expect((await syncOf()).state).toBe('PENDING');
    await discountSyncSettled(deps(), SHOP_A);
    expect((await syncOf()).state).toBe('SYNCED');
    expect(discounts()).toHaveLength(1);
    expect(configIn((await shopRow()).discount_id)).toEqual(await expected(SHOP_A, true));

    await ctx.db.models.Shop.update(
      { discount_id: null, discount_config_digest: null, discount_sync_state: 'pending' },
      { where: { id: SHOP_A } },
    );
    ctx.store!.state.appDiscounts = [];
    // Shop B's token is not one the store knows: it is tried, fails and is left FAILED; A is synced all the same.
    expect(await syncPendingDiscounts(deps())).toBe(2);
    expect((await shopRow()).discount_sync_state).toBe('synced');
    expect(discounts()).toHaveLength(1);
  });

  it('forgets the discount at uninstall (Shopify removes an app’s discounts with it), and tries nothing without a token', async () => {
    expect((await shopRow()).discount_id).not.toBeNull();
    expect((await ctx.webhook('app/uninstalled', SHOP_A, { id: 1 })).status).toBe(200);
    expect((await shopRow()).toJSON()).toMatchObject({
      installed: false,
      discount_id: null,
      discount_config_digest: null,
      discount_sync_state: 'pending',
    });
    const callsOfA = () => ctx.adminTokens.filter((t) => t === 'shpat_cartlift_demo_local').length;
    const before = callsOfA();
    await syncDiscount(deps(), SHOP_A);
    expect(callsOfA()).toBe(before);
  });
});
