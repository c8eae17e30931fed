import type { Database } from './connection';
import { driverSelect } from './driverSelect';

/**
 * The persisted lookup snapshots (migration 015, services/lookupSnapshot.ts): one row per shop, its body the prepared
 * campaigns as text, answering only for the public version it was built at, within the lookup cache's time to live.
 */

/** The shop's public version now, and its snapshot's body if one was built at that version no earlier than `freshFrom`. */
export interface LookupSnapshotRead {
  /** shops.public_version as this read saw it; undefined for a shop that is not stored. */
  version: number | undefined;
  body: string | undefined;
}

/**
 * The shop's snapshot beside its row (`shops s`), if it answers for the row's version (the one `?` is its earliest
 * built_at): what readLookupSnapshot and the cold shop read (publicReads.ts) join.
 */
export const SNAPSHOT_AT_SHOP_VERSION =
  'LEFT JOIN lookup_snapshots l ON l.shop_id = s.id AND l.version = s.public_version AND l.built_at >= ?';

/**
 * Reads the shop's current public version and, in the same statement, its snapshot if it answers for that version (a
 * process's own idea of the version can trail a write it made itself: its cache is dropped at once, the version it
 * read stays until its next check).
 */
export async function readLookupSnapshot(db: Database, shop: string, freshFrom: number): Promise<LookupSnapshotRead> {
  const [row] = await driverSelect(
    db,
    `SELECT s.public_version, l.body FROM shops s ${SNAPSHOT_AT_SHOP_VERSION} WHERE s.id = ?`,
    [freshFrom, shop],
  );
  if (row === undefined) return { version: undefined, body: undefined };
  return { version: Number(row.public_version), body: row.body === null || row.body === undefined ? undefined : String(row.body) };
}

/**
 * Stores the shop's snapshot built at `version`. Two processes may build one at once, or one at an older version late:
 * a row is replaced only by one of the same or a newer version, so a late writer never puts back an older build.
 */
export async function writeLookupSnapshot(db: Database, shop: string, version: number, builtAt: number, body: string): Promise<void> {
  const sql =
    db.dialect === 'mysql'
      ? 'INSERT INTO lookup_snapshots (shop_id, version, built_at, body) VALUES (?, ?, ?, ?) ' +
        // MySQL assigns left to right: body and built_at are decided on the row's old version, then version moves.
        'ON DUPLICATE KEY UPDATE body = IF(VALUES(version) >= version, VALUES(body), body), ' +
        'built_at = IF(VALUES(version) >= version, VALUES(built_at), built_at), version = GREATEST(version, VALUES(version))'
      : 'INSERT INTO lookup_snapshots (shop_id, version, built_at, body) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT (shop_id) DO UPDATE SET version = excluded.version, built_at = excluded.built_at, body = excluded.body ' +
        'WHERE excluded.version >= lookup_snapshots.version';
  // Through db.write: on SQLite a write outside its queue would wait on the merchant's open write transaction.
  await db.write((transaction) => db.sequelize.query(sql, { replacements: [shop, version, builtAt, body], transaction }));
}
