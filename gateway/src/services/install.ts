import { isTimeZone } from '@cartlift/domain';
import type { AppDeps } from '../context';
import { bumpPublicVersion } from '../db/publicVersion';
import { grantColumns } from '../db/shopTokens';
import type { AccessTokenGrant } from '../shopify/adminApi';
import { domainOrigins } from '../shopify/storefrontOrigins';
import { lockShopIfAny } from './cartLocks';
import { syncAfterSave } from './discountSync';

const SHOP_INFO = `query CartliftShopInfo {
  shop { name myshopifyDomain primaryDomain { url } currencyCode ianaTimezone enabledPresentmentCurrencies currencyFormats { moneyFormat moneyWithCurrencyFormat } }
}`;

interface ShopInfo {
  shop: {
    name: string;
    primaryDomain?: { url?: string } | null;
    currencyCode: string;
    ianaTimezone?: string | null;
    enabledPresentmentCurrencies: string[];
    currencyFormats: { moneyFormat: string; moneyWithCurrencyFormat: string };
  };
}

/**
 * The storefront origins besides https://<shop> that may call the public API (CORS): the shop's primary domain when it
 * is a custom https domain. Shopify serves the storefront there, so without it the cart's calls would be refused.
 */
export function storefrontOriginsOf(shop: string, primaryDomainUrl: string | undefined): string[] {
  return domainOrigins(shop, [primaryDomainUrl]);
}

/**
 * Stores an offline token (with its expiry and refresh token when it expires) after OAuth or token exchange and marks the shop installed; settings and campaigns of a
 * returning shop are kept. Then copies name, currency, money format, time zone and the custom storefront domain from the Admin
 * API (best effort; a reinstall or token exchange refreshes them), and syncs the shop's discount (discountSync.ts).
 */
export async function installShop(deps: AppDeps, shop: string, grant: AccessTokenGrant): Promise<void> {
  const { db } = deps;
  await db.write(async (transaction) => {
    const row = await lockShopIfAny(deps, shop, transaction);
    const fields = { ...grantColumns(grant), scope: grant.scope, installed: true, uninstalled_at: null };
    if (row)
      await row.update({ ...fields, installed_at: row.installed ? row.installed_at : new Date() }, { transaction });
    else await db.models.Shop.create({ id: shop, user_id: shop, installed_at: new Date(), ...fields }, { transaction });
    await bumpPublicVersion(db, shop, transaction);
  });
  try {
    const info = await deps.adminApi.graphql<ShopInfo>(shop, grant.access_token, SHOP_INFO);
    await db.write(async (transaction) => {
      await db.models.Shop.update(
        {
          name: info.shop.name,
          currency: info.shop.currencyCode,
          // The dashboard's days; a zone this runtime cannot use keeps what was stored.
          ...(isTimeZone(info.shop.ianaTimezone) ? { iana_timezone: info.shop.ianaTimezone } : {}),
          money_format: info.shop.currencyFormats.moneyFormat,
          money_with_currency_format: info.shop.currencyFormats.moneyWithCurrencyFormat,
          enabled_presentment_currencies: info.shop.enabledPresentmentCurrencies,
          storefront_origins: storefrontOriginsOf(shop, info.shop.primaryDomain?.url),
        },
        { where: { id: shop }, transaction },
      );
      await bumpPublicVersion(db, shop, transaction);
    });
  } catch (err) {
    deps.logger.warn({ err, shop }, 'could not read shop info after install');
  }
  deps.lookupCache.invalidate(shop);
  // The shop's one automatic discount (Cartlift's Discount Function) with its campaigns; a failure is recorded on
  // the shop and retried, and never fails the install.
  await syncAfterSave(deps, shop);
}
