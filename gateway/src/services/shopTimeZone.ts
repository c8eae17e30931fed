import { DASHBOARD_DEFAULT_ZONE, isTimeZone } from '@cartlift/domain';
import type { Transaction } from 'sequelize';
import type { Database } from '../db/connection';

/** The zone a shop's dashboard days are counted in: Shopify's ianaTimezone as stored, else the spec's UTC+10. */
export const timeZoneOf = (row: { iana_timezone: string | null } | null): string =>
  row && isTimeZone(row.iana_timezone) ? row.iana_timezone : DASHBOARD_DEFAULT_ZONE;

/** Reads the zone of a shop (one primary-key read of one column), inside `transaction` when one is open. */
export async function readShopTimeZone(db: Database, shop: string, transaction?: Transaction): Promise<string> {
  return timeZoneOf(await db.models.Shop.findByPk(shop, { attributes: ['iana_timezone'], transaction }));
}
