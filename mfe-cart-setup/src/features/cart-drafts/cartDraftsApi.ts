import { injectEndpoints, type ApiError } from '@cartlift/admin-kit';
import {
  CAMPAIGN_CAP,
  CART_LOCKED,
  type CampaignDraft,
  type CartDraft,
  type CartDraftCreate,
  type CartDraftUpdateInput,
  type LiveCartHistory,
  type Shop,
} from '@cartlift/domain';

/** A draft cart and the live cart's history (docs/experiments.md "Admin GraphQL"), declared in domain/src/api/cartDrafts.ts. */
export type { CartDraft, LiveCartHistory };

/** A draft as the version list reads it (settings are only read for the draft being edited). */
export type CartDraftSummary = Omit<CartDraft, 'settings'>;

/** A campaign as the draft's checklist and the preview read it (the gateway's campaign record). */
export type DraftCampaign = CampaignDraft & { id: string; name: string; active: boolean; campaign_key?: string };

const SUMMARY_FIELDS = 'id name campaignIds createdAt updatedAt lockedBy';

const DRAFTS = /* GraphQL */ `
  query CartSetupDrafts { cartDrafts { ${SUMMARY_FIELDS} } }
`;
const DRAFT = /* GraphQL */ `
  query CartSetupDraft($id: ID!) { cartDraft(id: $id) { ${SUMMARY_FIELDS} settings } }
`;
const HISTORY = /* GraphQL */ `
  query CartSetupLiveCartHistory { liveCartHistory { canRollback savedAt } }
`;
// Only the status is read: a running experiment locks the live cart (docs/experiments.md "Locks").
const EXPERIMENTS = /* GraphQL */ `
  query CartSetupExperiments { experiments { id status } }
`;
// The cap is 35 and a page holds up to 50, so one page lists every campaign (as mfe-campaigns counts them).
const CAMPAIGNS = /* GraphQL */ `
  query CartSetupDraftCampaigns($userId: String!, $limit: Int) {
    campaigns(userId: $userId, limit: $limit) { campaigns { id name active campaign_key target settings modules } }
  }
`;
const CREATE = /* GraphQL */ `
  mutation CartSetupCreateDraft($input: JSON!) { createCartDraft(input: $input) { ${SUMMARY_FIELDS} } }
`;
const UPDATE = /* GraphQL */ `
  mutation CartSetupUpdateDraft($id: ID!, $input: JSON!) { updateCartDraft(id: $id, input: $input) { ${SUMMARY_FIELDS} } }
`;
const DELETE = /* GraphQL */ `
  mutation CartSetupDeleteDraft($id: ID!) { deleteCartDraft(id: $id) }
`;
const PUBLISH = /* GraphQL */ `
  mutation CartSetupPublishDraft($id: ID!) { publishCartDraft(id: $id) { id } }
`;
const ROLLBACK = /* GraphQL */ `
  mutation CartSetupRollbackLiveCart { rollbackLiveCart { id } }
`;

// The shared api's tag types are fixed in admin-kit; drafts are Cart Setup's, so they ride on its 'ShopSettings' type.
const DRAFTS_TAG = { type: 'ShopSettings', id: 'DRAFTS' } as const;
const HISTORY_TAG = { type: 'ShopSettings', id: 'LIVE_HISTORY' } as const;
const draftTag = (id: string) => ({ type: 'ShopSettings', id: `DRAFT:${id}` }) as const;

/**
 * Draft carts (issue 26, docs/experiments.md "Admin GraphQL"). Every name starts with `cartSetup`: the Experiments
 * screen of another remote reads drafts too, and two owners of one endpoint name are refused (admin-kit injectEndpoints).
 */
export const cartDraftsApi = injectEndpoints('mfe-cart-setup/cart-drafts', (build) => ({
  cartSetupDrafts: build.query<CartDraftSummary[], void>({
    query: () => ({ document: DRAFTS }),
    transformResponse: (data: { cartDrafts: CartDraftSummary[] }) => data.cartDrafts,
    providesTags: [DRAFTS_TAG],
  }),
  cartSetupDraft: build.query<CartDraft | null, string>({
    query: (id) => ({ document: DRAFT, variables: { id } }),
    transformResponse: (data: { cartDraft: CartDraft | null }) => data.cartDraft,
    providesTags: (_r, _e, id) => [draftTag(id)],
  }),
  cartSetupLiveCartHistory: build.query<LiveCartHistory, void>({
    query: () => ({ document: HISTORY }),
    transformResponse: (data: { liveCartHistory: LiveCartHistory }) => data.liveCartHistory,
    providesTags: [HISTORY_TAG],
  }),
  /** The shop's running experiment, if any (null when none runs). */
  cartSetupRunningExperiment: build.query<string | null, void>({
    query: () => ({ document: EXPERIMENTS }),
    transformResponse: (data: { experiments: { id: string; status: string }[] }) =>
      data.experiments.find((e) => e.status === 'running')?.id ?? null,
    providesTags: [{ type: 'ShopSettings', id: 'EXPERIMENT' }],
  }),
  cartSetupDraftCampaigns: build.query<DraftCampaign[], string>({
    query: (userId) => ({ document: CAMPAIGNS, variables: { userId, limit: CAMPAIGN_CAP + 15 } }),
    transformResponse: (data: { campaigns: { campaigns: DraftCampaign[] } | null }) => data.campaigns?.campaigns ?? [],
    providesTags: [{ type: 'Campaign', id: 'LIST' }],
  }),
  /** A copy of the live cart (its settings and which campaigns are on) under `name`. */
  cartSetupCreateDraft: build.mutation<CartDraftSummary, CartDraftCreate>({
    query: (input) => ({ document: CREATE, variables: { input } }),
    transformResponse: (data: { createCartDraft: CartDraftSummary }) => data.createCartDraft,
    invalidatesTags: [DRAFTS_TAG],
  }),
  cartSetupUpdateDraft: build.mutation<CartDraftSummary, { id: string; input: CartDraftUpdateInput }>({
    query: ({ id, input }) => ({ document: UPDATE, variables: { id, input } }),
    transformResponse: (data: { updateCartDraft: CartDraftSummary }) => data.updateCartDraft,
    invalidatesTags: (_r, _e, { id }) => [DRAFTS_TAG, draftTag(id)],
  }),
  cartSetupDeleteDraft: build.mutation<string, string>({
    query: (id) => ({ document: DELETE, variables: { id } }),
    transformResponse: (data: { deleteCartDraft: string }) => data.deleteCartDraft,
    // Not the draft's own tag: the screen leaves it first, and a refetch would only answer null.
    invalidatesTags: [DRAFTS_TAG],
  }),
  /** The draft becomes the live cart: the shop's settings and which campaigns are on change; the previous live is kept. */
  cartSetupPublishDraft: build.mutation<Pick<Shop, 'id'>, string>({
    query: (id) => ({ document: PUBLISH, variables: { id } }),
    transformResponse: (data: { publishCartDraft: Pick<Shop, 'id'> }) => data.publishCartDraft,
    invalidatesTags: ['ShopSettings', 'Shop', 'Campaign'],
  }),
  cartSetupRollbackLiveCart: build.mutation<Pick<Shop, 'id'>, void>({
    query: () => ({ document: ROLLBACK }),
    transformResponse: (data: { rollbackLiveCart: Pick<Shop, 'id'> }) => data.rollbackLiveCart,
    invalidatesTags: ['ShopSettings', 'Shop', 'Campaign'],
  }),
}));

export const {
  useCartSetupDraftsQuery,
  useCartSetupDraftQuery,
  useCartSetupLiveCartHistoryQuery,
  useCartSetupRunningExperimentQuery,
  useCartSetupDraftCampaignsQuery,
  useCartSetupCreateDraftMutation,
  useCartSetupUpdateDraftMutation,
  useCartSetupDeleteDraftMutation,
  useCartSetupPublishDraftMutation,
  useCartSetupRollbackLiveCartMutation,
} = cartDraftsApi;

/** Whether a refused call is the gateway's lock: the cart is part of a running experiment (domain CART_LOCKED). */
export function isCartLocked(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('message' in error)) return false;
  const e = error as ApiError;
  return e.message === CART_LOCKED || (e.graphqlErrors ?? []).some((g) => g.message === CART_LOCKED);
}
