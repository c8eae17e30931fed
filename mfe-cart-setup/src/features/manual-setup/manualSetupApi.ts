import { injectEndpoints } from '@cartlift/admin-kit';
import type { CustomAtc, CustomLink } from '@cartlift/domain';

/** GET /storeFront: the shop's page for the frame, scripts removed. */
export interface StorefrontPage {
  url: string;
  html: string;
  cartScriptFound: boolean;
}

/** Manual Setup calls (cart-and-shop.md §7 GET /storeFront, POST /cart/links). */
export const manualSetupApi = injectEndpoints('mfe-cart-setup/manual-setup', (build) => ({
  getStorefrontPage: build.query<StorefrontPage, { shop: string; origin: string }>({
    query: ({ shop, origin }) => ({ url: '/storeFront', params: { shop, manual_setup: true, origin } }),
  }),
  saveCartLinks: build.mutation<unknown, { custom_links: CustomLink[]; custom_atcs: CustomAtc[] }>({
    query: (body) => ({ url: '/cart/links', method: 'POST', body }),
    invalidatesTags: ['ShopSettings'],
  }),
}));

export const { useGetStorefrontPageQuery, useSaveCartLinksMutation } = manualSetupApi;
