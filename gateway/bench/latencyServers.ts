/**
 * The lookup bench's servers for its fixed-rate latency rounds, in a process of their own, as a gateway runs in
 * production: the bench's process also holds its load generator's garbage from the throughput rounds, and a
 * collection of that landed in whichever latency round was running. Takes one `{env}` message (the environment the
 * bench's config was loaded from: the database is already migrated and seeded), starts the cached, cold and bare
 * targets on it (bench/targets.ts) and answers their URLs; then answers each `{cpu: true}` with its CPU use so far
 * (process.cpuUsage), from which the bench takes the servers' own CPU per request.
 */
import { loadConfig } from '../src/config/env';
import { connectDatabase } from '../src/db/connection';
import { LATENCY_TARGETS, startTargets, stopTargets, type Listening } from './targets';

process.setSourceMapsEnabled(false);
process.on('message', (message: { cpu: true }) => {
  if (message.cpu) process.send?.({ cpu: process.cpuUsage() });
});
process.once('message', (message: { env?: Record<string, string> }) => {
  if (!message.env) return;
  void (async () => {
    const config = loadConfig(message.env);
    const db = await connectDatabase(config.databaseUrl);
    const targets = await startTargets(config, db, LATENCY_TARGETS);
    const urls = Object.fromEntries(Object.entries(targets).map(([name, t]: [string, Listening]) => [name, t.url]));
    process.send?.(urls);
    process.on('disconnect', () => {
      stopTargets(targets);
      void db.close().then(() => process.exit(0));
    });
  })();
});
