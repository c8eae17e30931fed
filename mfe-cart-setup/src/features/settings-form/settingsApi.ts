import { injectEndpoints, restMutation } from '@cartlift/admin-kit';
import type { Shop, UpdateShopSettingsInput } from '@cartlift/domain';
import { ADMIN_REST } from '@cartlift/domain/api/adminRest';

/** The shop as the settings screens of this remote read it (the fields SHOP_QUERY asks for, cart-and-shop.md §3). */
export type SettingsShop = Pick<
  Shop,
  | 'id'
  | 'settings'
  | 'settingsSaved'
  | 'cod_settings'
  | 'custom_links'
  | 'custom_atcs'
  | 'first_cart_turn_on'
  | 'draftCheckoutAvailable'
  | 'money_format'
  | 'currency'
>;

const SHOP_QUERY = /* GraphQL */ `
  query SettingsShop($id: String!) {
    shop(id: $id) {
      id
      settings
      settingsSaved
      cod_settings
      custom_links
      custom_atcs
      first_cart_turn_on
      draftCheckoutAvailable
      money_format
      currency
    }
  }
`;

const SAVE_SETTINGS = /* GraphQL */ `
  mutation SaveShopSettings($id: String!, $input: JSON!) {
    updateShopSettings(id: $id, input: $input) {
      id
      settingsSaved
    }
  }
`;

/** Shop settings reads and writes shared by Cart Setup, checkout settings and the screens of this remote. */
export const settingsApi = injectEndpoints('mfe-cart-setup/settings', (build) => ({
  getSettingsShop: build.query<SettingsShop | null, string>({
    query: (id) => ({ document: SHOP_QUERY, variables: { id } }),
    transformResponse: (data: { shop: SettingsShop | null }) => data.shop,
    providesTags: (_r, _e, id) => [{ type: 'ShopSettings', id }],
  }),
  /**
   * cart-and-shop.md §7 update shop settings: any of the domain's update kinds (the cart-and-shop.md §4 save payload,
   * {cod_settings}, {sticky_cart}, one-time flags); the shop is refetched.
   */
  saveShopSettings: build.mutation<Pick<Shop, 'id' | 'settingsSaved'>, { id: string; input: UpdateShopSettingsInput }>({
    query: ({ id, input }) => ({ document: SAVE_SETTINGS, variables: { id, input } }),
    transformResponse: (data: { updateShopSettings: Pick<Shop, 'id' | 'settingsSaved'> }) => data.updateShopSettings,
    invalidatesTags: (_r, _e, { id }) => [
      { type: 'ShopSettings', id },
      { type: 'Shop', id },
    ],
  }),
  /** cart-and-shop.md §7 POST /uploadImage. */
  uploadImage: restMutation(build, ADMIN_REST.uploadImage),
}));

export const { useGetSettingsShopQuery, useSaveShopSettingsMutation, useUploadImageMutation } = settingsApi;
