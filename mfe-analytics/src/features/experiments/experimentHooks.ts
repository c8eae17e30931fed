import { adminConfig, errorMessageOf } from '@cartlift/admin-kit';
import { DASHBOARD_DEFAULT_ZONE, DEFAULT_MONEY_FORMAT } from '@cartlift/domain';
import { useDashboardShopQuery } from '../dashboard/dashboardApi';
import { useExperimentDraftCartsQuery, type ExperimentDraftCart } from './experimentsApi';

/** The shop's money format, currency and zone (the Dashboard's call, shared through the cache). */
export function useExperimentShop() {
  const shop = useDashboardShopQuery(adminConfig().shop);
  return {
    moneyFormat: shop.data?.money_format ?? DEFAULT_MONEY_FORMAT,
    currency: shop.data?.currency ?? '',
    zone: shop.data?.iana_timezone ?? DASHBOARD_DEFAULT_ZONE,
  };
}

/** The shop's draft carts, for the variant picker and the variant's name; a failure leaves the theme's cart. */
export function useDraftCarts(): { drafts: readonly ExperimentDraftCart[]; loading: boolean; error: string | null } {
  const drafts = useExperimentDraftCartsQuery();
  return { drafts: drafts.data ?? [], loading: drafts.isLoading, error: drafts.isError ? errorMessageOf(drafts.error) : null };
}

