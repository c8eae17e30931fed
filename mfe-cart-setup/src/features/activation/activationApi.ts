import { injectEndpoints, restMutation, restQuery } from '@cartlift/admin-kit';
import { ADMIN_REST } from '@cartlift/domain/api/adminRest';

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
  getCartStatus: restQuery(build, ADMIN_REST.cartStatus, { providesTags: [{ type: 'ShopSettings', id: 'STATUS' }] }),
  // Invalidates the status, and the shop's settings (active) the form follows.
  activateCart: restMutation(build, ADMIN_REST.activateCart, { invalidatesTags: ['ShopSettings', 'Shop'] }),
  /** Whether the shop has any campaign yet (the 'Cart is live!' banner asks for the first one). */
  hasCampaign: build.query<boolean, string>({
    query: (userId) => ({ document: CAMPAIGN_IDS, variables: { userId } }),
    transformResponse: (data: { campaigns: { campaigns: { id: string }[] } | null }) => (data.campaigns?.campaigns.length ?? 0) > 0,
    providesTags: [{ type: 'Campaign', id: 'LIST' }],
  }),
}));

export const { useGetCartStatusQuery, useActivateCartMutation, useHasCampaignQuery } = activationApi;
