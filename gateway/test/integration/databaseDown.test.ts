import net, { type AddressInfo } from 'net';
import request from 'supertest';
import { createApp, type App } from '../../src/app';
import { connectDatabase, type Database } from '../../src/db/connection';
import { createLogger } from '../../src/logger';
import { createTestContext, SHOP_A, SHOP_B, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';
import { shopVersionRead } from '../helpers/shopVersions';

/** The longest any answer may take while the database is gone (the MySQL pool gives up after 5 s). */
const BOUND_MS = 6000;
/** The promise: serving again within 5 s of the database coming back. */
const RECOVERY_MS = 5000;

let ctx: TestContext;
let app: App;
/** The connection the app under test uses (SQLite: the outage closes it, recovery connects a new one in its place). */
const live: { db?: Database } = {};
let open = false;

/**
 * The app's Database, always the current connection: what a gateway process sees when it loses the database and
 * later connects again.
 */
const appDb = new Proxy({} as Database, {
  get: (_target, prop) => {
    if (!live.db) throw new Error('no database connection');
    return Reflect.get(live.db, prop, live.db) as unknown;
  },
});

/** How this dialect's database goes away and comes back. */
interface Outage {
  url: string;
  down(): Promise<void>;
  up(): Promise<void>;
  /** Releases what the outage holds (the relay's port). */
  end(): Promise<void>;
}

const listen = (server: net.Server, port: number): Promise<number> =>
  new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/**
 * MySQL: the app reaches MariaDB through a TCP relay, and the outage stops the relay: open connections are cut and new
 * ones refused, as when the server is killed, while the pool itself stays as it is and must recover on its own.
 */
async function relayOutage(url: string): Promise<Outage> {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    const drop = (): void => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    sockets.add(client).add(upstream);
    for (const s of [client, upstream]) s.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  const port = await listen(server, 0);
  const relayed = new URL(url);
  relayed.port = String(port);
  return {
    url: relayed.toString(),
    down: async () => {
      const closed = new Promise((r) => server.close(r));
      for (const s of sockets) s.destroy();
      await closed;
    },
    up: async () => {
      await listen(server, port);
    },
    end: async () => {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise((r) => server.close(r));
    },
  };
}

/** SQLite has no server to lose: the app's connection is closed, and recovery opens a new one. */
const closeOutage = (url: string): Outage => ({
  url,
  down: async () => {
    open = false;
    await live.db!.close();
  },
  up: async () => {
    live.db = await connectDatabase(url);
    open = true;
  },
  end: async () => undefined,
});

let outage: Outage;
beforeAll(async () => {
  // TTL 0: every lookup goes to the database, so a 200 during the outage can only be the stale-if-error answer.
  ctx = await createTestContext({ devStore: true, env: { LOOKUP_CACHE_TTL_MS: '0' } });
  const url = ctx.config.databaseUrl;
  outage = ctx.dialect === 'mysql' ? await relayOutage(url) : closeOutage(url);
  live.db = await connectDatabase(outage.url);
  open = true;
  app = createApp({ config: ctx.config, db: appDb, logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent') });
  await ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'Kept through the outage') });
});
afterAll(async () => {
  if (open) await live.db?.close();
  await outage?.end();
  await ctx.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
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
  // Served from a process that knows the shop's version: without it a loaded machine's first answer was not kept, and
  // the outage had nothing stale to serve (503 in a MariaDB run).
  await shopVersionRead(app, ctx.db, SHOP_A);
  const good = await lookup(SHOP_A);
  expect(good.status).toBe(200);
  expect(good.body.campaigns.map((c: { name: string }) => c.name)).toEqual(['Kept through the outage']);
  expect((await gql()).status).toBe(200);

  await outage.down();

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

  await outage.up();
  // Serving again: an admin read succeeds within the promised time (the MySQL pool drops its dead connections first).
  const back = performance.now();
  while ((await gql()).status !== 200 && performance.now() - back < RECOVERY_MS) await sleep(100);
  expect(performance.now() - back).toBeLessThan(RECOVERY_MS);

  expect((await gql()).status).toBe(200);
  expect((await rest()).status).toBe(200);
  expect((await track()).status).toBe(202);
  expect(await ctx.db.models.AnalyticsEvent.count()).toBe(before + 1);
  expect((await lookup(SHOP_A)).status).toBe(200);
  expect((await lookup(SHOP_B)).status).toBe(200);
}, 60_000);
