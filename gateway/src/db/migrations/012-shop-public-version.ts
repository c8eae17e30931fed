import { DataTypes, type QueryInterface } from 'sequelize';
import { dropColumn } from '../dropColumn';

/**
 * Issue 25: the shop's public version, bumped in the same transaction as every write that changes what the storefront
 * API answers for the shop. Each gateway process reads it (a primary-key read, at most once a second per shop) and drops
 * its cached answers for the shop when it moved, so a save made through one process reaches every process within
 * about a second instead of the cache's minute (gateway README, "Public lookup cache").
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('shops', 'public_version', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await dropColumn(qi, 'shops', 'public_version');
}
