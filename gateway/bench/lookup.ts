/**
 * Storefront campaign lookup throughput and p99 next to a bare Express route, measured in the same run on loopback
 * (autocannon, bounded duration). Prints `lookup/bare ratio: X`. Not part of the test suite.
 * Every lookup target is the real app (createApp: every middleware, the rate limiter counting) on the real route, for a
 * shop of 12 campaigns of which 8 match (a 29.6 KB answer). Every request carries a browser's Accept-Encoding, as a
 * shopper's does: an answer asked again goes as its brotli copy (src/shared/encodedAnswer.ts), one built for a single
 * request as built. The targets:
 * - cached: the same query again (the answer's bytes from the process's cache), from the same browser: from its fourth
 *   request on the server answers it from its record of Express's answer (src/public/lookupReplay.ts), as it does for
 *   a shopper asking again while the cache holds the answer;
 * - cached via Express: the cached answer's query with a parameter the lookup ignores, new on every request, so the
 *   replay has no record and Express answers from the cache: a URL, Origin and Accept-Encoding asked for the first
 *   time (or the second) while the cache holds its answer;
 * - miss: a product set never asked before on every request (the answer is built: the shop's entries are cached, the
 *   campaigns are picked, the answer joined); what a shop with many products mostly gets;
 * - cold: nothing cached in the process (its cache keeps nothing, PUBLIC_VERSION_CHECK_MS=0): every request reads the
 *   shop's version, row and persisted snapshot of its prepared campaigns (lookup_snapshots) in one statement; a shop's
 *   first lookup in a process, what most lookups of small shops are with many shops and processes;
 * - rebuild: as cold, with the snapshot never usable either (LOOKUP_CACHE_TTL_MS=0): every request reads the
 *   experiment and the campaigns, prepares them and writes a snapshot; what the first lookup after a merchant's write
 *   costs, once across all processes;
 * - floor: not a lookup. Bare Express on the gateway's server making the cold lookup's one statement (the shop's
 *   version, row and snapshot) and answering a few bytes: what no cold lookup on this stack goes below. The bench
 *   prints it beside cold, and how much of cold's CPU is the lookup's own work above that read.
 * Each target runs in a process of its own (bench/targetServer.ts, built by bench/targets.ts on the bench's
 * database), as a gateway does, and the load generators run in the bench's process or a child of it: so the CPU a
 * server's process uses over a round is its own, every thread's (the database driver's pool, the collector).
 * The targets are measured in alternating rounds and averaged, so a burst of load from elsewhere on the machine
 * does not land on one side of the ratio only.
 * Flat out (autocannon, 10 connections), per target: req/s (autocannon's mean per second of a round, then the mean
 * of rounds), p50 and p99 in ms, the server's CPU (user + system) per request, and how busy the load generator was
 * (its process's CPU over the round's wall time, as a share of one core). **The ratios are the servers' CPU per request,
 * bare's over the lookup's**: how many lookups a core answers for each bare request it could answer. Not req/s: the
 * load generator shares the two cores with the server, so req/s reflects both their costs and hides part of a heavier
 * answer's (cached 0.81-0.98 of bare by req/s against 0.61-0.78 by CPU, 2026-11-28); and a round whose generator was
 * over 90 % busy measured the generator's limit (the bench names those). Until 2026-11-28 autocannon ran in the same process as the servers and the ratios were req/s: every
 * request then also paid the generator's share, which pulled every ratio toward 1 (cold 0.16 against 0.10 by the
 * servers' own CPU in the same hour). A server below saturation still spends a little more per request than a
 * saturated one (fewer requests per wakeup), so bare's figure, the one held below saturation, leans the ratios the
 * lookup's way, by an amount not measured.
 * With --mysql it runs on the database in MYSQL_URL (scripts/with-mariadb.sh sets one) instead of a fresh SQLite file,
 * and adds the two write streams that land on the database: an admin campaign update and a storefront track insert.
 * Latency is measured twice. The rounds above run each target flat out, where p99 is mostly queueing: 10 connections
 * wait on two cores shared with the load generator. So a second set of rounds sends a fixed rate (--rate, 1,000
 * req/s: 86 million lookups a day for one process) to bare, cached and cold alike, alternating, after one unrecorded
 * warm-up round each, from a load generator in its own process (bench/rateClient.ts: open loop, evenly spaced
 * requests, each timed from when it was due). Each round prints p50, p99 and p99.9; that p99 is the lookup's own tail
 * at a load a process is sized for.
 * Every server, the bare baseline too, is the one the gateway runs on (src/http/server.ts), so no ratio gains from
 * a handicapped baseline. One more target, bare on the server `app.listen` makes, is measured and printed apart: it
 * was the baseline until 2026-11-28, and the gateway's server answers the bare route about twice as fast.
 * Usage: npm run bench -w gateway [-- --duration 3 --rounds 3 --connections 10 --rate 1000 --mysql]
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';
import { fork, type ChildProcess } from 'child_process';
import autocannon from 'autocannon';
import { defaultCampaign, type Target } from '@cartlift/domain';
import { sessionClaims, signSessionToken } from '../src/auth/sessionToken';
import { loadConfig } from '../src/config/env';
import { connectDatabase } from '../src/db/connection';
import { DEMO_SHOP, seedShop } from '../src/db/seed';
import { migrate } from '../src/db/umzug';
import type { RateResult, RateRound } from './rateClient';
import { LATENCY_TARGETS, type TargetName } from './targets';

// The gateway runs in production as `node dist/index.js`, without source maps. tsx turns them on for the whole process,
// and then every `new Error()` maps its stack through them: Sequelize makes one per query, so the database targets
// paid several times production's cost per statement (measured 2026-11-27: `SELECT 1` through Sequelize 1,082 against
// 333 µs of CPU with them off, same run).
process.setSourceMapsEnabled(false);

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('duration', 3);
const ROUNDS = arg('rounds', 3);
const CONNECTIONS = arg('connections', 10);
const RATE = arg('rate', 1000);
/**
 * What a shopper's browser sends with the loader's lookup: Chrome's headers for a cross-origin `fetch` from the shop's
 * storefront (credentials omitted), to every target alike. The Origin makes the lookup answer with CORS, as it does for
 * shoppers; Accept-Encoding makes it answer compressed. Before 2026-11-28 the bench sent Accept-Encoding alone, which
 * left the CORS work out of every lookup figure.
 */
const BROWSER: Record<string, string> = {
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
  origin: `https://${DEMO_SHOP}`,
  referer: `https://${DEMO_SHOP}/`,
  'sec-ch-ua': '"Chromium";v="131", "Not_A Brand";v="24"',
  'sec-ch-ua-mobile': '?0',
  'sec-ch-ua-platform': '"Linux"',
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'cors',
  'sec-fetch-site': 'cross-site',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const MYSQL = process.argv.includes('--mysql');

/** Each request of the miss target asks for one product never asked before (the two campaigns' products stay). */
let nextProduct = 5_000_000;
/** Each request of the cached-via-Express target names a URL never asked before, its answer the cached one's. */
let nextTag = 0;
const newUrls = (base: string): Post & Pick<autocannon.Options, 'requests'> => ({
  requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `${base}&_=${nextTag++}` }) }],
});
const newProducts = (base: string): Post & Pick<autocannon.Options, 'requests'> => ({
  requests: [
    {
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: base.replace('2000', String(nextProduct++)) }),
    },
  ],
});

interface Result {
  rps: number;
  p99: number;
  errors: number;
  /** The server's process's CPU per request, in microseconds. */
  serverUs: number;
  /** The load generator's CPU over the round's wall time: 1 is one core kept busy. */
  clientBusy: number;
}

/** A target running in its own process (bench/targetServer.ts). */
interface TargetServer {
  child: ChildProcess;
  url: string;
}

type Post = Pick<autocannon.Options, 'method' | 'headers' | 'body' | 'requests'>;

/** The CPU (user + system, microseconds) a target's process has used so far. */
async function serverCpu(server: TargetServer): Promise<number> {
  const { cpu } = await ask<{ cpu: NodeJS.CpuUsage }>(server.child, { cpu: true });
  return cpu.user + cpu.system;
}

/** One flat-out round against `server` (at `route`), with the server's CPU per request over it. */
async function run(title: string, server: TargetServer, route: string, post: Post = {}): Promise<Result> {
  const before = await serverCpu(server);
  const client = process.cpuUsage();
  const started = performance.now();
  const r = await autocannon({ url: `${server.url}${route}`, connections: CONNECTIONS, duration: DURATION, title, ...post, headers: { ...BROWSER, ...post.headers } });
  const clientUsed = process.cpuUsage(client);
  const clientBusy = (clientUsed.user + clientUsed.system) / ((performance.now() - started) * 1000);
  const serverUs = ((await serverCpu(server)) - before) / Math.max(1, r.requests.total);
  const bad = r.non2xx + r.errors + r.timeouts;
  console.log(
    `${title.padEnd(20)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   server cpu ${serverUs.toFixed(0)} us/req   client ${(100 * clientBusy).toFixed(0)} % of a core   non-2xx/errors ${bad}`,
  );
  return { rps: r.requests.average, p99: r.latency.p99, errors: bad, serverUs, clientBusy };
}

/** A fixed-rate round's latency, and the server's own CPU (user + system) per request over it, in microseconds. */
interface LatencyResult extends RateResult {
  serverCpuUs: number;
}

/** Sends `message` to a child and waits for its answer (each child answers one message at a time). */
function ask<T>(child: ChildProcess, message: object): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer: T) => resolve(answer));
    child.send(message);
  });
}

/**
 * One round at RATE requests per second (all connections together) from the load generator in its own process
 * (bench/rateClient.ts) to a target's server: the latency a request sees below saturation, and the server's CPU over
 * the round (asked of its process before and after it).
 */
async function atRate(rateClient: ChildProcess, server: TargetServer, title: string, route: string, duration = DURATION): Promise<LatencyResult> {
  const round: RateRound = { url: `${server.url}${route}`, rate: RATE, connections: CONNECTIONS, duration, headers: BROWSER };
  const before = await serverCpu(server);
  const r = await ask<RateResult>(rateClient, round);
  const serverCpuUs = ((await serverCpu(server)) - before) / Math.max(1, r.requests);
  console.log(
    `${title.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   p99.9 ${r.p999} ms   server cpu ${serverCpuUs.toFixed(0)} us/req   non-2xx/errors ${r.errors}`,
  );
  return { ...r, serverCpuUs };
}

/** The bytes and coding a browser's request for `url` gets on the wire, and the origin its CORS answer allows. */
function sentBytes(url: string): Promise<{ bytes: number; coding: string; allowed: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        const allowed = String(res.headers['access-control-allow-origin'] ?? 'none');
        res.on('end', () => resolve({ bytes, coding: String(res.headers['content-encoding'] ?? 'identity'), allowed }));
      })
      .on('error', reject);
  });
}

/** Characters of the snapshot the floor target's read finds, once the cold lookup's first request has written it. */
async function floorReads(url: string): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const { snapshotChars } = (await (await fetch(url)).json()) as { snapshotChars: number };
    if (snapshotChars > 0) return snapshotChars;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the floor target found no lookup snapshot: it would not read what a cold lookup reads');
}

/** `target` started in a process of its own (bench/targetServer.ts) on the bench's database (env: its config's). */
async function startServer(env: Record<string, string>, target: TargetName): Promise<TargetServer> {
  const child = fork(path.join(__dirname, 'targetServer.ts'));
  const { url } = await ask<{ url: string }>(child, { env, target });
  return { child, url };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-bench-'));
  if (MYSQL && !process.env.MYSQL_URL) throw new Error('--mysql needs MYSQL_URL (run it under scripts/with-mariadb.sh)');
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATABASE_URL: MYSQL ? String(process.env.MYSQL_URL) : `sqlite:${path.join(dir, 'bench.sqlite')}`,
    LOG_LEVEL: 'silent',
    PUBLIC_RATE_LIMIT: '100000000',
    TRACK_RATE_LIMIT: '100000000',
    SHOPIFY_ADMIN_URL: 'http://127.0.0.1:9',
  };
  const config = loadConfig(env);
  const db = await connectDatabase(config.databaseUrl);
  await migrate(db);
  await seedShop(db, DEMO_SHOP);
  const now = Date.now();
  // A realistic shop: a dozen campaigns of the three kinds, half of them targeting specific products.
  await db.models.Campaign.bulkCreate(
    Array.from({ length: 12 }, (_, i) => {
      const type = i % 2 ? 'bundles' : 'add_to_unlock';
      const c = defaultCampaign(type);
      const target: Target = i % 2 ? { ...c.target, type: 'specific_products', ids: [String(1000 + i)] } : c.target;
      return {
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        shop_id: DEMO_SHOP,
        name: `Campaign ${i}`,
        type,
        target_type: String(target.type),
        campaign_key: `benchkey${i}`,
        target,
        settings: c.settings,
        modules: c.modules ?? null,
        created_at: new Date(now + i),
        updated_at: new Date(now + i),
      };
    }),
  );
  // Each target in a process of its own, started side by side (each loads the app and connects on its own).
  const names = ['bare', 'plainBare', 'cached', 'cold', 'rebuild', 'floor'] as const;
  const started = await Promise.all(names.map((name) => startServer(env, name)));
  const servers = Object.fromEntries(names.map((name, i) => [name, started[i]])) as Record<(typeof names)[number], TargetServer>;
  const { cached, cold, rebuild, bare, plainBare, floor } = servers;
  const query = `/public/campaigns?shop=${DEMO_SHOP}&products=1001,1003,2000&country=US`;

  console.log(
    `cartlift gateway bench: ${ROUNDS} rounds x ${DURATION}s per target, ${CONNECTIONS} connections, loopback, ${MYSQL ? 'MySQL' : 'SQLite'} (${os.cpus().length} cpus, node ${process.version}, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')})`,
  );
  const size = (await (await fetch(`${cached.url}${query}`)).arrayBuffer()).byteLength;
  // As sent to a browser once the answer is asked again (the cached target): its compressed copy (EncodedAnswer).
  const sent = await sentBytes(`${cached.url}${query}`);
  // The cold target builds the answer for each request: every sending there is an answer's first.
  const first = await sentBytes(`${cold.url}${query}`);
  // Every lookup below must be the one a storefront gets: its CORS answer included.
  if (sent.allowed !== BROWSER.origin || first.allowed !== BROWSER.origin)
    throw new Error(`the lookup did not allow the storefront's origin (${sent.allowed}, ${first.allowed})`);
  // The floor must read what the cold lookup reads: the shop with its snapshot (written, not awaited, by that request).
  const floorRoute = `/floor?shop=${DEMO_SHOP}`;
  const snapshotChars = await floorReads(`${floor.url}${floorRoute}`);
  console.log(
    `lookup answer: ${size} bytes, sent to a browser as ${sent.bytes} bytes ${sent.coding} when cached, ${first.bytes} bytes ${first.coding} when built for the request (${query.split('?')[1]})`,
  );
  // The heaviest admin write a merchant makes often: a whole campaign validated and saved (which also drops the shop's
  // lookup cache), and the storefront's largest write stream: one view_cart event naming three campaigns.
  const { active: _active, ...campaign } = defaultCampaign('add_to_unlock');
  const token = await signSessionToken(sessionClaims(DEMO_SHOP, config.shopifyApiKey, 'bench', undefined, 3600), config.shopifyApiSecret);
  const adminWrite: Post = {
    method: 'POST',
    // From the embedded admin: the app's own origin, not a storefront's.
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: config.appUrl, referer: `${config.appUrl}/` },
    body: JSON.stringify({
      query: 'mutation($id: ID!, $input: JSON!) { updateCampaign(id: $id, input: $input) { id } }',
      variables: { id: '00000000-0000-4000-8000-000000000000', input: { ...campaign, name: 'Bench write' } },
    }),
  };
  const trackInsert: Post = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'view_cart', campaigns: ['benchkey0', 'benchkey1', 'benchkey2'] }),
  };
  const totals = {
    bare: [] as Result[],
    plainBare: [] as Result[],
    cached: [] as Result[],
    express: [] as Result[],
    miss: [] as Result[],
    cold: [] as Result[],
    rebuild: [] as Result[],
    floor: [] as Result[],
    write: [] as Result[],
    track: [] as Result[],
  };
  for (let round = 1; round <= ROUNDS; round++) {
    totals.bare.push(await run(`bare express #${round}`, bare, '/bare'));
    totals.plainBare.push(await run(`bare, app.listen #${round}`, plainBare, '/bare'));
    totals.cached.push(await run(`lookup cached #${round}`, cached, query));
    totals.express.push(await run(`lookup cached via Express #${round}`, cached, query, newUrls(query)));
    totals.miss.push(await run(`lookup miss #${round}`, cached, query, newProducts(query)));
    totals.cold.push(await run(`lookup cold #${round}`, cold, query));
    totals.rebuild.push(await run(`lookup rebuild #${round}`, rebuild, query));
    totals.floor.push(await run(`floor: cold's read #${round}`, floor, floorRoute));
    if (!MYSQL) continue;
    totals.write.push(await run(`admin write #${round}`, cached, '/graphql', adminWrite));
    totals.track.push(await run(`track insert #${round}`, cached, `/public/track?shop=${DEMO_SHOP}`, trackInsert));
  }
  const rateClient = fork(path.join(__dirname, 'rateClient.ts'));
  const routes: Record<(typeof LATENCY_TARGETS)[number], string> = { bare: '/bare', cached: query, cold: query };
  const latency = { bare: [] as LatencyResult[], cached: [] as LatencyResult[], cold: [] as LatencyResult[] };
  // One unrecorded round per target first: a gateway in production is warm (its code compiled, its caches filled).
  for (const t of LATENCY_TARGETS) await atRate(rateClient, servers[t], `${t} warm-up (not counted)`, routes[t], 1);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of LATENCY_TARGETS) latency[t].push(await atRate(rateClient, servers[t], `${t} at ${RATE}/s #${round}`, routes[t]));
  }
  rateClient.disconnect();
  const mean = (rs: Result[], k: 'rps' | 'p99' | 'serverUs'): number => rs.reduce((n, r) => n + r[k], 0) / rs.length;
  const compared = ['bare', 'cached', 'express', 'miss', 'cold', 'rebuild', 'floor'] as const;
  const means = (k: 'rps' | 'serverUs') =>
    Object.fromEntries(compared.map((t) => [t, mean(totals[t], k)])) as Record<(typeof compared)[number], number>;
  const us = means('serverUs');
  const rps = means('rps');
  const p99 = (rs: Result[]): string => mean(rs, 'p99').toFixed(1);
  console.log(
    `server cpu per request flat out: bare ${us.bare.toFixed(0)} us, cached ${us.cached.toFixed(0)}, cached via Express ${us.express.toFixed(0)}, miss ${us.miss.toFixed(0)}, cold ${us.cold.toFixed(0)}, rebuild ${us.rebuild.toFixed(0)} (means of rounds)`,
  );
  console.log(
    `mean req/s: bare ${rps.bare.toFixed(0)}, lookup cached ${rps.cached.toFixed(0)}, via Express ${rps.express.toFixed(0)}, miss ${rps.miss.toFixed(0)}, cold ${rps.cold.toFixed(0)}, rebuild ${rps.rebuild.toFixed(0)}`,
  );
  console.log(
    `lookup p99 flat out: cached ${p99(totals.cached)} ms (miss ${p99(totals.miss)} ms, cold ${p99(totals.cold)} ms, rebuild ${p99(totals.rebuild)} ms, bare ${p99(totals.bare)} ms; means of rounds)`,
  );
  if (MYSQL) {
    const w = { rps: mean(totals.write, 'rps'), p99: mean(totals.write, 'p99') };
    const t = { rps: mean(totals.track, 'rps'), p99: mean(totals.track, 'p99') };
    console.log(`mean writes/s: admin campaign update ${w.rps.toFixed(0)} (p99 ${w.p99.toFixed(1)} ms), track insert ${t.rps.toFixed(0)} (p99 ${t.p99.toFixed(1)} ms)`);
  }
  // The ratios: bare's server CPU per request over the target's (see the file's comment for why not req/s).
  console.log(`cached via Express/bare ratio: ${(us.bare / us.express).toFixed(2)}`);
  console.log(`miss/bare ratio: ${(us.bare / us.miss).toFixed(2)}`);
  console.log(`cold/bare ratio: ${(us.bare / us.cold).toFixed(2)}`);
  console.log(`rebuild/bare ratio: ${(us.bare / us.rebuild).toFixed(2)}`);
  console.log(`lookup/bare ratio: ${(us.bare / us.cached).toFixed(2)}`);
  // What no cold lookup on this stack can go below, and so how much of cold/bare is the lookup's own work to shed.
  console.log(
    `floor (Express on the gateway's server, the cold lookup's one statement: the shop and its ${snapshotChars}-character snapshot, a few bytes answered): ${us.floor.toFixed(0)} us/req, floor/bare ratio: ${(us.bare / us.floor).toFixed(2)}; the cold lookup's own work above that read: ${(us.cold - us.floor).toFixed(0)} us; cold/bare 0.25 would leave it ${(4 * us.bare - us.floor).toFixed(0)} us`,
  );
  console.log(
    `by req/s instead (the flattering view: the load generator shares the cores): cached ${(rps.cached / rps.bare).toFixed(2)}, cold ${(rps.cold / rps.bare).toFixed(2)}`,
  );
  const clientBound = Object.entries(totals).filter(([, rs]) => rs.some((x) => x.clientBusy > 0.9));
  if (clientBound.length) {
    console.log(`load generator over 90 % of a core in some round of: ${clientBound.map(([t]) => t).join(', ')}: their req/s is the generator's limit, not the server's`);
  }
  const plain = { rps: mean(totals.plainBare, 'rps'), us: mean(totals.plainBare, 'serverUs') };
  console.log(
    `bare on app.listen's server: ${plain.us.toFixed(0)} us/req (${plain.rps.toFixed(0)} req/s; the gateway's server answers bare at ${(plain.us / us.bare).toFixed(2)}x less CPU); against it: lookup ${(plain.us / us.cached).toFixed(2)}, cold ${(plain.us / us.cold).toFixed(2)}`,
  );
  const worst = (ls: RateResult[], k: 'p50' | 'p99' | 'p999'): string => Math.max(...ls.map((x) => x[k])).toFixed(1);
  console.log(
    `latency at ${RATE} req/s (worst round of ${ROUNDS}): ${LATENCY_TARGETS
      .map((t) => `${t} p50 ${worst(latency[t], 'p50')} / p99 ${worst(latency[t], 'p99')} / p99.9 ${worst(latency[t], 'p999')} ms`)
      .join('; ')}`,
  );
  // A round that could not send its rate measured a saturated process again, not the tail below saturation.
  const short = Object.entries(latency).filter(([, ls]) => ls.some((x) => x.rps < 0.9 * RATE));
  if (short.length) console.log(`rate not held (under 90 % of ${RATE} req/s) by: ${short.map(([t]) => t).join(', ')}: those p99s are saturation's`);
  const errors = [...Object.values(totals), ...Object.values(latency)].flat().reduce((n, r) => n + r.errors, 0);
  // Below saturation a server spends more per request (timers and wakeups shared by fewer requests): a second view.
  const serverUs = (t: (typeof LATENCY_TARGETS)[number]): number => latency[t].reduce((n, r) => n + r.serverCpuUs, 0) / latency[t].length;
  console.log(
    `server cpu per request at ${RATE} req/s: ${LATENCY_TARGETS.map((t) => `${t} ${serverUs(t).toFixed(0)} us`).join(', ')}; as ratios (bare/x): cached ${(serverUs('bare') / serverUs('cached')).toFixed(2)}, cold ${(serverUs('bare') / serverUs('cold')).toFixed(2)}`,
  );
  console.log(`load average after: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  for (const { child } of Object.values(servers)) child.disconnect();
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (errors > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
