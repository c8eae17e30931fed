/**
 * Storefront campaign lookup throughput and p99 next to a bare Express route, measured in the same run on loopback
 * (autocannon, bounded duration). Prints `lookup/bare ratio: X`. Not part of the test suite.
 * The three targets are measured in alternating rounds and averaged, so a burst of load from elsewhere on the machine
 * does not land on one side of the ratio only.
 * Usage: npm run bench -w gateway [-- --duration 3 --rounds 3 --connections 10]
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { AddressInfo } from 'net';
import type { Server } from 'http';
import autocannon from 'autocannon';
import express from 'express';
import { defaultCampaign, type Target } from '@cartlift/domain';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connectDatabase } from '../src/db/connection';
import { DEMO_SHOP, seedShop } from '../src/db/seed';
import { migrate } from '../src/db/umzug';
import { createLogger } from '../src/logger';
import { createMemoryLookupCache } from '../src/cache/memoryLookupCache';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('duration', 3);
const ROUNDS = arg('rounds', 3);
const CONNECTIONS = arg('connections', 10);

function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });
}

interface Result {
  rps: number;
  p99: number;
  errors: number;
}

async function run(title: string, url: string): Promise<Result> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, title });
  const bad = r.non2xx + r.errors + r.timeouts;
  console.log(
    `${title.padEnd(20)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx/errors ${bad}`,
  );
  return { rps: r.requests.average, p99: r.latency.p99, errors: bad };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
    LOG_LEVEL: 'silent',
    PUBLIC_RATE_LIMIT: '100000000',
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
  const uncached = await listen(createApp({ config, db, logger, lookupCache: createMemoryLookupCache({ ttlMs: 0 }) }));
  const bareApp = express();
  bareApp.get('/bare', (_req, res) => {
    res.json({ ok: true });
  });
  const bare = await listen(bareApp);
  const query = `/public/campaigns?shop=${DEMO_SHOP}&products=1001,1003,2000&country=US`;

  console.log(
    `cartlift gateway bench: ${ROUNDS} rounds x ${DURATION}s per target, ${CONNECTIONS} connections, loopback, SQLite (${os.cpus().length} cpus, node ${process.version})`,
  );
  const size = (await (await fetch(`${cached.url}${query}`)).arrayBuffer()).byteLength;
  console.log(`lookup answer: ${size} bytes (${query.split('?')[1]})`);
  const totals = { bare: [] as Result[], cached: [] as Result[], uncached: [] as Result[] };
  for (let round = 1; round <= ROUNDS; round++) {
    totals.bare.push(await run(`bare express #${round}`, `${bare.url}/bare`));
    totals.cached.push(await run(`lookup cached #${round}`, `${cached.url}${query}`));
    totals.uncached.push(await run(`lookup uncached #${round}`, `${uncached.url}${query}`));
  }
  const mean = (rs: Result[], k: 'rps' | 'p99'): number => rs.reduce((n, r) => n + r[k], 0) / rs.length;
  const b = { rps: mean(totals.bare, 'rps'), p99: mean(totals.bare, 'p99') };
  const l = { rps: mean(totals.cached, 'rps'), p99: mean(totals.cached, 'p99') };
  const u = { rps: mean(totals.uncached, 'rps'), p99: mean(totals.uncached, 'p99') };
  console.log(`mean req/s: bare ${b.rps.toFixed(0)}, lookup ${l.rps.toFixed(0)}, uncached lookup ${u.rps.toFixed(0)}`);
  console.log(
    `lookup p99: ${l.p99.toFixed(1)} ms (uncached ${u.p99.toFixed(1)} ms, bare ${b.p99.toFixed(1)} ms; means of rounds)`,
  );
  console.log(`uncached/bare ratio: ${(u.rps / b.rps).toFixed(2)}`);
  console.log(`lookup/bare ratio: ${(l.rps / b.rps).toFixed(2)}`);
  const errors = [...totals.bare, ...totals.cached, ...totals.uncached].reduce((n, r) => n + r.errors, 0);

  for (const s of [cached, uncached, bare]) {
    s.server.closeAllConnections();
    s.server.close();
  }
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (errors > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
