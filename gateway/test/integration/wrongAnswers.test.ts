import { TOO_DEEP } from '@cartlift/domain';
import request from 'supertest';
import { gzipSync } from 'zlib';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

/** The five answers issue 17 found wrong from outside (deep JSON, fake gzip, null input, headers, DB down). */
let ctx: TestContext;
let campaignId = '';
beforeAll(async () => {
  ctx = await createTestContext();
  campaignId = (await ctx.gql(SHOP_A, Q.create, { input: campaignInput() })).body.data.createCampaign.id;
});
afterAll(() => ctx.close());

const stored = async (): Promise<string> =>
  JSON.stringify([
    await ctx.db.models.Campaign.findAll({ order: [['id', 'ASC']], raw: true }),
    await ctx.db.models.Shop.findAll({ order: [['id', 'ASC']], raw: true }),
  ]);
/** JSON text nested `levels` deep (JSON.stringify itself would recurse). */
const deep = (levels: number): string => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const rawGql = async (query: string, variables: string) =>
  request(ctx.app)
    .post('/graphql')
    .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`)
    .set('Content-Type', 'application/json')
    .send(`{"query":${JSON.stringify(query)},"variables":${variables}}`);

describe('deeply nested JSON is refused at the boundary', () => {
  it.each([
    ['createCampaign', () => rawGql(Q.create, `{"input":{"name":"x","settings":${deep(3000)}}}`)],
    ['updateCampaign', () => rawGql(Q.update, `{"id":"${campaignId}","input":{"modules":${deep(3000)}}}`)],
    ['updateShopSettings', () => rawGql(Q.updateShopSettings, `{"id":"${SHOP_A}","input":${deep(3000)}}`)],
    [
      'public track',
      () =>
        request(ctx.app)
          .post('/public/track')
          .query({ shop: SHOP_A })
          .type('json')
          .send(`{"type":"view_cart","campaigns":[${'['.repeat(3000)}${']'.repeat(3000)}]}`),
    ],
  ])('%s → 400 with the depth message, nothing stored', async (_label, send) => {
    const before = await stored();
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: TOO_DEEP });
    expect(await stored()).toBe(before);
  });

  /** The same nesting typed into the query text: a GraphQL object literal `levels` deep (or a list, for `[`). */
  const deepLiteral = (levels: number, open = '{a: ', close = '}'): string =>
    open.repeat(levels) + '1' + close.repeat(levels);
  const inline = async (query: string) =>
    request(ctx.app)
      .post('/graphql')
      .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`)
      .send({ query });
  it.each([
    ['createCampaign', 100, (d: string) => `mutation { createCampaign(input: {name: "x", settings: ${d}}) { id } }`],
    ['createCampaign', 3000, (d: string) => `mutation { createCampaign(input: {name: "x", settings: ${d}}) { id } }`],
    [
      'updateCampaign',
      100,
      (d: string) => `mutation { updateCampaign(id: "${campaignId}", input: {modules: ${d}}) { id } }`,
    ],
    [
      'updateCampaign',
      3000,
      (d: string) => `mutation { updateCampaign(id: "${campaignId}", input: {modules: ${d}}) { id } }`,
    ],
    [
      'updateShopSettings',
      100,
      (d: string) => `mutation { updateShopSettings(id: "${SHOP_A}", input: {settings: ${d}}) { id } }`,
    ],
    ['updateShopSettings', 3000, (d: string) => `mutation { updateShopSettings(id: "${SHOP_A}", input: ${d}) { id } }`],
  ])(
    '%s with %i levels typed into the query text → 400 BAD_USER_INPUT, nothing stored',
    async (_label, levels, query) => {
      for (const [open, close] of [
        ['{a: ', '}'],
        ['[', ']'],
      ]) {
        const before = await stored();
        const res = await inline(query(deepLiteral(levels, open, close)));
        expect(res.status).toBe(400);
        expect(res.body.data ?? null).toBeNull();
        expect(res.body.errors).toEqual([
          expect.objectContaining({ message: TOO_DEEP, extensions: { code: 'BAD_USER_INPUT' } }),
        ]);
        expect(await stored()).toBe(before);
      }
    },
  );

  it('a literal at the depth limit reaches the campaign rules; one level more is refused', async () => {
    const update = (levels: number) =>
      inline(`mutation { updateCampaign(id: "${campaignId}", input: {modules: ${deepLiteral(levels)}}) { id } }`);
    // 64 levels with the input object: read, then refused by the campaign's own rules for modules.
    const read = await update(63);
    expect(read.body.errors.length).toBeGreaterThan(0);
    for (const e of read.body.errors)
      expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', path: expect.stringMatching(/^modules\./) });
    const deeper = await update(64);
    expect([deeper.status, deeper.body.errors[0].message]).toEqual([400, TOO_DEEP]);
  });

  it('a document within the limit still saves', async () => {
    const res = await ctx.gql(SHOP_A, Q.update, { id: campaignId, input: { name: 'Still fine' } });
    expect(res.body.data.updateCampaign.name).toBe('Still fine');
  });
});

describe('bodies that are not what their headers say', () => {
  it('Content-Encoding: gzip on a body that is not gzip → 400 BAD_ENCODING', async () => {
    for (const path of ['/graphql', '/public/track?shop=' + SHOP_A, '/analytics/campaigns']) {
      const res = await request(ctx.app)
        .post(path)
        .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send('{"type":"view_cart","campaigns":[]}');
      expect([path, res.status, res.body.error?.code]).toEqual([path, 400, 'BAD_ENCODING']);
    }
  });

  it('real gzip is read, an unknown encoding gets 415', async () => {
    const ok = await request(ctx.app)
      .post('/public/track')
      .query({ shop: SHOP_A })
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      // As bytes: superagent would otherwise JSON-encode the Buffer for a JSON content type.
      .serialize((b: Buffer) => b as unknown as string)
      .send(gzipSync('{"type":"view_cart","campaigns":[]}'));
    expect([ok.status, ok.body]).toEqual([202, { recorded: 1, campaigns: 0 }]);
    const odd = await request(ctx.app)
      .post('/public/track')
      .query({ shop: SHOP_A })
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'x-rot13')
      .send('{}');
    expect([odd.status, odd.body.error.code]).toEqual([415, 'UNSUPPORTED_ENCODING']);
  });

  it('a body that is not JSON gets 415 instead of being read as no body', async () => {
    const res = await request(ctx.app)
      .post('/analytics/campaigns')
      .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`)
      .set('Content-Type', 'text/plain')
      .send('campaigns=1');
    expect([res.status, res.body.error.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });
});

describe('GraphQL request errors keep GraphQL’s own reason', () => {
  it.each([
    ['input null', { input: null }, 'Variable "$input" of non-null type "JSON!" must not be null.'],
    ['input missing', {}, 'Variable "$input" of required type "JSON!" was not provided.'],
  ])('%s → 400 with the reason', async (_label, variables, reason) => {
    const res = await ctx.gql(SHOP_A, Q.create, variables);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(reason);
  });
});
