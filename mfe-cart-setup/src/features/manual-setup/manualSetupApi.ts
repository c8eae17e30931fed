import { injectEndpoints } from '@cartlift/admin-kit';
import type { CartLinks, CartLinksBody, StorefrontPage } from '@cartlift/domain';


/** Manual Setup calls (cart-and-shop.md §7 GET /storeFront, POST /cart/links). */
export const manualSetupApi = injectEndpoints('mfe-cart-setup/manual-setup', (build) => ({
  getStorefrontPage: build.query<StorefrontPage, { shop: string; origin: string }>({
    query: ({ shop, origin }) => ({ url: '/storeFront', params: { shop, manual_setup: true, origin } }),
  }),
  saveCartLinks: build.mutation<CartLinks, CartLinksBody>({
    query: (body) => ({ url: '/cart/links', method: 'POST', body }),
    invalidatesTags: ['ShopSettings'],
  }),
}));

export const { useGetStorefrontPageQuery, useSaveCartLinksMutation } = manualSetupApi;
