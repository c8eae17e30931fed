import { SequelizeStorage, Umzug } from 'umzug';
import type { QueryInterface } from 'sequelize';
import type { Logger } from '../logger';
import type { Database } from './connection';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-analytics-rollups';
import * as m003 from './migrations/003-billing';
import * as m004 from './migrations/004-cod-orders';
import * as m005 from './migrations/005-rate-limits';
import * as m006 from './migrations/006-analytics-backfill';
import * as m007 from './migrations/007-cod-order-mode';
import * as m008 from './migrations/008-expiring-tokens';
import * as m009 from './migrations/009-demo-one-check-unticked';
import * as m010 from './migrations/010-shop-timezone';
import * as m011 from './migrations/011-discount-sync';
import * as m012 from './migrations/012-shop-public-version';
import * as m013 from './migrations/013-cart-drafts-experiments';
import * as m014 from './migrations/014-experiment-measurement';
import * as m015 from './migrations/015-lookup-snapshots';

/** Every migration in order; listed explicitly so the same list runs from src (tests, tsx) and dist. */
const MIGRATIONS = [
  { name: '001-initial', ...m001 },
  { name: '002-analytics-rollups', ...m002 },
  { name: '003-billing', ...m003 },
  { name: '004-cod-orders', ...m004 },
  { name: '005-rate-limits', ...m005 },
  { name: '006-analytics-backfill', ...m006 },
  { name: '007-cod-order-mode', ...m007 },
  { name: '008-expiring-tokens', ...m008 },
  { name: '009-demo-one-check-unticked', ...m009 },
  { name: '010-shop-timezone', ...m010 },
  { name: '011-discount-sync', ...m011 },
  { name: '012-shop-public-version', ...m012 },
  { name: '013-cart-drafts-experiments', ...m013 },
  { name: '014-experiment-measurement', ...m014 },
  { name: '015-lookup-snapshots', ...m015 },
];

/**
 * The names migrations had before issue 23 numbered them in the order they run (they ran 001, 014, 015, 013, 017, 014,
 * 018...). A database migrated before then records the old names in SequelizeMeta; they are renamed there before any
 * command, in one transaction, so no migration runs twice and none is skipped.
 */
export const LEGACY_MIGRATION_NAMES: Readonly<Record<string, string>> = {
  '014-analytics-rollups': '002-analytics-rollups',
  '015-billing': '003-billing',
  '013-cod-orders': '004-cod-orders',
  '017-rate-limits': '005-rate-limits',
  '014-analytics-backfill': '006-analytics-backfill',
  '018-cod-order-mode': '007-cod-order-mode',
  '019-expiring-tokens': '008-expiring-tokens',
  '020-demo-one-check-unticked': '009-demo-one-check-unticked',
  '021-shop-timezone': '010-shop-timezone',
  '022-discount-sync': '011-discount-sync',
  '023-shop-public-version': '012-shop-public-version',
};

/** Renames the legacy names recorded in SequelizeMeta (nothing to do on a new database or one already renamed). */
async function renameLegacyMigrations(qi: QueryInterface): Promise<void> {
  if (!(await qi.tableExists('SequelizeMeta'))) return;
  const table = qi.quoteIdentifier('SequelizeMeta');
  const column = qi.quoteIdentifier('name');
  const legacy = Object.keys(LEGACY_MIGRATION_NAMES);
  // One read on every start; the updates only on the one start that finds legacy names.
  const [found] = (await qi.sequelize.query(`SELECT ${column} FROM ${table} WHERE ${column} IN (?)`, {
    replacements: [legacy],
  })) as [{ name: string }[], unknown];
  if (found.length === 0) return;
  await qi.sequelize.transaction(async (transaction) => {
    for (const { name } of found) {
      await qi.sequelize.query(`UPDATE ${table} SET ${column} = ? WHERE ${column} = ?`, {
        replacements: [LEGACY_MIGRATION_NAMES[name], name],
        transaction,
      });
    }
  });
}

/** An Umzug bound to db, recording applied migrations in SequelizeMeta. */
export function createMigrator(db: Database, logger?: Logger): Umzug<QueryInterface> {
  const umzug = new Umzug({
    migrations: MIGRATIONS.map(({ name, up, down }) => ({ name, up, down })),
    context: db.sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize: db.sequelize }),
    // Umzug falls back to console when no logger is given; tests pass none and want silence.
    logger: {
      info: (m) => logger?.info(m, 'migration'),
      warn: (m) => logger?.warn(m, 'migration'),
      error: (m) => logger?.error(m, 'migration'),
      debug: (m) => logger?.debug(m, 'migration'),
    },
  });
  umzug.on('beforeCommand', ({ context }) => renameLegacyMigrations(context));
  return umzug;
}

/** Applies pending migrations (run at start and in tests). */
export async function migrate(db: Database, logger?: Logger): Promise<void> {
  await createMigrator(db, logger).up();
}
