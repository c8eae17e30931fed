import { CAMPAIGN_SUMMARY_TAG, injectEndpoints, restMutation, restQuery } from '@cartlift/admin-kit';
import {
  CAMPAIGN_LIST_CACHE_TTL_MS,
  HIDDEN_PRODUCT_LIST_LIMIT,
  upgradeCampaign,
  type CampaignDraft,
  type CatalogueCollection,
  type CatalogueProduct,
  type CatalogueVariant,
  type CollectionsQuery,
  type HiddenProductBody,
  type ProductsQuery,
} from '@cartlift/domain';
import { ADMIN_REST } from '@cartlift/domain/api/adminRest';
import { CAMPAIGN_FIELDS, type CampaignRecord } from '../../campaign/campaignRecord';

/**
 * A product as the editor reads it: GET /products' answer (the domain's CatalogueProduct, domain/src/api/catalogue.ts)
 * less the stock fields of its variants, which no screen here reads.
 */
export type StoreProduct = Omit<CatalogueProduct, 'variants'> & {
  variants: Array<
    Pick<CatalogueVariant, 'id' | 'title' | 'price' | 'compare_at_price'> &
      Partial<Pick<CatalogueVariant, 'option1' | 'option2' | 'option3'>>
  >;
};

/** A collection as GET /collections answers (id is the collection's number as text). */
export type StoreCollection = CatalogueCollection;

/** A picker's search: the title text (trimmed; empty lists the first items). */
export interface PickerSearch {
  query?: string;
}

/** What the preview asks GET /products for: the target's first product (handle) or collection; nothing = the first products. */
export type PreviewProductsQuery = Pick<ProductsQuery, 'handle' | 'collection_id'>;

/** campaigns.md §7: the preview fetches at most this many products. */
export const PREVIEW_PRODUCTS_LIMIT = 5;

/** The fields of a hidden (virtual) one-check product (campaigns.md §7 POST /products). */
export type HiddenProductInput = HiddenProductBody;

const CAMPAIGN = /* GraphQL */ `
  query EditorCampaign($id: ID!) { campaign(id: $id) { ${CAMPAIGN_FIELDS} } }
`;
const CREATE = /* GraphQL */ `
  mutation CreateCampaign($input: JSON!) { createCampaign(input: $input) { ${CAMPAIGN_FIELDS} } }
`;
const UPDATE = /* GraphQL */ `
  mutation SaveCampaign($id: ID!, $input: JSON!) { updateCampaign(id: $id, input: $input) { ${CAMPAIGN_FIELDS} } }
`;

/** How many products or collections the pickers load at once (the gateway's largest page). */
export const PICKER_PAGE = 50;
/** The longest title search the gateway accepts. */
export const PICKER_SEARCH_MAX_LENGTH = 100;

/** Query-string parameters of a picker search: the term only when there is one (the gateway lists all without it). */
const searchParams = (arg: PickerSearch | void): ProductsQuery & CollectionsQuery => {
  const query = arg?.query?.trim().slice(0, PICKER_SEARCH_MAX_LENGTH);
  return query ? { limit: PICKER_PAGE, query } : { limit: PICKER_PAGE };
};
// campaigns.md §9: product lookups are cached for 1,440,000 ms.
const PRODUCT_CACHE_S = CAMPAIGN_LIST_CACHE_TTL_MS / 1000;

const upgraded = (c: CampaignRecord): CampaignRecord => upgradeCampaign(c as CampaignDraft) as CampaignRecord;

/** The editor's calls: the campaign, save, product and collection pickers, hidden products, image upload. */
export const editorApi = injectEndpoints('mfe-campaigns/editor', (build) => ({
  editorCampaign: build.query<CampaignRecord, string>({
    query: (id) => ({ document: CAMPAIGN, variables: { id } }),
    transformResponse: (data: { campaign: CampaignRecord | null }) => {
      if (!data.campaign) throw new Error('Campaign not found');
      return upgraded(data.campaign);
    },
    // campaigns.md §2: an edited campaign is loaded fresh each time, never from cache.
    keepUnusedDataFor: 0,
    providesTags: (_r, _e, id) => [{ type: 'Campaign', id }],
  }),
  createCampaign: build.mutation<CampaignRecord, CampaignDraft>({
    query: (input) => ({ document: CREATE, variables: { input } }),
    transformResponse: (data: { createCampaign: CampaignRecord }) => upgraded(data.createCampaign),
    invalidatesTags: [{ type: 'Campaign', id: 'LIST' }, { type: 'Campaign', id: 'COUNT' }, CAMPAIGN_SUMMARY_TAG],
  }),
  saveCampaign: build.mutation<CampaignRecord, { id: string; input: CampaignDraft }>({
    query: ({ id, input }) => ({ document: UPDATE, variables: { id, input } }),
    transformResponse: (data: { updateCampaign: CampaignRecord }) => upgraded(data.updateCampaign),
    invalidatesTags: (_r, _e, { id }) => [
      { type: 'Campaign', id: 'LIST' },
      { type: 'Campaign', id },
      CAMPAIGN_SUMMARY_TAG,
    ],
  }),
  // Searched by title on the server: a store's 51st product is as findable as its first.
  pickerProducts: restQuery(build, ADMIN_REST.products, {
    request: searchParams,
    transformResponse: (data): StoreProduct[] => data.products,
    keepUnusedDataFor: PRODUCT_CACHE_S,
  }),
  pickerCollections: restQuery(build, ADMIN_REST.collections, {
    request: searchParams,
    transformResponse: (data): StoreCollection[] => data.collections,
    keepUnusedDataFor: PRODUCT_CACHE_S,
  }),
  hiddenProducts: restQuery(build, ADMIN_REST.products, {
    request: (_: void): ProductsQuery => ({ type: 'hidden', limit: HIDDEN_PRODUCT_LIST_LIMIT }),
    transformResponse: (data): StoreProduct[] => data.products,
  }),
  createHiddenProduct: restMutation(build, ADMIN_REST.createHiddenProduct, {
    transformResponse: (data): StoreProduct => data.product,
  }),
  // campaigns.md §7: the preview's own products, GET /products?limit=5 by handle or collection, cached per query.
  previewProducts: restQuery(build, ADMIN_REST.products, {
    request: (q: PreviewProductsQuery): ProductsQuery => ({ limit: PREVIEW_PRODUCTS_LIMIT, ...q }),
    transformResponse: (data): StoreProduct[] => data.products,
    keepUnusedDataFor: PRODUCT_CACHE_S,
  }),
  uploadCampaignImage: restMutation(build, ADMIN_REST.uploadImage, {
    transformResponse: (data): string => data.public_url,
  }),
}));

export const {
  useEditorCampaignQuery,
  useCreateCampaignMutation,
  useSaveCampaignMutation,
  usePickerProductsQuery,
  usePickerCollectionsQuery,
  useHiddenProductsQuery,
  useCreateHiddenProductMutation,
  useUploadCampaignImageMutation,
  usePreviewProductsQuery,
} = editorApi;
