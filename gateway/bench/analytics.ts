/**
 * The dashboard at scale: N raw events (default 10 million) over 2 years for one shop plus noise shops, then p50/p95
 * of GET /analytics/count and /analytics/chart over HTTP (All Time, This Month, a 90-day custom range), and ingestion
 * throughput (the real track path: raw insert + rollup upsert in one transaction) beside a bare insert of the same
 * rows, measured in the same run. SQLite always; MariaDB too when MYSQL_URL is set (scripts/with-mariadb.sh).
 * Raw rows are generated with multi-row INSERTs; the rollups for them go through the real addToRollups.
 * The chart call asks for what the Dashboard asks for (mfe-analytics dashboardApi: all eight types, start/end epoch ms,
 * none for All Time). Raw figures (every call's ms) go to gateway/bench/results/ (git-ignored), RESULTS.md is copied from it.
 * Usage: npx tsx gateway/bench/analytics.ts [--events 10000000] [--calls 30] [--batches 200] [--reuse] [--mysql-only]
 * --reuse keeps a MariaDB that already holds the generated shop (measures again without regenerating);
 * --mysql-only skips SQLite.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { AddressInfo } from 'net';
import type { Server } from 'http';
import { QueryTypes } from 'sequelize';
import {
  DASHBOARD_DEFAULT_ZONE,
  DASHBOARD_METRICS,
  dashboardDayNumber,
  dayNumberStart,
  presetRange,
  type DashboardTotals,
} from '@cartlift/domain';
import { createApp } from '../src/app';
import { sessionClaims, signSessionToken } from '../src/auth/sessionToken';
import { loadConfig } from '../src/config/env';
import { connectDatabase, type Database } from '../src/db/connection';
import { seedShop } from '../src/db/seed';
import { migrate } from '../src/db/umzug';
import { createLogger } from '../src/logger';
import type { TrackEvent } from '@cartlift/domain';
import { track } from '../src/services/track';
import { addToRollups, SHOP_WIDE, type RollupDelta } from '../src/services/analyticsRollup';

/** The seeded shops have no time zone from Shopify: their days are the spec's UTC+10. */
const Z = DASHBOARD_DEFAULT_ZONE;

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const EVENTS = arg('events', 10_000_000);
const CALLS = arg('calls', 30);
const BATCHES = arg('batches', 200);
const REUSE = process.argv.includes('--reuse');
const MYSQL_ONLY = process.argv.includes('--mysql-only');
const DAYS = 730;
const SHOP = 'bench-shop.myshopify.com';
const NOISE = ['noise-1.myshopify.com', 'noise-2.myshopify.com', 'noise-3.myshopify.com'];
const NOISE_EVENTS = Math.round(EVENTS * 0.05);
const CAMPAIGNS = 5;
const TYPES = [
  'view_cart',
  'view_cart',
  'view_cart',
  'view_cart',
  'view_cart',
  'view_cart',
  'checkout_started',
  'checkout_started',
  'upsell_added',
  'upsell_added',
] as const;
const COUNTER = {
  view_cart: 'carts_displayed',
  checkout_started: 'checkouts_started',
  upsell_added: 'upsells_added',
} as const;
const ROWS_PER_INSERT = 2000;

/** A small deterministic PRNG so both databases get the same rows. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const keyOf = (shop: string, i: number) => `${shop.replace(/[^a-z0-9]/g, '').slice(0, 10)}k${i}`;
const campaignId = (shop: string, i: number) => `${shop.slice(0, 8)}-0000-4000-8000-${String(i).padStart(12, '0')}`;

async function createCampaigns(db: Database, shop: string): Promise<void> {
  const now = new Date();
  await db.models.Campaign.bulkCreate(
    Array.from({ length: CAMPAIGNS }, (_, i) => ({
      id: campaignId(shop, i),
      shop_id: shop,
      campaign_key: keyOf(shop, i),
      name: `Bench ${i}`,
      type: 'add_to_unlock',
      active: true,
      target_type: 'all_products',
      target: { type: 'all_products' },
      settings: { type: 'add_to_unlock' },
      created_at: now,
      updated_at: now,
    })) as never,
  );
}

/**
 * Inserts `count` raw events for shop spread over DAYS days ending today (more per day as the shop grows), each day's
 * rollups added through addToRollups, plus 2 % of cart opens as orders. Returns seconds taken.
 */
async function generate(db: Database, shop: string, count: number, seed: number): Promise<number> {
  const t0 = performance.now();
  const rnd = prng(seed);
  const today = dashboardDayNumber(Date.now(), Z);
  const first = today - DAYS + 1;
  const weights = Array.from({ length: DAYS }, (_, i) => 1 + i / DAYS);
  const sum = weights.reduce((a, b) => a + b, 0);
  let left = count;
  const qi = db.sequelize;
  for (let d = 0; d < DAYS; d++) {
    const n = d === DAYS - 1 ? left : Math.min(left, Math.round((count * weights[d]) / sum));
    left -= n;
    const day = first + d;
    const start = dayNumberStart(day, Z);
    // Per campaign (index CAMPAIGNS is the shop-wide row) so a day is one upsert of six rows, not one delta per event.
    const totals: Array<Partial<DashboardTotals>> = Array.from({ length: CAMPAIGNS + 1 }, () => ({}));
    const bump = (c: number, f: keyof DashboardTotals, by: number) => {
      for (const t of [totals[c], totals[CAMPAIGNS]]) t[f] = (t[f] ?? 0) + by;
    };
    await db.write(async (transaction) => {
      for (let off = 0; off < n; off += ROWS_PER_INSERT) {
        const rows = Math.min(ROWS_PER_INSERT, n - off);
        const values: unknown[] = [];
        for (let r = 0; r < rows; r++) {
          const type = TYPES[Math.floor(rnd() * TYPES.length)];
          const c = Math.floor(rnd() * CAMPAIGNS);
          const at = new Date(start + Math.floor(rnd() * 86_400_000));
          values.push(shop, type, campaignId(shop, c), keyOf(shop, c), type === 'upsell_added' ? 'fbt' : null, at);
          bump(c, COUNTER[type], 1);
          if (type === 'view_cart' && rnd() < 0.02) {
            bump(c, 'orders', 1);
            bump(c, 'sales_cents', 2000 + Math.floor(rnd() * 10000));
            bump(c, 'upsell_units', 1);
            bump(c, 'upsell_cents', Math.floor(rnd() * 3000));
          }
        }
        await qi.query(
          `INSERT INTO analytics_events (shop_id, type, campaign_id, campaign_key, kind, created_at) VALUES ${Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
          { replacements: values, transaction, type: QueryTypes.INSERT },
        );
      }
      const deltas: RollupDelta[] = totals.map((t, c) => ({
        ...t,
        campaign_id: c === CAMPAIGNS ? SHOP_WIDE : campaignId(shop, c),
        day,
      }));
      await addToRollups(db, shop, deltas, transaction);
    });
    if (d % 73 === 72)
      console.log(`  ${shop}: day ${d + 1}/${DAYS}, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  return (performance.now() - t0) / 1000;
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function latency(
  url: string,
  token: string,
  query: string,
  calls: number,
): Promise<{ p50: number; p95: number; ms: number[] }> {
  const times: number[] = [];
  for (let i = 0; i < calls + 2; i++) {
    const t = performance.now();
    const res = await fetch(`${url}${query}`, { headers: { Authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${query} → ${res.status} ${await res.text()}`);
    await res.json();
    if (i >= 2) times.push(performance.now() - t); // the first two warm the connection and statement caches
  }
  return { p50: pct(times, 50), p95: pct(times, 95), ms: times.map((t) => Math.round(t * 10) / 10) };
}

/** events/s of the real track path vs a bare bulkCreate of the same raw rows, alternating so load hits both. */
async function ingestion(db: Database): Promise<{ track: number; bare: number }> {
  const batch: TrackEvent[] = Array.from({ length: 50 }, (_, i) =>
    i % 5 === 4
      ? { type: 'upsell_added', campaign: keyOf(SHOP, 1), kind: 'fbt' }
      : { type: 'view_cart', campaigns: [keyOf(SHOP, i % CAMPAIGNS)] },
  );
  const rows = batch.map((e) => ({
    shop_id: SHOP,
    type: e.type,
    campaign_id: campaignId(SHOP, 1),
    campaign_key: keyOf(SHOP, 1),
    kind: e.type === 'upsell_added' ? e.kind : null,
    createdAt: new Date(),
  }));
  let trackMs = 0;
  let bareMs = 0;
  for (let i = 0; i < BATCHES; i++) {
    let t = performance.now();
    await track({ db }, SHOP, { events: batch });
    trackMs += performance.now() - t;
    t = performance.now();
    await db.write((transaction) => db.models.AnalyticsEvent.bulkCreate(rows, { transaction }));
    bareMs += performance.now() - t;
  }
  const events = BATCHES * batch.length;
  return { track: events / (trackMs / 1000), bare: events / (bareMs / 1000) };
}

/** Whether this database already holds the generated shop's rollups (a previous run's data). */
async function hasGenerated(db: Database): Promise<boolean> {
  try {
    return (await db.models.AnalyticsDaily.count({ where: { shop_id: SHOP } })) > 0;
  } catch {
    return false;
  }
}

async function dropAll(db: Database): Promise<void> {
  const [rows] = await db.sequelize.query('SHOW TABLES');
  await db.sequelize.query('SET FOREIGN_KEY_CHECKS = 0');
  for (const row of rows as Array<Record<string, string>>)
    await db.sequelize.query(`DROP TABLE \`${Object.values(row)[0]}\``);
  await db.sequelize.query('SET FOREIGN_KEY_CHECKS = 1');
}

async function benchOne(label: string, url: string): Promise<Record<string, unknown>> {
  console.log(
    `\n== ${label}: ${EVENTS.toLocaleString('en')} events over ${DAYS} days + ${NOISE_EVENTS.toLocaleString('en')} noise`,
  );
  const db = await connectDatabase(url);
  const reuse = REUSE && db.dialect === 'mysql' && (await hasGenerated(db));
  let genSeconds = 0;
  if (reuse) console.log('  reusing the generated data');
  else {
    if (db.dialect === 'mysql') await dropAll(db);
    await migrate(db);
    for (const s of [SHOP, ...NOISE]) {
      await seedShop(db, s);
      await createCampaigns(db, s);
    }
    genSeconds = await generate(db, SHOP, EVENTS, 1);
    for (const [i, s] of NOISE.entries()) await generate(db, s, Math.round(NOISE_EVENTS / NOISE.length), 10 + i);
  }
  const rawRows = Number(
    (
      await db.sequelize.query<{ n: number }>('SELECT COUNT(*) AS n FROM analytics_events', { type: QueryTypes.SELECT })
    )[0].n,
  );
  const rollupRows = await db.models.AnalyticsDaily.count({ where: { shop_id: SHOP } });
  const made = reuse
    ? 'data of the earlier run'
    : `generated in ${genSeconds.toFixed(0)} s (${Math.round(EVENTS / genSeconds).toLocaleString('en')} rows/s)`;
  console.log(`  ${made}; raw rows ${rawRows.toLocaleString('en')}, rollup rows for the shop ${rollupRows}`);

  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const app = createApp({ config, db, logger: createLogger('silent') });
  const server = await new Promise<Server>((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const token = await signSessionToken(sessionClaims(SHOP, config.shopifyApiKey, 'bench-user'), config.shopifyApiSecret);
  const now = new Date();
  const month = presetRange('This Month', now, Z);
  const todayParts = dashboardDayNumber(now.getTime(), Z);
  const customStart = dayNumberStart(todayParts - 400, Z);
  // The Dashboard's own query strings: start/end then type, nothing for All Time (null params are left out).
  const ranges: Array<[string, string]> = [
    ['All Time', ''],
    ['This Month', `start=${month.start!.getTime()}&end=${month.end!.getTime()}&`],
    ['Custom 90 days', `start=${customStart}&end=${dayNumberStart(todayParts - 311, Z) - 1}&`],
  ];
  const types = `type=${encodeURIComponent(DASHBOARD_METRICS.join(','))}`;
  const out: Record<string, unknown> = { label, genSeconds, rawRows, rollupRows };
  for (const [name, q] of ranges) {
    const count = await latency(base, token, `/analytics/count?${q.replace(/&$/, '')}`, CALLS);
    const chart = await latency(base, token, `/analytics/chart?${q}${types}`, CALLS);
    console.log(
      `  ${name.padEnd(15)} count p50 ${count.p50.toFixed(1)} ms p95 ${count.p95.toFixed(1)} ms | chart p50 ${chart.p50.toFixed(1)} ms p95 ${chart.p95.toFixed(1)} ms`,
    );
    out[name] = { count, chart };
  }
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  const ing = await ingestion(db);
  console.log(
    `  ingestion: track ${Math.round(ing.track).toLocaleString('en')} events/s, bare insert ${Math.round(ing.bare).toLocaleString('en')} events/s, track/bare ${(ing.track / ing.bare).toFixed(2)}`,
  );
  out.ingestion = ing;
  await db.close();
  return out;
}

async function main(): Promise<void> {
  const load0 = os.loadavg();
  console.log(
    `analytics bench ${new Date().toISOString()} on ${os.cpus().length} cores, load ${load0.map((l) => l.toFixed(2)).join(' ')}`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-analytics-bench-'));
  const results = MYSQL_ONLY ? [] : [await benchOne('SQLite', `sqlite:${path.join(dir, 'bench.sqlite')}`)];
  fs.rmSync(dir, { recursive: true, force: true });
  if (process.env.MYSQL_URL) results.push(await benchOne('MariaDB', process.env.MYSQL_URL));
  const load1 = os.loadavg();
  console.log(`\nload at end ${load1.map((l) => l.toFixed(2)).join(' ')}`);
  const outDir = path.join(__dirname, 'results');
  fs.mkdirSync(outDir, { recursive: true });
  const at = new Date().toISOString();
  const file = path.join(outDir, `analytics-${at.replace(/[:.]/g, '-')}.json`);
  const argv = process.argv.slice(2);
  fs.writeFileSync(file, JSON.stringify({ at, argv, events: EVENTS, load0, load1, results }, null, 2));
  console.log(`results in ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
