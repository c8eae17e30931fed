import { adminConfig } from '@cartlift/admin-kit';
import { DEFAULT_MONEY_FORMAT } from '@cartlift/domain';
import { multiCurrencyModeOf, useCampaignShopQuery } from './shopApi';

/** The shop facts the editor needs, with safe fallbacks while the shop loads. */
export function useCampaignShop() {
  const { data } = useCampaignShopQuery(adminConfig().shop);
  return {
    currency: data?.currency ?? 'USD',
    moneyFormat: data?.money_format ?? DEFAULT_MONEY_FORMAT,
    presentmentCurrencies: data?.enabled_presentment_currencies ?? [],
    multiCurrencyMode: multiCurrencyModeOf(data),
    settings: data?.settings ?? {},
  };
}
