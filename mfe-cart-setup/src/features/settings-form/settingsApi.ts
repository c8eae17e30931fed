import { api, type ApiError } from '@cartlift/admin-kit';
import type { CodSettings, CustomAtc, CustomLink, FieldError, ShopSettings, ShopSettingsPayload, StickyCart } from '@cartlift/domain';

/** The shop as the settings screens of this remote read it (gateway `Shop`, cart-and-shop.md §3). */
export interface SettingsShop {
  id: string;
  settings: ShopSettings;
  settingsSaved: boolean;
  cod_settings: CodSettings;
  custom_links: CustomLink[];
  custom_atcs: CustomAtc[];
  first_cart_turn_on: boolean;
  money_format: string;
  currency: string;
}

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

/** The two shop documents with screens of their own here: cod_settings (COD page) and sticky_cart (/sticky). */
export interface ShopDocuments {
  id: string;
  money_format: string;
  cod_settings: CodSettings;
  sticky_cart: StickyCart;
}
/** Which document a screen edits. */
export type ShopDocumentKey = 'cod_settings' | 'sticky_cart';

const DOCUMENTS_QUERY = /* GraphQL */ `
  query ShopDocuments($id: String!) {
    shop(id: $id) { id money_format cod_settings sticky_cart }
  }
`;
const SAVE_DOCUMENT = /* GraphQL */ `
  mutation SaveShopDocument($id: String!, $input: JSON!) {
    updateShopSettings(id: $id, input: $input) { id money_format cod_settings sticky_cart }
  }
`;

/** Shop settings reads and writes shared by Cart Setup, checkout settings and the screens of this remote. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettingsShop: build.query<SettingsShop | null, string>({
      query: (id) => ({ document: SHOP_QUERY, variables: { id } }),
      transformResponse: (data: { shop: SettingsShop | null }) => data.shop,
      providesTags: (_r, _e, id) => [{ type: 'ShopSettings', id }],
    }),
    /** §7 update shop settings: the §4 save payload (or {cod_settings} / {sticky_cart}); the shop is refetched. */
    saveShopSettings: build.mutation<{ id: string }, { id: string; input: ShopSettingsPayload | Record<string, unknown> }>({
      query: ({ id, input }) => ({ document: SAVE_SETTINGS, variables: { id, input } }),
      transformResponse: (data: { updateShopSettings: { id: string } }) => data.updateShopSettings,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'ShopSettings', id },
        { type: 'Shop', id },
      ],
    }),
    /** Both documents (defaults filled by the gateway). */
    shopDocuments: build.query<ShopDocuments, string>({
      query: (id) => ({ document: DOCUMENTS_QUERY, variables: { id } }),
      transformResponse: (data: { shop: ShopDocuments | null }) => {
        if (!data.shop) throw new Error('Shop not found');
        return data.shop;
      },
      providesTags: (_r, _e, id) => [{ type: 'Shop', id }],
    }),
    /** Saves one document; every Shop query is refetched. */
    saveShopDocument: build.mutation<ShopDocuments, { id: string; key: ShopDocumentKey; value: CodSettings | StickyCart }>({
      query: ({ id, key, value }) => ({ document: SAVE_DOCUMENT, variables: { id, input: { [key]: value } } }),
      transformResponse: (data: { updateShopSettings: ShopDocuments }) => data.updateShopSettings,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'ShopSettings', id },
        { type: 'Shop', id },
      ],
    }),
    /** §7 POST /uploadImage. */
    uploadImage: build.mutation<{ public_url: string }, { fileName: string; attachment: string }>({
      query: (body) => ({ url: '/uploadImage', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetSettingsShopQuery,
  useSaveShopSettingsMutation,
  useShopDocumentsQuery,
  useSaveShopDocumentMutation,
  useUploadImageMutation,
} = settingsApi;

/** Whether a failed call's error is the kit's ApiError (anything else is a bug or a network failure). */
export const isApiError = (e: unknown): e is ApiError =>
  typeof e === 'object' && e !== null && 'status' in e && 'message' in e;

/**
 * The per-field errors of a refused save (one GraphQL error per field, extensions {code: BAD_USER_INPUT, path}); with
 * `within`, paths are made relative to that document ("cod_settings.error_message" → "error_message").
 */
export function fieldErrorsOf(error: unknown, within?: string): FieldError[] {
  if (!isApiError(error)) return [];
  const prefix = within ? `${within}.` : null;
  return (error.graphqlErrors ?? [])
    .filter((e) => e.extensions?.code === 'BAD_USER_INPUT')
    .map((e) => {
      const path = typeof e.extensions?.path === 'string' ? e.extensions.path : '';
      return { path: prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path, message: e.message };
    });
}
