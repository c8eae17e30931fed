/**
 * The checkout click on the server: POST /public/checkout for the same discounted cart (two Organic Hoodies: the demo
 * shop's Buy More Save More tier, 10 % off), before and after issue 21, in one run on one machine, against the dev
 * store over loopback. "Before" is the gateway of an older commit (its `gateway/src`, exported to a folder whose
 * node_modules is this repository's), which creates a discount code per click; "after" is this tree's, which writes
 * nothing (the shop's Discount Function discount gives the tier at checkout). Clicks are sequential, as a shopper's
 * are, and the two sides alternate round by round so load from elsewhere lands on both.
 *
 * `--admin-ms N` adds N ms to every Admin API call (a proxy in front of the dev store), for Shopify's own round trip,
 * which the local dev store does not have. The figures go to bench/RESULTS.md ("Checkout click").
 *
 * Usage:
 *   git archive <before-commit> gateway/src | tar -x -C /tmp/cl-before && ln -s $PWD/node_modules /tmp/cl-before/
 *   npx tsx bench/checkout-click/run.ts --before /tmp/cl-before [--rounds 5 --clicks 40 --admin-ms 0]
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { AddressInfo } from 'net';
import type { Server } from 'http';
import express from 'express';
import { createStore } from '../../dev-store/src/app';

type AppModule = typeof import('../../gateway/src/app');
type EnvModule = typeof import('../../gateway/src/config/env');
type ConnectionModule = typeof import('../../gateway/src/db/connection');
type SeedModule = typeof import('../../gateway/src/db/seed');
type UmzugModule = typeof import('../../gateway/src/db/umzug');
type LoggerModule = typeof import('../../gateway/src/logger');
type ContextModule = typeof import('../../gateway/src/context');
type DemoModule = typeof import('../../gateway/src/services/demoCampaigns');

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const BEFORE = arg('before', '');
const ROUNDS = Number(arg('rounds', '5'));
const CLICKS = Number(arg('clicks', '40'));
const ADMIN_MS = Number(arg('admin-ms', '0'));

function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });
}

/** One gateway (this tree's or an older one's) with its own SQLite database and the demo shop's campaigns. */
async function startGateway(root: string, adminUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const src = path.join(root, 'gateway', 'src');
  const load = <T>(file: string): Promise<T> => import(path.join(src, file)) as Promise<T>;
  const { createApp } = await load<AppModule>('app.ts');
  const { loadConfig } = await load<EnvModule>('config/env.ts');
  const { connectDatabase } = await load<ConnectionModule>('db/connection.ts');
  const { DEMO_SHOP, seedShop } = await load<SeedModule>('db/seed.ts');
  const { migrate } = await load<UmzugModule>('db/umzug.ts');
  const { createLogger } = await load<LoggerModule>('logger.ts');
  const { createDeps } = await load<ContextModule>('context.ts');
  const { seedDemoCampaigns } = await load<DemoModule>('services/demoCampaigns.ts');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-click-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}`,
    LOG_LEVEL: 'silent',
    SHOPIFY_ADMIN_URL: adminUrl,
    PUBLIC_RATE_LIMIT: '10000000',
  });
  const logger = createLogger('silent');
  const db = await connectDatabase(config.databaseUrl, logger);
  await migrate(db);
  await seedShop(db, DEMO_SHOP, { chargeAccepted: true });
  await seedDemoCampaigns(createDeps({ config, db, logger }), DEMO_SHOP);
  const { server, url } = await listen(createApp({ config, db, logger }));
  return {
    url,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function main(): Promise<void> {
  if (!BEFORE) throw new Error('--before <folder holding an older gateway/src> is required');
  const store = createStore();
  let adminCalls = 0;
  const front = express();
  front.use((req, _res, next) => {
    if (req.method !== 'POST' || !req.path.endsWith('/graphql.json')) return next();
    adminCalls += 1;
    if (ADMIN_MS > 0) setTimeout(next, ADMIN_MS);
    else next();
  });
  front.use(store.app);
  const storeServer = await listen(front);
  const hoodie = store.state.catalog.productByHandle('organic-hoodie')!;
  const body = JSON.stringify({
    items: [{ variant_id: hoodie.variants[0].id, product_id: hoodie.id, quantity: 2 }],
  });
  const sides = {
    before: await startGateway(path.resolve(BEFORE), storeServer.url),
    after: await startGateway(path.resolve(__dirname, '..', '..'), storeServer.url),
  };
  const times: Record<keyof typeof sides, number[]> = { before: [], after: [] };
  const calls: Record<keyof typeof sides, number> = { before: 0, after: 0 };
  const codesBefore = store.state.discounts.length;
  const shapes = new Set<string>();
  for (let round = 0; round < ROUNDS + 1; round++) {
    for (const side of (round % 2 ? ['after', 'before'] : ['before', 'after']) as Array<keyof typeof sides>) {
      for (let i = 0; i < CLICKS; i++) {
        const startCalls = adminCalls;
        const started = process.hrtime.bigint();
        const res = await fetch(`${sides[side].url}/public/checkout?shop=cartlift-demo.myshopify.com`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const answer = (await res.json()) as Record<string, unknown>;
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (res.status !== 200) throw new Error(`${side}: ${res.status} ${JSON.stringify(answer)}`);
        // Round 0 warms both sides (module load, first queries) and is not counted.
        if (round === 0) continue;
        times[side].push(ms);
        calls[side] += adminCalls - startCalls;
        shapes.add(`${side}: ${Object.keys(answer).sort().join(',')}`);
      }
    }
  }
  const codesMade = store.state.discounts.length - codesBefore;
  console.log(`checkout click, ${ROUNDS} rounds x ${CLICKS} sequential clicks per side, Admin API +${ADMIN_MS} ms per call`);
  for (const side of ['before', 'after'] as const) {
    const sorted = [...times[side]].sort((a, b) => a - b);
    console.log(
      `${side.padEnd(6)} n=${sorted.length}  p50 ${quantile(sorted, 0.5).toFixed(1)} ms  p99 ${quantile(sorted, 0.99).toFixed(1)} ms  ` +
        `Admin API calls per click ${(calls[side] / sorted.length).toFixed(2)}`,
    );
  }
  console.log(`answers: ${[...shapes].sort().join(' | ')}`);
  console.log(`discount codes created in the store during the run: ${codesMade}`);
  await sides.before.stop();
  await sides.after.stop();
  storeServer.server.closeAllConnections();
  await new Promise((r) => storeServer.server.close(r));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
