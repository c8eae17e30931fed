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

/** One lock per database server: test runs against different MariaDB servers (other ports) never wait on each other. */
function lockPathFor(url: string): string {
  const server = new URL(url).port || 'default';
  return path.join(os.tmpdir(), `cartlift-gateway-mariadb-${server}.lock`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * MariaDB: every test file shares the one database with-mariadb.sh creates (its user may not create others), so a
 * file takes an exclusive lock across jest workers, drops every table and migrates from scratch. A lock left by a
 * dead process is taken over.
 */
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

async function dropAllTables(db: Database): Promise<void> {
  const [rows] = await db.sequelize.query('SHOW TABLES');
  await db.sequelize.query('SET FOREIGN_KEY_CHECKS = 0');
  for (const row of rows as Array<Record<string, string>>) {
    await db.sequelize.query(`DROP TABLE \`${Object.values(row)[0]}\``);
  }
  await db.sequelize.query('SET FOREIGN_KEY_CHECKS = 1');
}

/** MYSQL_URL set → the MariaDB it names; otherwise a new SQLite file in a temp dir. Migrated either way. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const mysql = process.env.MYSQL_URL;
  if (mysql) {
    const release = await acquireLock(mysql);
    try {
      const db = await connectDatabase(mysql);
      await dropAllTables(db);
      await migrate(db);
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
