import { CAMPAIGN_SUMMARY_TAG, injectEndpoints, restQuery } from '@cartlift/admin-kit';
import type { CampaignSummary, CartStatus, Shop, ShopPropInput } from '@cartlift/domain';
import { ADMIN_REST } from '@cartlift/domain/api/adminRest';

/**
 * The shop fields the shell reads (sidebar, getting started, banners; chargeAccepted false shows the billing remote's
 * welcome modal over every screen, cart-and-shop.md §2): those SHOP_QUERY asks for.
 */
export type ShellShop = Pick<
  Shop,
  | 'id'
  | 'userId'
  | 'name'
  | 'enabled_presentment_currencies'
  | 'settings'
  | 'first_cart_turn_on'
  | 'welcome_video_watched'
  | 'multi_currency_checkout_alerted'
  | 'draft_checkout_alerted'
  | 'chargeAccepted'
>;

/** What the shell needs of the campaigns: how many there are (the sidebar's links) and how many are on (step 3). */
export type { CampaignSummary };

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
  getCartActive: restQuery(build, ADMIN_REST.cartStatus, {
    transformResponse: ({ active }): Pick<CartStatus, 'active'> => ({ active }),
    providesTags: [{ type: 'ShopSettings', id: 'STATUS' }],
  }),
  updateShopProp: build.mutation<Pick<Shop, 'id'>, { id: string; input: ShopPropInput }>({
    query: ({ id, input }) => ({ document: UPDATE_SHOP_PROP, variables: { id, input } }),
    transformResponse: (data: { updateShopProp: Pick<Shop, 'id'> }) => data.updateShopProp,
    invalidatesTags: (_r, _e, { id }) => [{ type: 'Shop', id }],
  }),
}));

export const { useGetShopQuery, useGetCampaignSummaryQuery, useGetCartActiveQuery, useUpdateShopPropMutation } = shopApi;
