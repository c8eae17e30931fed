import { injectEndpoints, restMutation, restQuery } from '@cartlift/admin-kit';
import { ADMIN_REST } from '@cartlift/domain/api/adminRest';

/** Manual Setup calls (cart-and-shop.md §7 GET /storeFront, POST /cart/links). */
export const manualSetupApi = injectEndpoints('mfe-cart-setup/manual-setup', (build) => ({
  getStorefrontPage: restQuery(build, ADMIN_REST.storefrontPage, {
    request: ({ shop, origin }: { shop: string; origin: string }) => ({ shop, manual_setup: true, origin }),
  }),
  saveCartLinks: restMutation(build, ADMIN_REST.saveCartLinks, { invalidatesTags: ['ShopSettings'] }),
}));

export const { useGetStorefrontPageQuery, useSaveCartLinksMutation } = manualSetupApi;
