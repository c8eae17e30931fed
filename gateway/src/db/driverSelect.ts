import type { Database } from './connection';

/** A row as the driver hands it back: column name → value (JSON documents as text, flags as 0/1 or booleans). */
export type DriverRow = Record<string, unknown>;

type RowsCallback = (err: Error | null, rows: unknown) => void;

/** What the two drivers' connections offer for a read (sqlite3's Database and Statement, mysql2's callback Connection). */
interface SqliteStatement {
  all(params: readonly unknown[], callback: RowsCallback): void;
  finalize(callback: () => void): void;
}
interface SqliteConnection {
  prepare(sql: string, callback: (err: Error | null) => void): SqliteStatement;
}
interface MysqlConnection {
  query(sql: string, params: readonly unknown[], callback: RowsCallback): void;
}

/** Sequelize keeps its constructor options on the instance; its typings leave them out. */
interface SequelizeWithOptions {
  options: { logging?: false | ((sql: string) => void) };
}

/**
 * SQLite statements prepared once per connection and SQL text (the hot path's few SELECTs), instead of once per call
 * as sqlite3's `Database.all` does. Measured 2026-11-28 on the cold lookup's read (a 32.5 KB snapshot row): 145 µs of
 * CPU per read at 10 at once against 53 µs prepared, the prepare and finalize on the driver's thread no longer paid
 * per call. Per Database: finalizeDriverSelects(db) finalizes them before the connection closes (SQLite refuses to
 * close a connection with statements left: SQLITE_BUSY).
 */
// Keyed by the Sequelize instance: what a Database is, whatever object (a test's proxy) stands for it.
const prepared = new WeakMap<Database['sequelize'], Map<SqliteConnection, Map<string, Promise<SqliteStatement>>>>();

/** The connection's statement for `sql`, prepared on first use (a failed prepare is not kept: the next call tries again). */
function statementFor(db: Database, connection: SqliteConnection, sql: string): Promise<SqliteStatement> {
  let ofDb = prepared.get(db.sequelize);
  if (!ofDb) prepared.set(db.sequelize, (ofDb = new Map()));
  let statements = ofDb.get(connection);
  if (!statements) ofDb.set(connection, (statements = new Map()));
  let ready = statements.get(sql);
  if (!ready) {
    // sqlite3 reports a failed prepare to this callback only: a statement run before it would never call back.
    ready = new Promise<SqliteStatement>((resolve, reject) => {
      const statement = connection.prepare(sql, (err) => (err ? reject(err) : resolve(statement)));
    });
    const kept = ready;
    const forget = (): void => {
      if (statements.get(sql) === kept) statements.delete(sql);
    };
    kept.catch(forget);
    statements.set(sql, kept);
  }
  return ready;
}

async function preparedAll(
  db: Database,
  connection: SqliteConnection,
  sql: string,
  params: readonly unknown[],
): Promise<DriverRow[]> {
  const statement = await statementFor(db, connection, sql);
  return new Promise<DriverRow[]>((resolve, reject) => {
    statement.all(params, (err, rows) => (err ? reject(err) : resolve(rows as DriverRow[])));
  });
}

/** Finalizes the statements driverSelect prepared on `db`'s SQLite connections; for db.close(), before they close. */
export async function finalizeDriverSelects(db: Database): Promise<void> {
  const ofDb = prepared.get(db.sequelize);
  prepared.delete(db.sequelize);
  const all = [...(ofDb?.values() ?? [])].flatMap((statements) => [...statements.values()]);
  const finalize = (statement: SqliteStatement) => new Promise<void>((resolve) => statement.finalize(resolve));
  // A statement whose prepare failed has nothing to finalize.
  await Promise.all(all.map((ready) => ready.then(finalize, () => undefined)));
}

/**
 * A SELECT on the storefront API's hot path, sent on a connection of Sequelize's own pool (the same connections, the
 * same pool limits and timeouts as every other query) but without Sequelize's query machinery. Measured on a shop's
 * cold lookup (issue 25, bench/RESULTS.md): `sequelize.query('SELECT 1')` cost 166-189 µs of CPU against 53 µs on the
 * driver, a Query object, a captured `Error().stack` and the logging hook per statement.
 * The driver's errors pass through unchanged, so `isDatabaseUnavailable` reads a lost or refused connection as
 * before (mysql2's codes; Sequelize's ConnectionError for a pool that cannot connect). Reads only: every write keeps
 * the models and `db.write`'s transactions.
 */
export async function driverSelect(db: Database, sql: string, params: readonly unknown[]): Promise<DriverRow[]> {
  const manager = db.sequelize.connectionManager;
  // The SQL trace (LOG_LEVEL=trace) keeps these statements, as when they went through sequelize.query.
  const { logging } = (db.sequelize as unknown as SequelizeWithOptions).options;
  if (typeof logging === 'function') logging(sql);
  // Sequelize's own choice of connection for a query outside a transaction: the pool's read side on MySQL, SQLite's
  // default connection.
  const connection = await manager.getConnection({ type: 'read' });
  try {
    if (db.dialect === 'sqlite') return await preparedAll(db, connection as unknown as SqliteConnection, sql, params);
    return await new Promise<DriverRow[]>((resolve, reject) => {
      (connection as unknown as MysqlConnection).query(sql, params, (err, rows) =>
        err ? reject(err) : resolve(rows as DriverRow[]),
      );
    });
  } finally {
    manager.releaseConnection(connection);
  }
}
