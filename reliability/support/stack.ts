import fs from 'fs';
import path from 'path';
import { adminClient } from './http';
import { mariaDb, resetDatabase, ROOT, startDevStore, startGateway, type MariaDb, type Server } from './processes';

/** Short (CI) or long (figures for bench/RESULTS.md) form: RELIABILITY_MODE=long. */
export const LONG = process.env.RELIABILITY_MODE === 'long';
export const DEMO_SHOP = 'cartlift-demo.myshopify.com';
/** Local mode's app secret: webhooks are signed with it. */
export const LOCAL_SECRET = 'cartlift-local-secret';

/** A MariaDB, the dev store and one or more gateway processes on it. */
export interface Stack {
  db: MariaDb;
  store: Server;
  gateways: Server[];
  admin: ReturnType<typeof adminClient>;
  stop(): Promise<void>;
}

/**
 * Starts a fresh stack on the MariaDB named `server` (bad input and load share one; the restart and two-gateway runs
 * have their own): the database is dropped and migrated by the first gateway. Every port is a free one. `env` goes to
 * every gateway, `storeEnv` to the dev store.
 */
export async function startStack(
  server: string,
  gatewayCount = 1,
  env: NodeJS.ProcessEnv = {},
  storeEnv: NodeJS.ProcessEnv = {},
): Promise<Stack> {
  const db = mariaDb(server);
  await db.start();
  resetDatabase(db);
  const store = await startDevStore(storeEnv);
  const gateways: Server[] = [];
  try {
    // One after another: each runs the migrations at start, and two at once would race on the first run.
    for (let i = 0; i < gatewayCount; i++) gateways.push(await startGateway(db.url, store.url, env));
  } catch (err) {
    // The caller gets no stack to stop: left running, the store and the server would keep jest from exiting.
    await Promise.all(gateways.map((g) => g.stop()));
    await store.stop();
    await db.shutdown();
    throw err;
  }
  return {
    db,
    store,
    gateways,
    admin: adminClient(gateways[0].url),
    stop: async () => {
      await Promise.all(gateways.map((g) => g.stop()));
      await store.stop();
      await db.shutdown();
    },
  };
}

/** Writes a run's figures to reliability/results/<name>.json (git-ignored) and prints them. */
export function record(name: string, figures: unknown): void {
  const dir = path.join(ROOT, 'reliability', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const text = JSON.stringify(
    { mode: LONG ? 'long' : 'short', at: new Date().toISOString(), ...(figures as object) },
    null,
    2,
  );
  fs.writeFileSync(path.join(dir, `${name}.json`), text);
  process.stdout.write(`\n[reliability] ${name}: ${text}\n`);
}
