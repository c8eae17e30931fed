import { injectEndpoints } from '@cartlift/admin-kit';
import type { ActivateBody, ActivationResult, CartStatus } from '@cartlift/domain';

/** cart-and-shop.md §4: the status is polled every 6 seconds while the page is open. */
export const CART_STATUS_POLL_MS = 6000;

const CAMPAIGN_IDS = /* GraphQL */ `
  query CartSetupCampaigns($userId: String!) {
    campaigns(userId: $userId, limit: 1) {
      campaigns {
        id
      }
    }
  }
`;

/** Cart activation calls (cart-and-shop.md §7 POST /cart/activate, the script status check). */
export const activationApi = injectEndpoints('mfe-cart-setup/activation', (build) => ({
  getCartStatus: build.query<CartStatus, void>({
    query: () => ({ url: '/cart/status' }),
    providesTags: [{ type: 'ShopSettings', id: 'STATUS' }],
  }),
  activateCart: build.mutation<ActivationResult, ActivateBody>({
    query: (body) => ({ url: '/cart/activate', method: 'POST', body }),
    // The status, and the shop's settings (active) the form follows.
    invalidatesTags: ['ShopSettings', 'Shop'],
  }),
  /** Whether the shop has any campaign yet (the 'Cart is live!' banner asks for the first one). */
  hasCampaign: build.query<boolean, string>({
    query: (userId) => ({ document: CAMPAIGN_IDS, variables: { userId } }),
    transformResponse: (data: { campaigns: { campaigns: { id: string }[] } | null }) => (data.campaigns?.campaigns.length ?? 0) > 0,
    providesTags: [{ type: 'Campaign', id: 'LIST' }],
  }),
}));

export const { useGetCartStatusQuery, useActivateCartMutation, useHasCampaignQuery } = activationApi;
