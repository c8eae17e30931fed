import { setupGuideProgress, type SetupGuideProgress } from '@cartlift/domain';
import { useLocalFlag } from '@cartlift/admin-kit';
import { useShell } from '../../app/shellContext';
import { useGetCampaignSummaryQuery, useGetCartActiveQuery, useGetShopQuery } from '../shop/shopApi';

/** The setup guide's state from the shop (cart active), its campaigns (one active) and the local flag (design reviewed). */
export function useSetupGuide(): { progress: SetupGuideProgress; isLoading: boolean; error: unknown; campaignCount: number } {
  const { shop } = useShell();
  // Network-only, as the spec asks of the sidebar: the cart state may have changed in another screen or tab.
  const shopQuery = useGetShopQuery(shop, { refetchOnMountOrArgChange: true });
  // Also asked again on mount, like the cart status: a campaign may have been toggled in another tab.
  const campaigns = useGetCampaignSummaryQuery(shop, { refetchOnMountOrArgChange: true });
  const [firstCartTurnOn] = useLocalFlag(shop, 'first_cart_turn_on');
  // Task 2 follows the real status: the switch and the theme's app embed (the store is asked each time).
  const cartStatus = useGetCartActiveQuery(undefined, { refetchOnMountOrArgChange: true });
  return {
    progress: setupGuideProgress({
      // Stored locally by Cart Setup; the shop's own flag covers another browser.
      firstCartTurnOn: firstCartTurnOn || shopQuery.data?.first_cart_turn_on === true,
      cartActive: cartStatus.data?.active === true,
      hasActiveCampaign: (campaigns.data?.active ?? 0) > 0,
    }),
    isLoading: shopQuery.isLoading || campaigns.isLoading,
    error: shopQuery.error ?? campaigns.error ?? (shopQuery.data === null ? new Error('Shop not found') : undefined),
    campaignCount: campaigns.data?.total ?? 0,
  };
}
