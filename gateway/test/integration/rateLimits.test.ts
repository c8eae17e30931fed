import express from 'express';
import { rateLimit } from 'express-rate-limit';
import request from 'supertest';
import { createApp, type App } from '../../src/app';
import { connectDatabase } from '../../src/db/connection';
import { hotPathLimitPerMinute } from '../../src/http/hotPathLimiter';
import { DatabaseStore, limitPerMinute } from '../../src/http/rateLimitStore';
import { createLogger } from '../../src/logger';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';

const TRACK_LIMIT = 6;
let ctx: TestContext;
/** A second app on the same database: what a second gateway process is, minus the process. */
let other: App;
beforeAll(async () => {
  ctx = await createTestContext({ env: { TRACK_RATE_LIMIT: String(TRACK_LIMIT), PUBLIC_RATE_LIMIT: '600' } });
  other = createApp({ config: ctx.config, db: ctx.db, logger: createLogger('silent') });
});
afterAll(() => ctx.close());

const silent = createLogger('silent');
const rows = async (): Promise<number> => {
  const [r] = await ctx.db.sequelize.query('SELECT COUNT(*) AS n FROM rate_limit_hits');
  return Number((r as Array<{ n: number | string }>)[0].n);
};
const track = (app: App, ip: string) =>
  request(app)
    .post('/public/track')
    .query({ shop: SHOP_A })
    .set('X-Forwarded-For', ip)
    .send({ type: 'view_cart', campaigns: [] });

describe('rate limits shared by every gateway process', () => {
  it('track: requests spread over two apps on one database are accepted exactly TRACK_RATE_LIMIT times', async () => {
    const answers = await Promise.all(
      Array.from({ length: TRACK_LIMIT * 2 }, (_, i) => track(i % 2 ? other : ctx.app, '10.7.0.1')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(TRACK_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(TRACK_LIMIT);
    // Another client still has its whole allowance.
    expect((await track(other, '10.7.0.2')).status).toBe(202);
  });

  it('COD orders: the tenth a minute per client and shop is the last, whichever process answers', async () => {
    const cod = (app: App) =>
      request(app).post('/public/cod-orders').query({ shop: SHOP_A }).set('X-Forwarded-For', '10.7.1.1').send({});
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await cod(i % 2 ? other : ctx.app)).status);
    // 600 / 60 = 10 reach the route (and are refused there for their empty body); the rest never do.
    expect(statuses.filter((s) => s !== 429)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it('concurrent increments from two stores are atomic: every count from 1 to n is handed out once', async () => {
    const a = new DatabaseStore({ db: ctx.db, logger: silent, name: 'atomic' });
    const b = new DatabaseStore({ db: ctx.db, logger: silent, name: 'atomic' });
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).increment('k').then((r) => r.totalHits)),
    );
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('a new window starts over once the old one has ended, and ended windows are deleted', async () => {
    let now = Date.now();
    const store = new DatabaseStore({ db: ctx.db, logger: silent, name: 'windows', now: () => now });
    store.init({ windowMs: 1000 } as Parameters<DatabaseStore['init']>[0]);
    expect((await store.increment('k')).totalHits).toBe(1);
    expect((await store.increment('k')).totalHits).toBe(2);
    const resetTime = (await store.increment('k')).resetTime;
    expect(resetTime?.getTime()).toBe(now + 1000);
    const before = await rows();
    now += 5000;
    // The first increment of a later window prunes: the old row is deleted in the background, then re-counted. Waits
    // for the deletion itself (a fixed pause passed or failed with the machine's load), up to 10 s.
    await store.increment('other');
    const deadline = Date.now() + 10_000;
    while ((await rows()) > before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await rows()).toBeLessThanOrEqual(before);
    expect((await store.increment('k')).totalHits).toBe(1);
  });

  it('batched (lookups): hits are decided on the shared count plus unsent local hits, and sent in one flush', async () => {
    const a = new DatabaseStore({ db: ctx.db, logger: silent, name: 'batched', flushMs: 60_000 });
    const b = new DatabaseStore({ db: ctx.db, logger: silent, name: 'batched', flushMs: 60_000 });
    for (let i = 1; i <= 5; i++) expect((await a.increment('k')).totalHits).toBe(i);
    await a.flush();
    // B has not read the shared count yet: it knows only its own hits until its first flush.
    expect((await b.increment('k')).totalHits).toBe(1);
    await b.flush();
    expect((await b.increment('k')).totalHits).toBe(7);
    expect((await a.increment('k')).totalHits).toBe(6);
    await a.flush();
    await b.flush();
    expect((await a.increment('k')).totalHits).toBe(8);
    a.shutdown();
    b.shutdown();
  });

  it("the lookups' hot-path limiter answers as express-rate-limit does, request by request", async () => {
    const appWith = (limiter: express.RequestHandler) =>
      express().get('/x', limiter, (_req, res) => {
        res.json({ ok: true });
      });
    const store = (name: string) => new DatabaseStore({ db: ctx.db, logger: silent, name, flushMs: 60_000 });
    const key = (req: express.Request) => `${req.ip}|${String(req.query.shop)}`;
    const library = appWith(limitPerMinute(3, store('library'), key));
    const hot = appWith(hotPathLimitPerMinute(3, store('hot'), key));
    const seen = (res: request.Response) => ({
      status: res.status,
      body: res.body as unknown,
      headers: ['ratelimit', 'ratelimit-policy', 'retry-after'].map((h) => res.headers[h] as unknown),
    });
    for (let i = 0; i < 5; i++) {
      const shop = i === 4 ? 'other' : 'a';
      const expected = seen(await request(library).get('/x').query({ shop }));
      expect(seen(await request(hot).get('/x').query({ shop }))).toEqual(expected);
      expect(expected.status).toBe(i === 3 ? 429 : 200);
    }
  });

  it('a database error lets requests through (fail open) instead of answering 429 or 500', async () => {
    // A database without the table: every store query fails.
    const broken = await connectDatabase('sqlite::memory:');
    const app = express();
    app.use(
      rateLimit({
        windowMs: 60_000,
        limit: 1,
        store: new DatabaseStore({ db: broken, logger: silent, name: 'broken' }),
      }),
    );
    app.get('/x', (_req, res) => {
      res.json({ ok: true });
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await request(app).get('/x')).status);
    expect(statuses).toEqual([200, 200, 200]);
    await broken.close();
  });
});
