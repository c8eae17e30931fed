import { injectEndpoints } from '@cartlift/admin-kit';

/** GET /cart/status: the merchant's switch, the theme's app embed, and both together. */
export interface CartStatus {
  enabled: boolean;
  embedEnabled: boolean;
  active: boolean;
  checkFailed: boolean;
  editorUrl: string;
}

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
  activateCart: build.mutation<{ success: true; active: boolean; first_cart_turn_on: boolean }, { active: boolean; rtl?: boolean }>({
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
