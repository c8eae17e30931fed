/**
 * The lookup bench's servers, each started in a process of its own (bench/targetServer.ts): the real app for the
 * cached target, the app with nothing cached for the cold and rebuild targets, and the bare Express baseline. Each
 * listens on the server the gateway runs on (src/http/server.ts), the bare one too, so the baseline is not
 * handicapped against the app.
 */
import type { AddressInfo } from 'net';
import http, { type Server } from 'http';
import express from 'express';
import type { Database } from '../src/db/connection';
import { createApp } from '../src/app';
import type { Config } from '../src/config/env';
import { createServer } from '../src/http/server';
import { createLogger } from '../src/logger';
import { createMemoryLookupCache } from '../src/cache/memoryLookupCache';
import { publicShopRead } from '../src/db/publicReads';

function bareApp(): express.Express {
  const bare = express();
  bare.get('/bare', (_req, res) => {
    res.json({ ok: true });
  });
  return bare;
}

/**
 * The floor under any cold lookup: bare Express on the gateway's server making the one statement a cold lookup makes
 * (the shop's version, row and lookup snapshot: db/publicReads.ts) and answering a few bytes. What the cold lookup
 * spends above it is its own work (the middlewares, the answer built, compressed and sent); what the floor spends
 * above bare is the read's (the driver's pool, the row's text turned into strings).
 */
function floorApp(db: Database, snapshotTtlMs: number): express.Express {
  const floor = express();
  floor.get('/floor', async (req, res) => {
    const read = await publicShopRead(db, String(req.query.shop), Date.now() - snapshotTtlMs);
    res.json({ version: read.version, snapshotChars: read.snapshot?.length ?? 0 });
  });
  return floor;
}

export interface Listening {
  server: Server;
  url: string;
}

/** `app` on the gateway's server, or (`plain`) on the one `app.listen` makes. */
function listen(app: express.Express, plain = false): Promise<Listening> {
  return new Promise((resolve) => {
    const server = (plain ? http.createServer(app) : createServer(app)).listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });
}

/**
 * `plainBare` is the bare route on the server `app.listen` makes, as Express runs by default: the baseline of the
 * series before the gateway had a server of its own, printed beside the main ratios so they stay comparable.
 */
export type TargetName = 'cached' | 'cold' | 'rebuild' | 'bare' | 'plainBare' | 'floor';

/** The targets of the fixed-rate latency rounds, in the order they alternate. */
export const LATENCY_TARGETS = ['bare', 'cached', 'cold'] as const;

/** Builds and starts the named targets on `db` (migrated and seeded by the bench). */
export async function startTargets<N extends TargetName>(config: Config, db: Database, names: readonly N[]): Promise<Record<N, Listening>> {
  // Every answer logged as in production (LOG_LEVEL's default `info`: one line per request, http/accessLog.ts), written
  // as the gateway writes stdout (batched, src/logger.ts), into /dev/null. Until 2026-11-28 the bench's app logged nothing.
  const logger = createLogger('info', '/dev/null');
  // A process whose cache keeps nothing and that reads the shop's version on every request; `snapshotTtlMs` 0 makes
  // no persisted snapshot usable either (the rebuild target).
  const uncachedApp = (snapshotTtlMs: number) =>
    createApp({
      config: { ...config, publicVersionCheckMs: 0, lookupCacheTtlMs: snapshotTtlMs },
      db,
      logger,
      lookupCache: createMemoryLookupCache({ ttlMs: 0 }),
    });
  const build: Record<TargetName, () => express.Express> = {
    cached: () => createApp({ config, db, logger }),
    cold: () => uncachedApp(config.lookupCacheTtlMs),
    rebuild: () => uncachedApp(0),
    bare: bareApp,
    plainBare: bareApp,
    floor: () => floorApp(db, config.lookupCacheTtlMs),
  };
  const started = {} as Record<N, Listening>;
  for (const name of names) started[name] = await listen(build[name](), name === 'plainBare');
  return started;
}

export function stopTargets(targets: Record<string, Listening>): void {
  for (const { server } of Object.values(targets)) {
    server.closeAllConnections();
    server.close();
  }
}
