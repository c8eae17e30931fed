import fs from 'fs';
import os from 'os';
import path from 'path';
import { connectDatabase, type Database } from '../../src/db/connection';
import { migrate } from '../../src/db/umzug';

/** A fresh, migrated database for one test file, and how to dispose of it. */
export interface TestDatabase {
  db: Database;
  url: string;
  dialect: 'sqlite' | 'mysql';
  dispose(): Promise<void>;
}

/**
 * The database this jest worker uses on the MariaDB in MYSQL_URL: `<name>_w<worker>`, so the two workers of a run never
 * share tables (with-mariadb.sh lets the test user create `cartlift_test_*`).
 */
function workerUrl(url: string): string {
  const u = new URL(url);
  u.pathname = `${u.pathname}_w${process.env.JEST_WORKER_ID ?? '1'}`;
  return u.toString();
}

/** One lock per database: another jest run on the same server and worker number waits instead of sharing tables. */
function lockPathFor(url: string): string {
  const u = new URL(url);
  return path.join(os.tmpdir(), `cartlift-gateway-mariadb-${u.port || 'default'}-${u.pathname.slice(1)}.lock`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the database's lock file; a lock left by a dead process is taken over. */
async function acquireLock(url: string): Promise<() => void> {
  const LOCK = lockPathFor(url);
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      fs.writeFileSync(LOCK, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(LOCK, { force: true });
    } catch {
      const owner = Number(fs.readFileSync(LOCK, 'utf8') || '0');
      if (owner && !alive(owner)) fs.rmSync(LOCK, { force: true });
      else if (Date.now() > deadline) throw new Error('timed out waiting for the MariaDB test lock');
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const admin = await connectDatabase(url.replace(/_w[^/_]+$/, ''));
  try {
    await admin.sequelize.query(`CREATE DATABASE IF NOT EXISTS \`${new URL(url).pathname.slice(1)}\``);
  } finally {
    await admin.close();
  }
}

/**
 * Empties every table but the migrations' own: the schema is migrated once per worker database (migrate() is a no-op
 * when nothing is pending) and each file starts from empty tables, as from a fresh migration. TRUNCATE also restarts
 * the auto-increment counters.
 */
async function emptyAllTables(db: Database): Promise<void> {
  const [rows] = await db.sequelize.query('SHOW TABLES');
  const tables = (rows as Array<Record<string, string>>).map((row) => Object.values(row)[0]).filter((t) => t !== 'SequelizeMeta');
  await db.sequelize.query('SET FOREIGN_KEY_CHECKS = 0');
  for (const table of tables) await db.sequelize.query(`TRUNCATE TABLE \`${table}\``);
  await db.sequelize.query('SET FOREIGN_KEY_CHECKS = 1');
}

/** MYSQL_URL set → this worker's database on that MariaDB; otherwise a new SQLite file in a temp dir. Migrated either way. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.MYSQL_URL) {
    const mysql = workerUrl(process.env.MYSQL_URL);
    const release = await acquireLock(mysql);
    try {
      await createDatabaseIfMissing(mysql);
      const db = await connectDatabase(mysql);
      await migrate(db);
      await emptyAllTables(db);
      return {
        db,
        url: mysql,
        dialect: 'mysql',
        dispose: async () => {
          await db.close();
          release();
        },
      };
    } catch (err) {
      release();
      throw err;
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-gw-'));
  const url = `sqlite:${path.join(dir, 'test.sqlite')}`;
  const db = await connectDatabase(url);
  await migrate(db);
  return {
    db,
    url,
    dialect: 'sqlite',
    dispose: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
