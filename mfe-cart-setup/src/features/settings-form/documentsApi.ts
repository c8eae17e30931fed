import { injectEndpoints } from '@cartlift/admin-kit';
import type { CodSettings, Shop, StickyCart } from '@cartlift/domain';

/** The two shop documents with screens of their own here: cod_settings (COD page) and sticky_cart (/sticky). */
export type ShopDocuments = Pick<Shop, 'id' | 'money_format' | 'cod_settings' | 'sticky_cart'>;
/** Which document a screen edits. */
export type ShopDocumentKey = 'cod_settings' | 'sticky_cart';

const DOCUMENTS_QUERY = /* GraphQL */ `
  query ShopDocuments($id: String!) {
    shop(id: $id) {
      id
      money_format
      cod_settings
      sticky_cart
    }
  }
`;
const SAVE_DOCUMENT = /* GraphQL */ `
  mutation SaveShopDocument($id: String!, $input: JSON!) {
    updateShopSettings(id: $id, input: $input) {
      id
      money_format
      cod_settings
      sticky_cart
    }
  }
`;

/**
 * The Sticky and COD screens' reads and writes; apart from settingsApi so those screens' chunks do not carry Cart
 * Setup's query. A save refreshes every query of the shop (Cart Setup's preview reads cod_settings too).
 */
export const documentsApi = injectEndpoints('mfe-cart-setup/documents', (build) => ({
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
  saveShopDocument: build.mutation<
    ShopDocuments,
    { id: string; key: ShopDocumentKey; value: CodSettings | StickyCart }
  >({
    query: ({ id, key, value }) => ({ document: SAVE_DOCUMENT, variables: { id, input: { [key]: value } } }),
    transformResponse: (data: { updateShopSettings: ShopDocuments }) => data.updateShopSettings,
    invalidatesTags: (_r, _e, { id }) => [
      { type: 'ShopSettings', id },
      { type: 'Shop', id },
    ],
  }),
}));

export const { useShopDocumentsQuery, useSaveShopDocumentMutation } = documentsApi;
