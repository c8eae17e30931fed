import { DataTypes, type QueryInterface } from 'sequelize';
import { dropColumn } from '../dropColumn';

/**
 * Issue 24: expiring offline tokens. Beside `access_token`: when it expires, the refresh token that renews it and when
 * that one expires (milliseconds kept: a renewal is decided minutes ahead, and tests shorten lifetimes to seconds).
 * Tokens are stored as `access_token` always was (plain, like Shopify's own session storage adapters); a shop
 * installed before keeps its non-expiring token (expiry null) until its next token exchange.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('shops', 'access_token_expires_at', { type: DataTypes.DATE(3), allowNull: true });
  await qi.addColumn('shops', 'refresh_token', { type: DataTypes.STRING(255), allowNull: true });
  await qi.addColumn('shops', 'refresh_token_expires_at', { type: DataTypes.DATE(3), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await dropColumn(qi, 'shops', 'refresh_token_expires_at');
  await dropColumn(qi, 'shops', 'refresh_token');
  await dropColumn(qi, 'shops', 'access_token_expires_at');
}
