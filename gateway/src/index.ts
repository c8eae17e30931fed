import { createApp } from './app';
import { loadConfig } from './config/env';
import { connectDatabase } from './db/connection';
import { DEMO_SHOP, seedShop } from './db/seed';
import { migrate } from './db/umzug';
import { answerClientErrors } from './http/clientErrors';
import { createServer } from './http/server';
import { createLogger } from './logger';
import { startRetentionJob } from './services/analyticsRetention';
import { stopDiscountSync, syncPendingDiscounts } from './services/discountSync';

/** Starts the gateway: config once, migrations (and the demo shop in local mode), then listen on PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await connectDatabase(config.databaseUrl, logger);
  await migrate(db, logger);
  // Local mode serves /login for the demo shop; make sure it exists on a fresh database.
  if (config.localMode && !(await db.models.Shop.findByPk(DEMO_SHOP))) await seedShop(db, DEMO_SHOP, { chargeAccepted: true });
  const app = createApp({ config, db, logger });
  const stopRetention = startRetentionJob(db, config.analyticsRetentionDays, logger);
  const server = createServer(app).listen(config.port, config.host, () => {
    logger.info({ port: config.port, localMode: config.localMode, dialect: db.dialect }, 'gateway listening');
  });
  answerClientErrors(server);
  // Shops not synced with their Discount Function discount (installed before it, or a failure this process did not
  // see end), one after another in the background: no shop waits for its merchant to open the admin.
  const deps = app.locals.deps;
  void syncPendingDiscounts(deps).then(
    (shops) => shops > 0 && logger.info({ shops }, 'discount sync sweep done'),
    (err: unknown) => logger.warn({ err }, 'discount sync sweep failed'),
  );
  const stop = (): void => {
    stopRetention();
    server.close(() => {
      void stopDiscountSync(deps)
        .then(() => db.close())
        .finally(() => process.exit(0));
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
