import type { Database } from './connection';

/** A row as the driver hands it back: column name → value (JSON documents as text, flags as 0/1 or booleans). */
export type DriverRow = Record<string, unknown>;

type RowsCallback = (err: Error | null, rows: unknown) => void;

/** What the two drivers' connections offer for a read (sqlite3's Database, mysql2's callback Connection). */
interface SqliteConnection {
  all(sql: string, params: readonly unknown[], callback: RowsCallback): void;
}
interface MysqlConnection {
  query(sql: string, params: readonly unknown[], callback: RowsCallback): void;
}

/** Sequelize keeps its constructor options on the instance; its typings leave them out. */
interface SequelizeWithOptions {
  options: { logging?: false | ((sql: string) => void) };
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
    return await new Promise<DriverRow[]>((resolve, reject) => {
      const done: RowsCallback = (err, rows) => (err ? reject(err) : resolve(rows as DriverRow[]));
      if (db.dialect === 'sqlite') (connection as unknown as SqliteConnection).all(sql, params, done);
      else (connection as unknown as MysqlConnection).query(sql, params, done);
    });
  } finally {
    manager.releaseConnection(connection);
  }
}
