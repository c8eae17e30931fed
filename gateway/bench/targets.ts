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

function bareApp(): express.Express {
  const bare = express();
  bare.get('/bare', (_req, res) => {
    res.json({ ok: true });
  });
  return bare;
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
export type TargetName = 'cached' | 'cold' | 'rebuild' | 'bare' | 'plainBare';

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
