import { api, type ApiError } from '@cartlift/admin-kit';
import type { CodSettings, FieldError, StickyCart } from '@cartlift/domain';

/** The two shop documents with screens of their own here: cod_settings (COD page) and sticky_cart (/sticky). */
export interface ShopDocuments {
  id: string;
  money_format: string;
  cod_settings: CodSettings;
  sticky_cart: StickyCart;
}
/** Which document a screen edits. */
export type ShopDocumentKey = 'cod_settings' | 'sticky_cart';

const SHOP = /* GraphQL */ `
  query ShopDocuments($id: String!) {
    shop(id: $id) { id money_format cod_settings sticky_cart }
  }
`;
const SAVE = /* GraphQL */ `
  mutation SaveShopDocument($id: String!, $input: JSON!) {
    updateShopSettings(id: $id, input: $input) { id money_format cod_settings sticky_cart }
  }
`;

/** Reads both documents (defaults filled by the gateway) and saves one; a save refreshes every Shop query. */
export const shopDocumentApi = api.injectEndpoints({
  endpoints: (build) => ({
    shopDocuments: build.query<ShopDocuments, string>({
      query: (id) => ({ document: SHOP, variables: { id } }),
      transformResponse: (data: { shop: ShopDocuments | null }) => {
        if (!data.shop) throw new Error('Shop not found');
        return data.shop;
      },
      providesTags: (_r, _e, id) => [{ type: 'Shop', id }],
    }),
    saveShopDocument: build.mutation<ShopDocuments, { id: string; key: ShopDocumentKey; value: CodSettings | StickyCart }>({
      query: ({ id, key, value }) => ({ document: SAVE, variables: { id, input: { [key]: value } } }),
      transformResponse: (data: { updateShopSettings: ShopDocuments }) => data.updateShopSettings,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Shop', id }],
    }),
  }),
});

export const { useShopDocumentsQuery, useSaveShopDocumentMutation } = shopDocumentApi;

const isApiError = (e: unknown): e is ApiError => typeof e === 'object' && e !== null && 'status' in e && 'message' in e;

/**
 * The field errors of a refused save, paths relative to the document ("cod_settings.error_message" → "error_message");
 * anything else becomes one error on the whole document.
 */
export function documentErrorsOf(error: unknown, key: ShopDocumentKey): FieldError[] {
  if (!isApiError(error)) return [{ path: '', message: 'Something went wrong' }];
  const fields = (error.graphqlErrors ?? [])
    .filter((e) => e.extensions?.code === 'BAD_USER_INPUT')
    .map((e) => {
      const path = typeof e.extensions?.path === 'string' ? e.extensions.path : '';
      return { path: path.startsWith(`${key}.`) ? path.slice(key.length + 1) : path, message: e.message };
    });
  return fields.length ? fields : [{ path: '', message: error.message }];
}
