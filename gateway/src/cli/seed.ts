import { loadConfig } from '../config/env';
import { createDeps } from '../context';
import { connectDatabase } from '../db/connection';
import { DEMO_SHOP, seedShop } from '../db/seed';
import { migrate } from '../db/umzug';
import { createLogger } from '../logger';
import { seedDemoCampaigns } from '../services/demoCampaigns';

/**
 * `npm run seed -w gateway [-- --shop <domain> [--token <offline token>]] [--no-demo-campaigns]`: migrates, installs the
 * shop, and gives the demo shop one campaign of each type when it has none.
 */
async function main(argv: string[]): Promise<void> {
  const arg = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await connectDatabase(config.databaseUrl, logger);
  try {
    await migrate(db, logger);
    const shop = arg('shop') ?? DEMO_SHOP;
    await seedShop(db, shop, { accessToken: arg('token') });
    logger.info({ shop }, 'shop installed');
    if (shop === DEMO_SHOP && !argv.includes('--no-demo-campaigns')) {
      const created = await seedDemoCampaigns(createDeps({ config, db, logger }), shop);
      if (created > 0) logger.info({ shop, created }, 'demo campaigns created');
    }
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
