import { QueryTypes, type Transaction } from 'sequelize';
import type { Database } from './connection';
import { driverSelect } from './driverSelect';

/**
 * Records that the storefront API's answers for the shop changed (shops.public_version + 1). Runs inside the write's
 * own transaction, so a process that reads the new version also reads the write.
 */
export async function bumpPublicVersion(db: Database, shop: string, transaction: Transaction): Promise<void> {
  await db.sequelize.query('UPDATE shops SET public_version = public_version + 1 WHERE id = ?', {
    replacements: [shop],
    transaction,
    type: QueryTypes.UPDATE,
  });
}

/** The shop's public version (a primary-key read), or undefined for a shop that is not stored. */
export async function readPublicVersion(db: Database, shop: string): Promise<number | undefined> {
  const rows = await driverSelect(db, 'SELECT public_version FROM shops WHERE id = ?', [shop]);
  return rows[0] === undefined ? undefined : Number(rows[0].public_version);
}
