/**
 * Storefront campaign lookup throughput and p99 next to a bare Express route, measured in the same run on loopback
 * (autocannon, bounded duration). Prints `lookup/bare ratio: X`. Not part of the test suite.
 * Every lookup target is the real app (createApp: every middleware, the rate limiter counting) on the real route, for a
 * shop of 12 campaigns of which 8 match (a 29.6 KB answer). Every request carries a browser's Accept-Encoding, as a
 * shopper's does: an answer asked again goes as its brotli copy (src/shared/encodedAnswer.ts), one built for a single
 * request as built, and the client's cost is measured at both sizes (below). The targets:
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
 * system) over the round divided by the requests answered. That CPU is the servers' and autocannon's together, since
 * the load generator runs in this process, which pulls every CPU ratio toward 1. So each round also measures the
 * client alone: autocannon against a bare Express in a child process (bench/bareChild.ts), where this process's CPU
 * per request is autocannon's only, once with the bare target's answer and once with an answer of the lookup's size.
 * "server us/req" is a target's cpu us/req less the client's at the same answer size (bare less the small answer's,
 * the lookups less the lookup-sized one's), and "server bare/x" the ratio of those. The client is measured at the
 * child's rate, usually the highest of the run; at a lower rate its per-request cost can only be higher (fewer
 * requests per socket read and write), so the server figures of the slower targets lean high, not low.
 * With --mysql it runs on the database in MYSQL_URL (scripts/with-mariadb.sh sets one) instead of a fresh SQLite file,
 * and adds the two write streams that land on the database: an admin campaign update and a storefront track insert.
 * RateResult is measured twice. The rounds above run each target flat out, where p99 is mostly queueing: 10 connections
 * wait on two cores shared with the load generator, and bare Express's own p99 there was 17-37 ms on this machine. So a
 * second set of rounds sends a fixed rate (--rate, 1,000 req/s: a quarter of bare Express's flat-out rate on a quiet
 * run here, and 86 million lookups a day for one process) to bare, cached and cold alike, alternating, from a load
 * generator in a process of its own (bench/rateClient.ts: in this process its parsing of the lookup's large answers
 * was the largest part of the allocation, and its collections landed in the lookup's tail), and prints each
 * one's p50, p99 and p99.9 corrected for coordinated omission (autocannon's default: a request sent late because the
 * last one was slow counts from when it was due). That p99 is the lookup's own tail at a load a process is sized for.
 * Usage: npm run bench -w gateway [-- --duration 3 --rounds 3 --connections 10 --rate 1000 --mysql]
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { AddressInfo } from 'net';
import http, { type Server } from 'http';
import { fork, type ChildProcess } from 'child_process';
import autocannon from 'autocannon';
import express from 'express';
import { defaultCampaign, type Target } from '@cartlift/domain';
import { createApp } from '../src/app';
import { sessionClaims, signSessionToken } from '../src/auth/sessionToken';
import { loadConfig } from '../src/config/env';
import { connectDatabase } from '../src/db/connection';
import { DEMO_SHOP, seedShop } from '../src/db/seed';
import { migrate } from '../src/db/umzug';
import { createLogger } from '../src/logger';
import { createMemoryLookupCache } from '../src/cache/memoryLookupCache';
import type { RateResult, RateRound } from './rateClient';

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

function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });
}

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

/**
 * One round at RATE requests per second (all connections together) from the load generator in its own process
 * (bench/rateClient.ts): the latency a request sees below saturation.
 */
function atRate(rateClient: ChildProcess, title: string, url: string): Promise<RateResult> {
  const round: RateRound = { url, rate: RATE, connections: CONNECTIONS, duration: DURATION, headers: BROWSER };
  return new Promise((resolve) => {
    rateClient.once('message', (r: RateResult) => {
      console.log(
        `${title.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   p99.9 ${r.p999} ms   non-2xx/errors ${r.errors}`,
      );
      resolve(r);
    });
    rateClient.send(round);
  });
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

/** bench/bareChild.ts started in a process of its own (tsx's loader inherited), and its URL once it listens. */
function startBareChild(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(__dirname, 'bareChild.ts'));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (m: { port: number }) => resolve({ child, url: `http://127.0.0.1:${m.port}` }));
  });
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-bench-'));
  if (MYSQL && !process.env.MYSQL_URL) throw new Error('--mysql needs MYSQL_URL (run it under scripts/with-mariadb.sh)');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: MYSQL ? String(process.env.MYSQL_URL) : `sqlite:${path.join(dir, 'bench.sqlite')}`,
    LOG_LEVEL: 'silent',
    PUBLIC_RATE_LIMIT: '100000000',
    TRACK_RATE_LIMIT: '100000000',
    SHOPIFY_ADMIN_URL: 'http://127.0.0.1:9',
  });
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
  const logger = createLogger('silent');
  const cached = await listen(createApp({ config, db, logger }));
  // A process whose cache keeps nothing and that reads the shop's version on every request; `snapshotTtlMs` 0 makes
  // no persisted snapshot usable either (the rebuild target).
  const uncachedApp = (snapshotTtlMs = config.lookupCacheTtlMs) =>
    createApp({
      config: { ...config, publicVersionCheckMs: 0, lookupCacheTtlMs: snapshotTtlMs },
      db,
      logger,
      lookupCache: createMemoryLookupCache({ ttlMs: 0 }),
    });
  const cold = await listen(uncachedApp());
  const rebuild = await listen(uncachedApp(0));
  const bareApp = express();
  bareApp.get('/bare', (_req, res) => {
    res.json({ ok: true });
  });
  const bare = await listen(bareApp);
  const client = await startBareChild();
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
    cached: [] as Result[],
    miss: [] as Result[],
    cold: [] as Result[],
    rebuild: [] as Result[],
    clientBare: [] as Result[],
    clientSized: [] as Result[],
    clientSent: [] as Result[],
    write: [] as Result[],
    track: [] as Result[],
  };
  for (let round = 1; round <= ROUNDS; round++) {
    totals.bare.push(await run(`bare express #${round}`, `${bare.url}/bare`));
    totals.cached.push(await run(`lookup cached #${round}`, `${cached.url}${query}`));
    totals.miss.push(await run(`lookup miss #${round}`, `${cached.url}${query}`, newProducts(query)));
    totals.cold.push(await run(`lookup cold #${round}`, `${cold.url}${query}`));
    totals.rebuild.push(await run(`lookup rebuild #${round}`, `${rebuild.url}${query}`));
    totals.clientBare.push(await run(`client, bare answer #${round}`, `${client.url}/bare`));
    totals.clientSized.push(await run(`client, ${size} B #${round}`, `${client.url}/sized?bytes=${size}`));
    totals.clientSent.push(await run(`client, ${sent.bytes} B #${round}`, `${client.url}/sized?bytes=${sent.bytes}`));
    if (!MYSQL) continue;
    totals.write.push(await run(`admin write #${round}`, `${cached.url}/graphql`, adminWrite));
    totals.track.push(await run(`track insert #${round}`, `${cached.url}/public/track?shop=${DEMO_SHOP}`, trackInsert));
  }
  const rateClient = fork(path.join(__dirname, 'rateClient.ts'));
  const latency = { bare: [] as RateResult[], cached: [] as RateResult[], cold: [] as RateResult[] };
  for (let round = 1; round <= ROUNDS; round++) {
    latency.bare.push(await atRate(rateClient, `bare at ${RATE}/s #${round}`, `${bare.url}/bare`));
    latency.cached.push(await atRate(rateClient, `lookup cached at ${RATE}/s #${round}`, `${cached.url}${query}`));
    latency.cold.push(await atRate(rateClient, `lookup cold at ${RATE}/s #${round}`, `${cold.url}${query}`));
  }
  rateClient.disconnect();
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
  // The client's own CPU taken out (see the header): what each target costs the servers alone.
  const clientSmall = cpu(totals.clientBare);
  const clientSized = cpu(totals.clientSized);
  const clientSent = cpu(totals.clientSent);
  console.log(
    `client cpu per request (autocannon alone, against a bare Express in a child process): bare answer ${clientSmall.toFixed(0)} us, ${size}-byte answer ${clientSized.toFixed(0)} us, ${sent.bytes}-byte answer (the cached one as sent) ${clientSent.toFixed(0)} us`,
  );
  // Each target with the client's cost at its answer's size (the cached one is answered with the compressed copy, the
  // others, each answer built for one request, as built) and what is left: the server's.
  const target = (name: string, rs: Result[], clientUs: number) => ({ name, rs, clientUs, serverUs: cpu(rs) - clientUs });
  const targets = [
    target('bare', totals.bare, clientSmall),
    target('cached', totals.cached, clientSent),
    target('miss', totals.miss, clientSized),
    target('cold', totals.cold, clientSized),
    target('rebuild', totals.rebuild, clientSized),
  ];
  const serverBare = targets[0].serverUs;
  console.log(
    `server-only cpu per request (target minus client): ${targets.map((t) => `${t.name} ${t.serverUs.toFixed(0)} us`).join(', ')}; as ratios (bare/x): ${targets
      .slice(1)
      .map((t) => `${t.name} ${(serverBare / t.serverUs).toFixed(2)}`)
      .join(', ')}`,
  );
  console.log('target     req/s   p99 ms   cpu us/req   client us/req   server us/req   server bare/x');
  for (const { name, rs, clientUs, serverUs } of targets) {
    console.log(
      `${name.padEnd(8)} ${mean(rs, 'rps').toFixed(0).padStart(7)} ${mean(rs, 'p99').toFixed(1).padStart(8)} ${cpu(rs).toFixed(0).padStart(12)} ${clientUs.toFixed(0).padStart(15)} ${serverUs.toFixed(0).padStart(15)} ${(serverBare / serverUs).toFixed(2).padStart(15)}`,
    );
  }
  console.log(`load average after: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  for (const s of [cached, cold, rebuild, bare]) {
    s.server.closeAllConnections();
    s.server.close();
  }
  client.child.disconnect();
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (errors > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
