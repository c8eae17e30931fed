import request from 'supertest';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { campaignInput, PNG_1x1, Q } from '../helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const auth = async () => `Bearer ${await ctx.tokenFor(SHOP_A)}`;
const countAll = async () => [
  await ctx.db.models.Campaign.count(),
  await ctx.db.models.UploadedImage.count(),
  await ctx.db.models.AnalyticsEvent.count(),
];

describe('malformed bodies', () => {
  it.each(['/graphql', '/analytics/campaigns', '/uploadImage', '/products'])(
    'POST %s answers 400 JSON to malformed JSON',
    async (path) => {
      const res = await request(ctx.app)
        .post(path)
        .set('Authorization', await auth())
        .set('Content-Type', 'application/json')
        .send('{"a": ');
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/json/);
    },
  );

  it('public routes answer 400 to malformed JSON', async () => {
    const res = await request(ctx.app)
      .post('/public/track')
      .query({ shop: SHOP_A })
      .set('Content-Type', 'application/json')
      .send('{nope');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_JSON');
  });

  it('refuses oversize bodies with 413', async () => {
    const res = await request(ctx.app)
      .post('/public/track')
      .query({ shop: SHOP_A })
      .send({ type: 'view_cart', campaigns: ['x'.repeat(100_000)] });
    expect(res.status).toBe(413);
    const gql = await ctx.gql(SHOP_A, Q.create, { input: { ...campaignInput(), name: 'x'.repeat(600_000) } });
    expect(gql.status).toBe(413);
  });

  it('GraphQL syntax errors are 400', async () => {
    const res = await request(ctx.app)
      .post('/graphql')
      .set('Authorization', await auth())
      .send({ query: 'mutation { createCampaign(' });
    expect(res.status).toBe(400);
  });
});

describe('wrong types and oversize strings in GraphQL input', () => {
  it.each([
    ['name is a number', { name: 42 }, 'name'],
    ['settings.type is an object', { settings: { type: { evil: true } } }, 'settings.type'],
    ['target is a string', { target: 'all_products' }, 'target'],
    [
      'random text past 6000',
      { modules: { ...(campaignInput().modules as object), random_text: { text: 'x'.repeat(6001), active: true } } },
      'modules.random_text.text',
    ],
  ])('%s → field error, nothing stored', async (_l, patch, path) => {
    const before = await countAll();
    const res = await ctx.gql(SHOP_A, Q.create, { input: { ...campaignInput(), ...patch } });
    expect(res.body.errors.map((e: { extensions: { path: string } }) => e.extensions.path)).toContain(path);
    expect(await countAll()).toEqual(before);
  });
});

describe('uploads', () => {
  const upload = async (body: unknown) =>
    request(ctx.app)
      .post('/uploadImage')
      .set('Authorization', await auth())
      .send(body as object);
  const b64 = (b: Buffer) => b.toString('base64');

  it.each([
    ['a text data URL', `data:text/plain;base64,${b64(Buffer.from('hello'))}`],
    ['an SVG (can carry script)', `data:image/svg+xml;base64,${b64(Buffer.from('<svg onload="alert(1)"/>'))}`],
    ['a PNG label on HTML bytes', `data:image/png;base64,${b64(Buffer.from('<html><script>1</script></html>'))}`],
    ['not a data URL', 'http://example.com/a.png'],
    ['broken base64', 'data:image/png;base64,@@@@'],
    ['an empty image', 'data:image/png;base64,'],
  ])('refuses %s with "You could only upload images."', async (_l, attachment) => {
    const before = await countAll();
    const res = await upload({ fileName: 'a.png', attachment });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/You could only upload images\.|is not valid|Invalid/);
    expect(await countAll()).toEqual(before);
  });

  it('refuses an image over 1 MB decoded', async () => {
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(1024 * 1024)]);
    const res = await upload({ fileName: 'big.png', attachment: `data:image/png;base64,${b64(big)}` });
    expect(res.status).toBe(400);
  });

  it.each(['../../etc/passwd', '..\\..\\win.ini', '/abs/path.png', 'a/../../b.png', 'nul\u0000.png'])(
    'never uses the file name %j as a path',
    async (fileName) => {
      const res = await upload({ fileName, attachment: `data:image/png;base64,${b64(PNG_1x1)}` });
      expect(res.status).toBe(201);
      expect(res.body.public_url).toMatch(/\/uploads\/[0-9a-f-]{36}\.png$/);
    },
  );

  it('refuses missing or extra fields', async () => {
    expect((await upload({ attachment: `data:image/png;base64,${b64(PNG_1x1)}` })).status).toBe(400);
    expect(
      (await upload({ fileName: 'a.png', attachment: `data:image/png;base64,${b64(PNG_1x1)}`, path: '/tmp' })).status,
    ).toBe(400);
  });

  it('does not serve dotfiles or escape the upload dir', async () => {
    expect((await request(ctx.app).get('/uploads/..%2f..%2fpackage.json')).status).toBe(404);
    expect((await request(ctx.app).get('/uploads/.hidden')).status).toBe(404);
  });
});

describe('REST bodies of the wrong shape', () => {
  it.each([
    [{ campaigns: 'abc' }],
    [{ campaigns: [1, 2] }],
    [{ one_tick_campaigns: [['id-only']] }],
    [{ campaigns: [], extra: true }],
  ])('POST /analytics/campaigns refuses %j', async (body) => {
    const res = await request(ctx.app).post('/analytics/campaigns').set('Authorization', await auth()).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.errors.length).toBeGreaterThan(0);
  });
});

describe('picker searches (GET /products?query=, GET /collections)', () => {
  it.each(['/collections', '/collections?query=coffee', '/products?query=hoodie'])(
    'GET %s answers 401 without a session token',
    async (path) => {
      const res = await request(ctx.app).get(path);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    },
  );

  // No dev store runs here: a 400 proves the input was refused before any Admin API call (that would be a 502).
  it.each([
    ['/collections', { limit: 0 }],
    ['/collections', { limit: 51 }],
    ['/collections', { limit: '-1' }],
    ['/collections', { limit: 'NaN' }],
    ['/collections', { query: 'q'.repeat(101) }],
    ['/collections', { query: ['x', 'y'] }],
    ['/collections', { 'query[a]': 'x' }],
    ['/collections', { first: 5 }],
    ['/products', { query: 'q'.repeat(101) }],
    ['/products', { query: ['x OR product_type:free_gift', 'y'] }],
    ['/products', { query: 'x', collection_id: '1' }],
    ['/products', { title: 'x' }],
  ])('GET %s %j → 400 with field errors', async (path, query) => {
    const res = await request(ctx.app).get(path).query(query).set('Authorization', await auth());
    expect(res.status).toBe(400);
    expect(res.body.error.errors.length).toBeGreaterThan(0);
  });
});

describe('public API input', () => {
  it.each([
    [{ shop: 'not-a-shop' }, 400],
    [{ shop: 'unknown-shop.myshopify.com' }, 404],
    [{ shop: SHOP_A, products: '1,abc' }, 400],
    [{ shop: SHOP_A, variants: '1-2' }, 400],
    [{ shop: SHOP_A, country: 'USA' }, 400],
    [{ shop: SHOP_A, products: Array.from({ length: 51 }, (_, i) => i + 1).join(',') }, 400],
  ])('GET /public/campaigns %j → %d', async (query, status) => {
    expect((await request(ctx.app).get('/public/campaigns').query(query)).status).toBe(status);
  });

  it.each([
    [{ type: 'purchase', campaigns: [] }],
    [{ type: 'view_cart', campaigns: ['<script>'] }],
    [{ type: 'view_cart', campaigns: 'abc' }],
  ])('POST /public/track refuses %j', async (body) => {
    const res = await request(ctx.app).post('/public/track').query({ shop: SHOP_A }).send(body);
    expect(res.status).toBe(400);
  });

  it.each([
    [{ items: [] }],
    [{ items: [{ variant_id: 1, product_id: 1, quantity: 0 }] }],
    [{ items: [{ variant_id: 'x', product_id: 1, quantity: 1 }] }],
    [{ items: [{ variant_id: 1, product_id: 1, quantity: 1, price: 0 }] }],
    [{ items: [{ variant_id: 1, product_id: 1, quantity: 1 }], total: 0 }],
  ])('POST /public/checkout refuses %j (no client prices or totals accepted)', async (body) => {
    const res = await request(ctx.app).post('/public/checkout').query({ shop: SHOP_A }).send(body);
    expect(res.status).toBe(400);
  });
});
