/**
 * One of the lookup bench's targets (bench/targets.ts) in a process of its own, as a gateway runs in production: the
 * load generators run elsewhere, so this process's CPU is the server's alone, and no other target's garbage is
 * collected during its rounds. Takes one `{env, target}` message (the environment the bench's config was loaded from:
 * the database is already migrated and seeded), starts the target on it and answers `{url}`; then answers each
 * `{cpu: true}` with its CPU use so far (process.cpuUsage: every thread, the database driver's and the collector's
 * too), from which the bench takes the server's own CPU per request.
 */
import { loadConfig } from '../src/config/env';
import { connectDatabase } from '../src/db/connection';
import { startTargets, stopTargets, type TargetName } from './targets';

process.setSourceMapsEnabled(false);
process.on('message', (message: { cpu: true }) => {
  if (message.cpu) process.send?.({ cpu: process.cpuUsage() });
});
process.once('message', (message: { env?: Record<string, string>; target?: TargetName }) => {
  const { env, target } = message;
  if (!env || !target) return;
  void (async () => {
    const config = loadConfig(env);
    const db = await connectDatabase(config.databaseUrl);
    const targets = await startTargets(config, db, [target]);
    process.send?.({ url: targets[target].url });
    process.on('disconnect', () => {
      stopTargets(targets);
      void db.close().then(() => process.exit(0));
    });
  })();
});
