import { DataTypes, type QueryInterface } from 'sequelize';
import { dropColumn } from '../dropColumn';

/**
 * Issue 22: the shop's time zone as Shopify names it (`shop.ianaTimezone`, e.g. "Australia/Sydney"), read at install.
 * Dashboard days are that zone's calendar days; a shop without one (installed before this) keeps the spec's UTC+10.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('shops', 'iana_timezone', { type: DataTypes.STRING(64), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await dropColumn(qi, 'shops', 'iana_timezone');
}
