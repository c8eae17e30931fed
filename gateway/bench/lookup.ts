/**
 * Storefront campaign lookup throughput and p99 next to a bare Express route, measured in the same run on loopback
 * (autocannon, bounded duration). Prints `lookup/bare ratio: X`. Not part of the test suite.
 * Every lookup target is the real app (createApp: every middleware, the rate limiter counting) on the real route, for a
 * shop of 12 campaigns of which 8 match (a 29.6 KB answer). Every request carries a browser's Accept-Encoding, as a
 * shopper's does: an answer asked again goes as its brotli copy (src/shared/encodedAnswer.ts), one built for a single
 * request as built. The targets:
 * - cached: the same query again (the answer's bytes from the process's cache);
 * - miss: a product set never asked before on every request (the answer is built: the shop's entries are cached, the
 *   campaigns are picked, the answer joined); what a shop with many products mostly gets;
 * - cold: nothing cached in the process (its cache keeps nothing, PUBLIC_VERSION_CHECK_MS=0): every request reads the
 *   shop's version, row and persisted snapshot of its prepared campaigns (lookup_snapshots) in one statement; a shop's
 *   first lookup in a process, what most lookups of small shops are with many shops and processes;
 * - rebuild: as cold, with the snapshot never usable either (LOOKUP_CACHE_TTL_MS=0): every request reads the
 *   experiment and the campaigns, prepares them and writes a snapshot; what the first lookup after a merchant's write
 *   costs, once across all processes.
 * The targets are measured in alternating rounds and averaged, so a burst of load from elsewhere on the machine
 * does not land on one side of the ratio only.
 * The figures, per target: req/s (autocannon's mean per second of a round, then the mean of rounds); p50 and p99
 * latency in ms (autocannon's, per round; the summaries are means of rounds); "cpu us/req": this process's CPU (user +
 * system) over the round divided by the requests answered, the servers' and autocannon's together (which pulls every
 * CPU ratio toward 1). The servers' CPU alone is measured in the fixed-rate rounds below, where they have a process
 * of their own. (Until 2026-11-28 the client's cost was measured apart and subtracted; once the gateway's server
 * answered the bare route at twice the speed, the client's cost was most of the total and the remainder was noise.)
 * With --mysql it runs on the database in MYSQL_URL (scripts/with-mariadb.sh sets one) instead of a fresh SQLite file,
 * and adds the two write streams that land on the database: an admin campaign update and a storefront track insert.
 * Latency is measured twice. The rounds above run each target flat out, where p99 is mostly queueing: 10 connections
 * wait on two cores shared with the load generator. So a second set of rounds sends a fixed rate (--rate, 1,000
 * req/s: 86 million lookups a day for one process) to bare, cached and cold alike, alternating, after one unrecorded
 * warm-up round each. The servers of those rounds run in a process of their own (bench/latencyServers.ts, the same
 * targets on the same database), as a gateway does, and so does the load generator (bench/rateClient.ts: open loop,
 * evenly spaced requests, each timed from when it was due). Each round prints p50, p99 and p99.9; that p99 is the
 * lookup's own tail at a load a process is sized for.
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
import { LATENCY_TARGETS, startTargets, stopTargets, type LatencyUrls } from './targets';

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
/** What a shopper's browser sends with every request (Chrome's Accept-Encoding): the lookup answers it compressed. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const MYSQL = process.argv.includes('--mysql');

/** Each request of the miss target asks for one product never asked before (the two campaigns' products stay). */
let nextProduct = 5_000_000;
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
  /** This process's CPU (server and client together) per request, in microseconds. */
  cpuUs: number;
}

type Post = Pick<autocannon.Options, 'method' | 'headers' | 'body' | 'requests'>;

async function run(title: string, url: string, post: Post = {}): Promise<Result> {
  const cpu = process.cpuUsage();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, title, ...post, headers: { ...BROWSER, ...post.headers } });
  const used = process.cpuUsage(cpu);
  const cpuUs = (used.user + used.system) / Math.max(1, r.requests.total);
  const bad = r.non2xx + r.errors + r.timeouts;
  console.log(
    `${title.padEnd(20)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   cpu ${cpuUs.toFixed(0)} us/req   non-2xx/errors ${bad}`,
  );
  return { rps: r.requests.average, p99: r.latency.p99, errors: bad, cpuUs };
}

/** A fixed-rate round's latency, and the servers' own CPU (user + system) per request over it, in microseconds. */
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
 * (bench/rateClient.ts) to a server in bench/latencyServers.ts: the latency a request sees below saturation, and the
 * servers' CPU over the round (asked of their process before and after it).
 */
async function atRate(rateClient: ChildProcess, servers: ChildProcess, title: string, url: string, duration = DURATION): Promise<LatencyResult> {
  const round: RateRound = { url, rate: RATE, connections: CONNECTIONS, duration, headers: BROWSER };
  const before = await ask<{ cpu: NodeJS.CpuUsage }>(servers, { cpu: true });
  const r = await ask<RateResult>(rateClient, round);
  const after = await ask<{ cpu: NodeJS.CpuUsage }>(servers, { cpu: true });
  const serverCpuUs = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / Math.max(1, r.requests);
  console.log(
    `${title.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   p99.9 ${r.p999} ms   server cpu ${serverCpuUs.toFixed(0)} us/req   non-2xx/errors ${r.errors}`,
  );
  return { ...r, serverCpuUs };
}

/** The bytes and coding a browser's request for `url` gets on the wire. */
function sentBytes(url: string): Promise<{ bytes: number; coding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ bytes, coding: String(res.headers['content-encoding'] ?? 'identity') }));
      })
      .on('error', reject);
  });
}

/** bench/latencyServers.ts started on the bench's database (env: what its config was loaded from), and its URLs. */
async function startLatencyServers(env: Record<string, string>): Promise<{ child: ChildProcess; urls: LatencyUrls }> {
  const child = fork(path.join(__dirname, 'latencyServers.ts'));
  return { child, urls: await ask<LatencyUrls>(child, { env }) };
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
  const servers = await startTargets(config, db, ['cached', 'cold', 'rebuild', 'bare', 'plainBare'] as const);
  const { cached, cold, rebuild, bare, plainBare } = servers;
  const query = `/public/campaigns?shop=${DEMO_SHOP}&products=1001,1003,2000&country=US`;

  console.log(
    `cartlift gateway bench: ${ROUNDS} rounds x ${DURATION}s per target, ${CONNECTIONS} connections, loopback, ${MYSQL ? 'MySQL' : 'SQLite'} (${os.cpus().length} cpus, node ${process.version}, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')})`,
  );
  const size = (await (await fetch(`${cached.url}${query}`)).arrayBuffer()).byteLength;
  // As sent to a browser once the answer is asked again (the cached target): its compressed copy (EncodedAnswer).
  const sent = await sentBytes(`${cached.url}${query}`);
  console.log(`lookup answer: ${size} bytes, sent to a browser as ${sent.bytes} bytes ${sent.coding} when cached (${query.split('?')[1]})`);
  // The heaviest admin write a merchant makes often: a whole campaign validated and saved (which also drops the shop's
  // lookup cache), and the storefront's largest write stream: one view_cart event naming three campaigns.
  const { active: _active, ...campaign } = defaultCampaign('add_to_unlock');
  const token = await signSessionToken(sessionClaims(DEMO_SHOP, config.shopifyApiKey, 'bench', undefined, 3600), config.shopifyApiSecret);
  const adminWrite: Post = {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
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
    miss: [] as Result[],
    cold: [] as Result[],
    rebuild: [] as Result[],
    write: [] as Result[],
    track: [] as Result[],
  };
  for (let round = 1; round <= ROUNDS; round++) {
    totals.bare.push(await run(`bare express #${round}`, `${bare.url}/bare`));
    totals.plainBare.push(await run(`bare, app.listen #${round}`, `${plainBare.url}/bare`));
    totals.cached.push(await run(`lookup cached #${round}`, `${cached.url}${query}`));
    totals.miss.push(await run(`lookup miss #${round}`, `${cached.url}${query}`, newProducts(query)));
    totals.cold.push(await run(`lookup cold #${round}`, `${cold.url}${query}`));
    totals.rebuild.push(await run(`lookup rebuild #${round}`, `${rebuild.url}${query}`));
    if (!MYSQL) continue;
    totals.write.push(await run(`admin write #${round}`, `${cached.url}/graphql`, adminWrite));
    totals.track.push(await run(`track insert #${round}`, `${cached.url}/public/track?shop=${DEMO_SHOP}`, trackInsert));
  }
  const rateClient = fork(path.join(__dirname, 'rateClient.ts'));
  const latencyServers = await startLatencyServers(env);
  const { urls } = latencyServers;
  const latencyUrl: LatencyUrls = { bare: `${urls.bare}/bare`, cached: `${urls.cached}${query}`, cold: `${urls.cold}${query}` };
  const latency = { bare: [] as LatencyResult[], cached: [] as LatencyResult[], cold: [] as LatencyResult[] };
  // One unrecorded round per target first: a gateway in production is warm (its code compiled, its caches filled).
  for (const t of LATENCY_TARGETS) await atRate(rateClient, latencyServers.child, `${t} warm-up (not counted)`, latencyUrl[t], 1);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of LATENCY_TARGETS) latency[t].push(await atRate(rateClient, latencyServers.child, `${t} at ${RATE}/s #${round}`, latencyUrl[t]));
  }
  rateClient.disconnect();
  latencyServers.child.disconnect();
  const mean = (rs: Result[], k: 'rps' | 'p99' | 'cpuUs'): number => rs.reduce((n, r) => n + r[k], 0) / rs.length;
  const b = { rps: mean(totals.bare, 'rps'), p99: mean(totals.bare, 'p99') };
  const l = { rps: mean(totals.cached, 'rps'), p99: mean(totals.cached, 'p99') };
  const m = { rps: mean(totals.miss, 'rps'), p99: mean(totals.miss, 'p99') };
  const u = { rps: mean(totals.cold, 'rps'), p99: mean(totals.cold, 'p99') };
  const r = { rps: mean(totals.rebuild, 'rps'), p99: mean(totals.rebuild, 'p99') };
  console.log(
    `mean req/s: bare ${b.rps.toFixed(0)}, lookup cached ${l.rps.toFixed(0)}, miss ${m.rps.toFixed(0)}, cold ${u.rps.toFixed(0)}, rebuild ${r.rps.toFixed(0)}`,
  );
  console.log(
    `lookup p99: cached ${l.p99.toFixed(1)} ms (miss ${m.p99.toFixed(1)} ms, cold ${u.p99.toFixed(1)} ms, rebuild ${r.p99.toFixed(1)} ms, bare ${b.p99.toFixed(1)} ms; means of rounds)`,
  );
  if (MYSQL) {
    const w = { rps: mean(totals.write, 'rps'), p99: mean(totals.write, 'p99') };
    const t = { rps: mean(totals.track, 'rps'), p99: mean(totals.track, 'p99') };
    console.log(`mean writes/s: admin campaign update ${w.rps.toFixed(0)} (p99 ${w.p99.toFixed(1)} ms), track insert ${t.rps.toFixed(0)} (p99 ${t.p99.toFixed(1)} ms)`);
  }
  console.log(`miss/bare ratio: ${(m.rps / b.rps).toFixed(2)}`);
  console.log(`cold/bare ratio: ${(u.rps / b.rps).toFixed(2)}`);
  console.log(`rebuild/bare ratio: ${(r.rps / b.rps).toFixed(2)}`);
  console.log(`lookup/bare ratio: ${(l.rps / b.rps).toFixed(2)}`);
  const plain = mean(totals.plainBare, 'rps');
  console.log(
    `bare on app.listen's server: ${plain.toFixed(0)} req/s (the gateway's server ${(b.rps / plain).toFixed(2)}x it); against it: lookup ${(l.rps / plain).toFixed(2)}, cold ${(u.rps / plain).toFixed(2)}`,
  );
  const worst = (ls: RateResult[], k: 'p50' | 'p99' | 'p999'): string => Math.max(...ls.map((x) => x[k])).toFixed(1);
  console.log(
    `latency at ${RATE} req/s (worst round of ${ROUNDS}): ${(['bare', 'cached', 'cold'] as const)
      .map((t) => `${t} p50 ${worst(latency[t], 'p50')} / p99 ${worst(latency[t], 'p99')} / p99.9 ${worst(latency[t], 'p999')} ms`)
      .join('; ')}`,
  );
  // A round that could not send its rate measured a saturated process again, not the tail below saturation.
  const short = Object.entries(latency).filter(([, ls]) => ls.some((x) => x.rps < 0.9 * RATE));
  if (short.length) console.log(`rate not held (under 90 % of ${RATE} req/s) by: ${short.map(([t]) => t).join(', ')}: those p99s are saturation's`);
  const errors = [...Object.values(totals), ...Object.values(latency)].flat().reduce((n, r) => n + r.errors, 0);

  // Throughput ratios move with whatever else runs on the machine; CPU per request much less (a second view of them).
  const cpu = (rs: Result[]): number => mean(rs, 'cpuUs');
  console.log(
    `cpu per request: bare ${cpu(totals.bare).toFixed(0)} us, cached ${cpu(totals.cached).toFixed(0)} us, miss ${cpu(totals.miss).toFixed(0)} us, cold ${cpu(totals.cold).toFixed(0)} us, rebuild ${cpu(totals.rebuild).toFixed(0)} us; as ratios (bare/x): cached ${(cpu(totals.bare) / cpu(totals.cached)).toFixed(2)}, miss ${(cpu(totals.bare) / cpu(totals.miss)).toFixed(2)}, cold ${(cpu(totals.bare) / cpu(totals.cold)).toFixed(2)}, rebuild ${(cpu(totals.bare) / cpu(totals.rebuild)).toFixed(2)}`,
  );
  // The servers' own CPU per request at the fixed rate, from their own process (bench/latencyServers.ts).
  const serverUs = (t: (typeof LATENCY_TARGETS)[number]): number => latency[t].reduce((n, r) => n + r.serverCpuUs, 0) / latency[t].length;
  console.log(
    `server cpu per request at ${RATE} req/s (the servers' own process): ${LATENCY_TARGETS.map((t) => `${t} ${serverUs(t).toFixed(0)} us`).join(', ')}; as ratios (bare/x): cached ${(serverUs('bare') / serverUs('cached')).toFixed(2)}, cold ${(serverUs('bare') / serverUs('cold')).toFixed(2)}`,
  );
  console.log(`load average after: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  stopTargets(servers);
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (errors > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
