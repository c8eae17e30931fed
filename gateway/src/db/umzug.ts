import { SequelizeStorage, Umzug } from 'umzug';
import type { QueryInterface } from 'sequelize';
import type { Logger } from '../logger';
import type { Database } from './connection';
import * as m001 from './migrations/001-initial';
import * as m013 from './migrations/013-cod-orders';
import * as m014 from './migrations/014-analytics-rollups';
import * as m014b from './migrations/014-analytics-backfill';
import * as m015 from './migrations/015-billing';
import * as m017 from './migrations/017-rate-limits';
import * as m018 from './migrations/018-cod-order-mode';
import * as m019 from './migrations/019-expiring-tokens';
import * as m020demo from './migrations/020-demo-one-check-unticked';
import * as m021 from './migrations/021-shop-timezone';
import * as m022 from './migrations/022-discount-sync';
import * as m023 from './migrations/023-shop-public-version';
import * as m024 from './migrations/024-cart-drafts-experiments';
import * as m025 from './migrations/025-experiment-measurement';

/** Every migration in order; listed explicitly so the same list runs from src (tests, tsx) and dist. */
const MIGRATIONS = [
  { name: '001-initial', ...m001 },
  { name: '014-analytics-rollups', ...m014 },
  { name: '015-billing', ...m015 },
  { name: '013-cod-orders', ...m013 },
  { name: '017-rate-limits', ...m017 },
  { name: '014-analytics-backfill', ...m014b },
  { name: '018-cod-order-mode', ...m018 },
  { name: '019-expiring-tokens', ...m019 },
  { name: '020-demo-one-check-unticked', ...m020demo },
  { name: '021-shop-timezone', ...m021 },
  { name: '022-discount-sync', ...m022 },
  { name: '023-shop-public-version', ...m023 },
  { name: '024-cart-drafts-experiments', ...m024 },
  { name: '025-experiment-measurement', ...m025 },
];

/** An Umzug bound to db, recording applied migrations in SequelizeMeta. */
export function createMigrator(db: Database, logger?: Logger): Umzug<QueryInterface> {
  return new Umzug({
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
}

/** Applies pending migrations (run at start and in tests). */
export async function migrate(db: Database, logger?: Logger): Promise<void> {
  await createMigrator(db, logger).up();
}
