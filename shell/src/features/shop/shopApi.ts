import { CAMPAIGN_SUMMARY_TAG, injectEndpoints } from '@cartlift/admin-kit';
import type { CartStatus } from '@cartlift/domain';

/** The shop fields the shell reads (sidebar, getting started, banners); the gateway's Shop type has more. */
export interface ShellShop {
  id: string;
  userId: string;
  name: string | null;
  enabled_presentment_currencies: string[];
  settings: { active?: boolean; draft_checkout?: boolean } & Record<string, unknown>;
  first_cart_turn_on: boolean;
  welcome_video_watched: boolean;
  multi_currency_checkout_alerted: boolean;
  draft_checkout_alerted: boolean;
  /**
   * cart-and-shop.md §2: while false the billing remote's welcome modal (the install charge) is shown over every
   * screen.
   */
  chargeAccepted: boolean;
}

/** What the shell needs of the campaigns: how many there are (the sidebar's links) and how many are on (step 3). */
export interface CampaignSummary {
  total: number;
  active: number;
}

const SHOP_QUERY = /* GraphQL */ `
  query ShellShop($id: String!) {
    shop(id: $id) {
      id
      userId
      name
      enabled_presentment_currencies
      settings
      first_cart_turn_on
      welcome_video_watched
      multi_currency_checkout_alerted
      draft_checkout_alerted
      chargeAccepted
    }
  }
`;

// Counted by the gateway over every campaign: a page of the list would miss an active campaign older than the page.
const CAMPAIGN_SUMMARY_QUERY = /* GraphQL */ `
  query ShellCampaignSummary($userId: String!) {
    campaignSummary(userId: $userId) {
      total
      active
    }
  }
`;

const UPDATE_SHOP_PROP = /* GraphQL */ `
  mutation UpdateShopProp($id: String!, $input: JSON!) {
    updateShopProp(id: $id, input: $input) {
      id
    }
  }
`;

/** Shop-level calls of the shell. */
export const shopApi = injectEndpoints('shell/shop', (build) => ({
  /** null when the gateway knows no such shop (not installed). */
  getShop: build.query<ShellShop | null, string>({
    query: (id) => ({ document: SHOP_QUERY, variables: { id } }),
    transformResponse: (data: { shop: ShellShop | null }) => data.shop,
    providesTags: (_r, _e, id) => [{ type: 'Shop', id }],
  }),
  getCampaignSummary: build.query<CampaignSummary, string>({
    query: (userId) => ({ document: CAMPAIGN_SUMMARY_QUERY, variables: { userId } }),
    transformResponse: (data: { campaignSummary: CampaignSummary }) => data.campaignSummary,
    // Every campaign write invalidates it (the campaigns remote's create, save, toggle and remove).
    providesTags: [CAMPAIGN_SUMMARY_TAG],
  }),
  /** GET /cart/status: the cart is active when the merchant's switch and the theme's app embed are both on. */
  getCartActive: build.query<Pick<CartStatus, 'active'>, void>({
    query: () => ({ url: '/cart/status' }),
    providesTags: [{ type: 'ShopSettings', id: 'STATUS' }],
  }),
  updateShopProp: build.mutation<{ id: string }, { id: string; input: Record<string, unknown> }>({
    query: ({ id, input }) => ({ document: UPDATE_SHOP_PROP, variables: { id, input } }),
    invalidatesTags: (_r, _e, { id }) => [{ type: 'Shop', id }],
  }),
}));

export const { useGetShopQuery, useGetCampaignSummaryQuery, useGetCartActiveQuery, useUpdateShopPropMutation } = shopApi;
