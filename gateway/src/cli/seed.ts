import { loadConfig } from '../config/env';
import { createDeps } from '../context';
import { connectDatabase } from '../db/connection';
import { DEMO_SHOP, seedAcceptedDaysAgo, seedDemoCartOn, seedShop } from '../db/seed';
import { migrate } from '../db/umzug';
import { createLogger } from '../logger';
import { seedDemoCampaigns } from '../services/demoCampaigns';

/**
 * `npm run seed -w gateway [-- --shop <domain> [--token <offline token>]] [--no-demo-campaigns] [--charge-pending]
 * [--coupon CODE:PERCENT] [--accepted-days-ago N]`:
 * migrates, installs the shop, and gives the demo shop one campaign of each type when it has none and its cart switched on when it was never set. The demo shop is
 * seeded with its install charge accepted (so the local admin is usable at once); --charge-pending seeds it as a fresh
 * install that still has to approve the charge. --coupon creates (or updates) an install-charge coupon.
 * --accepted-days-ago N does only this: moves the shop's approved charge back to N days ago, so a local run (with the
 * dev store's matching /__dev/billing/accepted-days-ago) reaches a billing cycle past the free trial without waiting.
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
    if (argv.includes('--accepted-days-ago')) {
      const days = arg('accepted-days-ago') ?? '';
      if (!/^\d{1,3}$/.test(days)) throw new Error('--accepted-days-ago must be a whole number of days (0-999)');
      await seedAcceptedDaysAgo(db, shop, Number(days));
      logger.info({ shop }, 'charge acceptance moved');
      return;
    }
    const chargeAccepted = argv.includes('--charge-pending') ? false : shop === DEMO_SHOP ? true : undefined;
    await seedShop(db, shop, { accessToken: arg('token'), chargeAccepted });
    logger.info({ shop }, 'shop installed');
    const coupon = /^([A-Za-z0-9_-]{1,64}):(\d{1,3})$/.exec(arg('coupon') ?? '');
    if (coupon && Number(coupon[2]) <= 100) {
      const [, code, percent] = coupon;
      await db.write((transaction) =>
        db.models.BillingCoupon.upsert(
          { code_key: code.toLowerCase(), code, discount_percent: Number(percent), active: true },
          { transaction },
        ),
      );
      logger.info({ code, percent }, 'coupon saved');
    } else if (arg('coupon') !== undefined) throw new Error('--coupon must be CODE:PERCENT (percent 0-100)');
    if (shop === DEMO_SHOP && !argv.includes('--no-demo-campaigns')) {
      // The seed writes the database only: the gateway syncs the shop's discount (its start sweep, or the first
      // admin load or storefront lookup), so seeding works with the store down.
      const created = await seedDemoCampaigns(createDeps({ config: { ...config, discountSync: false }, db, logger }), shop);
      if (created > 0) logger.info({ shop, created }, 'demo campaigns created');
      await seedDemoCartOn(db, shop);
    }
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
