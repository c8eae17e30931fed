import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { QueryTypes } from 'sequelize';
import type { App } from '../../src/app';
import { createServer } from '../../src/http/server';
import { LOOKUP_FLUSH_MS } from '../../src/public/router';
import { appWithEnv, createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';
import { capturedLogger } from '../helpers/logLines';

// The lookup's replay (src/public/lookupReplay.ts) on the gateway's own server: the same request again gets what
// Express sent, byte for byte but the Date and the rate limit's count, until anything that would change the answer.

interface Sent {
  status: number;
  /** Header lines as they came on the wire, in order (name, value, name, value...). */
  raw: string[];
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const BROWSER = {
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  origin: `https://${SHOP_A}`,
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const PATH = `/public/campaigns?shop=${SHOP_A}&products=1001&country=US`;

/** The app on the gateway's server, and a count of the requests its hot path answered. */
async function serve(app: App): Promise<{
  get: (path?: string, headers?: Record<string, string>) => Promise<Sent>;
  replayed: () => number;
  close: () => Promise<void>;
}> {
  const hotPath = app.locals.hotPath;
  if (!hotPath) throw new Error('the app has no hot path');
  let replayed = 0;
  app.locals.hotPath = (req, res) => {
    const answered = hotPath(req, res);
    if (answered) replayed++;
    return answered;
  };
  const server = createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path = PATH, headers: Record<string, string> = BROWSER): Promise<Sent> =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              raw: res.rawHeaders,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    });
  return {
    get,
    replayed: () => replayed,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

/** The header lines but Date, and RateLimit with its remaining count taken out (it counts down per request). */
const steady = (s: Sent): string[] =>
  s.raw.flatMap((v, i, all) => {
    if (i % 2 === 1) return [];
    const name = v.toLowerCase();
    if (name === 'date') return [];
    return [`${v}: ${name === 'ratelimit' ? all[i + 1].replace(/; r=\d+;/, '; r=_;') : all[i + 1]}`];
  });
const remaining = (s: Sent): number => Number(/; r=(\d+);/.exec(String(s.headers.ratelimit))?.[1]);
const names = (s: Sent): string[] =>
  (JSON.parse(brotliDecompressSync(s.body).toString('utf8')) as { campaigns: Array<{ name: string }> }).campaigns.map(
    (c) => c.name,
  );

let ctx: TestContext;
let campaignId = '';
beforeAll(async () => {
  ctx = await createTestContext();
  const created = await ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'Replayed') });
  expect(created.body.errors).toBeUndefined();
  campaignId = (created.body.data as { createCampaign: { id: string } }).createCampaign.id;
});
afterAll(() => ctx.close());

describe('the lookup replay', () => {
  it("answers the same request again as Express did, header by header, and sees a merchant's write at once", async () => {
    const gateway = await serve(ctx.app);
    try {
      // Express answers the first three: the answer's first sending, its kept copy, and the same request asked again
      // with the kept copy, which is recorded.
      const byExpress = [await gateway.get(), await gateway.get(), await gateway.get()];
      expect(gateway.replayed()).toBe(0);
      const replayed = [await gateway.get(), await gateway.get()];
      expect(gateway.replayed()).toBe(2);
      const [first, , recorded] = byExpress;
      expect(first.status).toBe(200);
      expect(replayed[0].headers['content-encoding']).toBe('br');
      expect(replayed[0].headers['access-control-allow-origin']).toBe(BROWSER.origin);
      // The kept copy Express sent, and every header line in the same order and spelling.
      for (const again of replayed) {
        expect(again.body.equals(recorded.body)).toBe(true);
        expect(steady(again)).toEqual(steady(recorded));
      }
      expect(steady(recorded).length).toBeGreaterThan(15);
      // One hit per request, whichever way it was answered.
      expect([...byExpress, ...replayed].map(remaining)).toEqual([0, 1, 2, 3, 4].map((n) => remaining(first) - n));
      expect(names(replayed[1])).toContain('Replayed');

      const renamed = await ctx.gql(SHOP_A, Q.update, { id: campaignId, input: { name: 'Renamed' } });
      expect(renamed.body.errors).toBeUndefined();
      const after = await gateway.get();
      expect(gateway.replayed()).toBe(2);
      expect(names(after)).toContain('Renamed');
      expect(names(after)).not.toContain('Replayed');
    } finally {
      await gateway.close();
    }
  });

  it('leaves another Origin, Accept-Encoding or query to Express, each with its own answer', async () => {
    const gateway = await serve(appWithEnv(ctx, {}));
    try {
      for (let i = 0; i < 4; i++) await gateway.get();
      expect(gateway.replayed()).toBe(1);
      const elsewhere = { ...BROWSER, origin: 'https://elsewhere.example' };
      const other = await gateway.get(PATH, elsewhere);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const gzipOnly = await gateway.get(PATH, { ...BROWSER, 'accept-encoding': 'gzip' });
      expect(gzipOnly.headers['content-encoding']).toBe('gzip');
      const otherQuery = await gateway.get(`${PATH}&products=1002`);
      expect(otherQuery.status).toBe(200);
      expect(gateway.replayed()).toBe(1);
      // The other origin's answer, recorded as Express sent it the second time: replayed, still without CORS for it.
      await gateway.get(PATH, elsewhere);
      const replayedElsewhere = await gateway.get(PATH, elsewhere);
      expect(gateway.replayed()).toBe(2);
      expect(replayedElsewhere.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });

  it("keeps its record through a version check that finds nothing moved, and ends it on another process's write", async () => {
    const gateway = await serve(appWithEnv(ctx, { PUBLIC_VERSION_CHECK_MS: '1000' }));
    const afterCheckIsDue = () => new Promise((r) => setTimeout(r, 1100));
    try {
      for (let i = 0; i < 4; i++) await gateway.get();
      expect(gateway.replayed()).toBe(1);
      await afterCheckIsDue();
      // Express makes the version check; nothing moved, so the next request is replayed from the same record.
      await gateway.get();
      expect(gateway.replayed()).toBe(1);
      await gateway.get();
      expect(gateway.replayed()).toBe(2);
      // A write through the other app (another process on the same database) is seen at the next check.
      const renamed = await ctx.gql(SHOP_A, Q.update, { id: campaignId, input: { name: 'Seen elsewhere' } });
      expect(renamed.body.errors).toBeUndefined();
      await afterCheckIsDue();
      const after = await gateway.get();
      expect(names(after)).toContain('Seen elsewhere');
      await gateway.get();
      expect(gateway.replayed()).toBe(2);
    } finally {
      await gateway.close();
    }
  });

  it('logs the answers Express gives a line each, and counts the replayed ones per shop in a line a second', async () => {
    const { logger, lines } = capturedLogger();
    const gateway = await serve(appWithEnv(ctx, {}, logger));
    try {
      for (let i = 0; i < 5; i++) expect((await gateway.get()).status).toBe(200);
      expect(gateway.replayed()).toBe(2);
      const lookupLines = () => lines.filter((l) => l.path === '/public/campaigns');
      await new Promise((r) => setTimeout(r, 1200));
      expect(lookupLines().map((l) => l.msg)).toEqual(['request', 'request', 'request', 'answers']);
      expect(lookupLines()[3]).toMatchObject({ method: 'GET', status: 200, answers: 2, shops: { [SHOP_A]: 2 } });
    } finally {
      await gateway.close();
    }
  });

  it("counts each request once and leaves the one past the limit to Express's 429", async () => {
    const gateway = await serve(appWithEnv(ctx, { PUBLIC_RATE_LIMIT: '5' }));
    // This client's hits on the lookups' shared counter (rate_limit_hits), once the earlier cases' have been sent.
    const sharedHits = async (): Promise<number> => {
      await new Promise((r) => setTimeout(r, LOOKUP_FLUSH_MS + 300));
      const keyHash = createHash('sha256').update(`public\u0000127.0.0.1|${SHOP_A}`).digest('hex');
      const [row] = await ctx.db.sequelize.query<{ hits: number }>(
        'SELECT hits FROM rate_limit_hits WHERE key_hash = ?',
        {
          replacements: [keyHash],
          type: QueryTypes.SELECT,
        },
      );
      return Number(row?.hits ?? 0);
    };
    const before = await sharedHits();
    try {
      const answers: Sent[] = [];
      for (let i = 0; i < 6; i++) answers.push(await gateway.get());
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
      expect(answers.map(remaining)).toEqual([4, 3, 2, 1, 0, 0]);
      expect(gateway.replayed()).toBe(2);
      expect(answers[5].headers['retry-after']).toMatch(/^\d+$/);
      // The shared counter got six hits: the refused request counted by the replay was not counted again by Express.
      expect((await sharedHits()) - before).toBe(6);
      expect(JSON.parse(answers[5].body.toString('utf8'))).toEqual({
        error: { code: 'RATE_LIMITED', message: 'Too many requests' },
      });
    } finally {
      await gateway.close();
    }
  });
});
