import { injectEndpoints } from '@cartlift/admin-kit';
import { isMultiCurrencyMode, type DiscountSync, type Shop } from '@cartlift/domain';

/**
 * The shop fields the campaign screens need (those SHOP asks for): money format, currencies, the multi-currency
 * setting, the one-time "first New Campaign click" (campaigns.md §4), and whether Shopify's checkout applies the saved
 * campaigns (the shop's Discount Function discount, issue 21).
 */
export type CampaignShop = Pick<
  Shop,
  'id' | 'money_format' | 'currency' | 'enabled_presentment_currencies' | 'settings' | 'first_new_campaign_click'
> & { discountSync: Pick<DiscountSync, 'state' | 'lastError' | 'warning'> };

const SHOP = /* GraphQL */ `
  query CampaignShop($id: String!) {
    shop(id: $id) {
      id money_format currency enabled_presentment_currencies settings first_new_campaign_click
      discountSync { state lastError warning }
    }
  }
`;

/** The shop query the dashboard and the editor share (its own module so neither feature reaches into the other). */
export const shopApi = injectEndpoints('mfe-campaigns/shop', (build) => ({
  campaignShop: build.query<CampaignShop, string>({
    query: (id) => ({ document: SHOP, variables: { id } }),
    transformResponse: (data: { shop: CampaignShop | null }) => {
      if (!data.shop) throw new Error('Shop not found');
      return data.shop;
    },
    providesTags: (_r, _e, id) => [{ type: 'Shop', id }],
  }),
}));

export const { useCampaignShopQuery } = shopApi;

/** Multi-currency mode as the row warnings mean it (the domain's rule, the one the storefront lookup applies). */
export const multiCurrencyModeOf = (shop: CampaignShop | undefined): boolean =>
  !!shop && isMultiCurrencyMode(shop.settings, shop.enabled_presentment_currencies);
