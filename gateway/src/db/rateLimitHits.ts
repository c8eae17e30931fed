import { QueryTypes } from 'sequelize';
import type { Database } from './connection';

/** A limiter key's counter after an increment: hits in its window and when that window ends (epoch ms). */
export interface HitCount {
  hits: number;
  expiresAt: number;
}

/**
 * Adds hits to each key's shared counter in one atomic upsert and answers every key's count after it (this call's own
 * hits included). A key's window begins with its first hit and lasts windowMs (as express-rate-limit's memory store);
 * a counter whose window has ended starts over. SQLite: one INSERT ... ON CONFLICT ... RETURNING. MySQL: the upsert and
 * the read in one transaction, so the rows stay locked by us between them and the count read is exactly the one our
 * increment produced. Keys go in sorted order so two processes lock rows in the same order and cannot deadlock.
 */
export async function addHits(
  db: Database,
  increments: ReadonlyMap<string, number>,
  now: number,
  windowMs: number,
): Promise<Map<string, HitCount>> {
  const keys = [...increments.keys()].sort();
  const counts = new Map<string, HitCount>();
  if (keys.length === 0) return counts;
  const values = keys.map(() => '(?, ?, ?)').join(', ');
  const replacements = keys.flatMap((k) => [k, increments.get(k), now + windowMs]);
  const insert = `INSERT INTO rate_limit_hits (key_hash, hits, expires_at) VALUES ${values}`;
  // MySQL evaluates these left to right and a later one sees an earlier one's new value: expires_at goes last so the
  // hits assignment still compares against the old window's end (SQLite reads old values throughout).
  const ended = `expires_at <= ${Number(now)}`;
  let read: Array<{ key_hash: string; hits: number | string; expires_at: number | string }>;
  if (db.dialect === 'sqlite') {
    // Sequelize runs SQL that starts with "insert into" without reading rows back; the leading comment keeps them.
    read = await db.sequelize.query(
      `/* counted */ ${insert} ON CONFLICT (key_hash) DO UPDATE SET ` +
        `hits = CASE WHEN ${ended} THEN excluded.hits ELSE hits + excluded.hits END, ` +
        `expires_at = CASE WHEN ${ended} THEN excluded.expires_at ELSE expires_at END ` +
        'RETURNING key_hash, hits, expires_at',
      { replacements, type: QueryTypes.SELECT },
    );
  } else {
    read = await db.sequelize.transaction(async (transaction) => {
      await db.sequelize.query(
        `${insert} ON DUPLICATE KEY UPDATE ` +
          `hits = IF(${ended}, VALUES(hits), hits + VALUES(hits)), ` +
          `expires_at = IF(${ended}, VALUES(expires_at), expires_at)`,
        { replacements, transaction, type: QueryTypes.INSERT },
      );
      return db.sequelize.query(
        `SELECT key_hash, hits, expires_at FROM rate_limit_hits WHERE key_hash IN (${keys.map(() => '?').join(', ')})`,
        { replacements: keys, transaction, type: QueryTypes.SELECT },
      );
    });
  }
  for (const r of read) counts.set(r.key_hash, { hits: Number(r.hits), expiresAt: Number(r.expires_at) });
  return counts;
}

/** Takes one hit back from a key's current window (a request the limiter was told not to count). */
export async function removeHit(db: Database, keyHash: string, now: number): Promise<void> {
  await db.sequelize.query(
    'UPDATE rate_limit_hits SET hits = hits - 1 WHERE key_hash = ? AND expires_at > ? AND hits > 0',
    { replacements: [keyHash, now], type: QueryTypes.UPDATE },
  );
}

/** Forgets a key's counter. */
export async function resetHits(db: Database, keyHash: string): Promise<void> {
  await db.sequelize.query('DELETE FROM rate_limit_hits WHERE key_hash = ?', {
    replacements: [keyHash],
    type: QueryTypes.DELETE,
  });
}

/** Deletes the counters whose window ended before now. */
export async function deleteExpiredHits(db: Database, now: number): Promise<void> {
  await db.sequelize.query('DELETE FROM rate_limit_hits WHERE expires_at < ?', {
    replacements: [now],
    type: QueryTypes.DELETE,
  });
}
