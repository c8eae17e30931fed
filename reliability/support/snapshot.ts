import mysql from 'mysql2/promise';
import type { MariaDb } from './processes';

/**
 * Every table of the gateway's database (new migrations' tables included) but the migration log and the shared
 * rate-limit counters, which count every request, refused ones too, as a limiter must.
 */
export function gatewayTables(db: MariaDb, database = 'cartlift_rel'): string[] {
  return db
    .sql(`SELECT table_name FROM information_schema.tables WHERE table_schema = '${database}' ORDER BY 1`)
    .split('\n')
    .filter((t) => t !== '' && !/meta$/i.test(t) && t !== 'rate_limit_hits');
}

/** Takes snapshots of the given tables over one connection; close() ends it. */
export interface Snapshots {
  /** The whole content of the tables, as one comparable string: a bad request must leave it byte for byte. */
  take(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Opens one root connection on the server's socket for the run's snapshots: the bad-input run takes one around every
 * case, and a client process per snapshot (the `mariadb` command) cost about 60 ms each, most of that run's time.
 * Values are read as the server stores them (dates and big numbers as strings, rows as arrays in column order).
 */
export async function openSnapshots(db: MariaDb, tables: readonly string[], database = 'cartlift_rel'): Promise<Snapshots> {
  const connection = await mysql.createConnection({
    socketPath: db.socket,
    user: 'root',
    database,
    multipleStatements: true,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    rowsAsArray: true,
  });
  const statement = tables.map((t) => `SELECT * FROM \`${t}\` ORDER BY 1`).join('; ');
  return {
    async take() {
      const [results] = await connection.query(statement);
      // One table answers one result set; several answer an array of them.
      const sets = (tables.length === 1 ? [results] : results) as unknown[][];
      return tables.map((t, i) => `== ${t}\n${JSON.stringify(sets[i])}\n`).join('');
    },
    close: () => connection.end(),
  };
}

/** The tables whose content differs between two snapshots. */
export function changedTables(before: string, after: string): string[] {
  const parts = (s: string): Map<string, string> =>
    new Map(
      s
        .split(/^== /m)
        .filter(Boolean)
        .map((p) => [p.slice(0, p.indexOf('\n')), p]),
    );
  const a = parts(before);
  const b = parts(after);
  return [...a.keys()].filter((k) => a.get(k) !== b.get(k));
}
