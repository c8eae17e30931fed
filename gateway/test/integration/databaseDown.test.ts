import request from 'supertest';
import { createApp, type App } from '../../src/app';
import { connectDatabase, type Database } from '../../src/db/connection';
import { createLogger } from '../../src/logger';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

/** The longest any answer may take while the database is gone (the MySQL pool gives up after 5 s). */
const BOUND_MS = 6000;

let ctx: TestContext;
let app: App;
/** The connection the app under test uses; the outage closes it, recovery connects a new one in its place. */
const live: { db?: Database } = {};
let open = false;

/**
 * The app's Database, always the current connection: what a gateway process sees when its pool loses the server and
 * later connects again. Every query between close and reconnect fails the way a closed pool does.
 */
const appDb = new Proxy({} as Database, {
  get: (_target, prop) => {
    if (!live.db) throw new Error('no database connection');
    return Reflect.get(live.db, prop, live.db) as unknown;
  },
});

beforeAll(async () => {
  // TTL 0: every lookup goes to the database, so a 200 during the outage can only be the stale-if-error answer.
  ctx = await createTestContext({ devStore: true, env: { LOOKUP_CACHE_TTL_MS: '0' } });
  live.db = await connectDatabase(ctx.config.databaseUrl);
  open = true;
  app = createApp({ config: ctx.config, db: appDb, logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent') });
  await ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'Kept through the outage') });
});
afterAll(async () => {
  if (open) await live.db?.close();
  await ctx.close();
});

const timed = async (r: PromiseLike<request.Response>): Promise<request.Response & { ms: number }> => {
  const started = performance.now();
  const res = await r;
  return Object.assign(res, { ms: performance.now() - started });
};
const lookup = (shop: string) => timed(request(app).get('/public/campaigns').query({ shop, products: '1' }));
const gql = async () =>
  timed(
    request(app)
      .post('/graphql')
      .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`)
      .send({ query: Q.campaigns, variables: { userId: SHOP_A } }),
  );
const rest = async () =>
  timed(
    request(app)
      .get('/aff/settings')
      .set('Authorization', `Bearer ${await ctx.tokenFor(SHOP_A)}`),
  );
const track = () =>
  timed(request(app).post('/public/track').query({ shop: SHOP_A }).send({ type: 'view_cart', campaigns: [] }));

function expectUnavailable(res: request.Response & { ms: number }): void {
  expect(res.status).toBe(503);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.headers['retry-after']).toBe('5');
  const code = res.body.error?.code ?? res.body.errors?.[0]?.extensions?.code;
  expect(code).toBe('UNAVAILABLE');
  expect(res.ms).toBeLessThan(BOUND_MS);
}

test('database down: 503 JSON with Retry-After everywhere, the last good lookup served; back when it returns', async () => {
  const good = await lookup(SHOP_A);
  expect(good.status).toBe(200);
  expect(good.body.campaigns.map((c: { name: string }) => c.name)).toEqual(['Kept through the outage']);
  expect((await gql()).status).toBe(200);

  await live.db!.close();
  open = false;

  expectUnavailable(await gql());
  expectUnavailable(await rest());
  expectUnavailable(await track());
  // Stale-if-error: the shop that had a good answer keeps it, byte for byte; a shop that never had one gets the 503.
  const stale = await lookup(SHOP_A);
  expect(stale.status).toBe(200);
  expect(stale.text).toBe(good.text);
  expect(stale.ms).toBeLessThan(BOUND_MS);
  expectUnavailable(await lookup(SHOP_B));
  const before = await ctx.db.models.AnalyticsEvent.count();

  live.db = await connectDatabase(ctx.config.databaseUrl);
  open = true;

  expect((await gql()).status).toBe(200);
  expect((await rest()).status).toBe(200);
  expect((await track()).status).toBe(202);
  expect(await ctx.db.models.AnalyticsEvent.count()).toBe(before + 1);
  expect((await lookup(SHOP_A)).status).toBe(200);
  expect((await lookup(SHOP_B)).status).toBe(200);
}, 60_000);
