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

/** The whole content of the given tables, as one comparable string: a bad request must leave it byte for byte. */
export function snapshot(db: MariaDb, tables: readonly string[], database = 'cartlift_rel'): string {
  // One client run for all tables: the bad-input run takes a snapshot around every case.
  return db.sql(tables.map((t) => `SELECT '== ${t}'; SELECT * FROM ${database}.\`${t}\` ORDER BY 1;`).join(' '));
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
