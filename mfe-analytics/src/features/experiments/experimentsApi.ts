import { injectEndpoints } from '@cartlift/admin-kit';
import type {
  CartDraft,
  ExperimentArmResults,
  ExperimentDayResults,
  ExperimentInput,
  ExperimentRecord,
  ExperimentResults,
  ExperimentWithResults,
} from '@cartlift/domain';

/** The results as the gateway answers them: the domain's declaration (domain/src/api/experiments.ts). */
export type ExperimentArmResult = ExperimentArmResults;
export type ExperimentDayResult = ExperimentDayResults;
export type { ExperimentResults };

/** An experiment as the gateway answers it, without results (domain/src/api/experiments.ts). */
export type { ExperimentRecord };

/** A list row: the record with the figures the list shows. */
export interface ExperimentListItem extends ExperimentRecord {
  results: Pick<ExperimentResults, 'verdict' | 'horizonReached'> & {
    control: Pick<ExperimentArmResult, 'visitors'>;
    variant: Pick<ExperimentArmResult, 'visitors'>;
  };
}

/** The results screen's experiment: the record with every result field. */
export type ExperimentDetail = ExperimentWithResults;

/** A draft cart as the variant picker needs it. */
export type ExperimentDraftCart = Pick<CartDraft, 'id' | 'name' | 'lockedBy'>;

const RECORD = 'id name variant splitPercent goal plannedVisitors status startedAt stoppedAt createdAt';
const ARM =
  'arm visitors cartViews impressions orders convertingVisitors conversionRate revenueCents revenuePerVisitorCents aovCents addedRevenueCents';
const DETAIL = `${RECORD} results { control { ${ARM} } variant { ${ARM} } daily { day arm visitors orders revenueCents } verdict horizonReached plannedPerArm }`;

const LIST = /* GraphQL */ `
  query ExperimentList {
    experiments { ${RECORD} results { control { visitors } variant { visitors } verdict horizonReached } }
  }
`;
const ONE = /* GraphQL */ `
  query ExperimentDetail($id: ID!) {
    experiment(id: $id) { ${DETAIL} }
  }
`;
const DRAFTS = /* GraphQL */ `
  query ExperimentDraftCarts {
    cartDrafts { id name lockedBy }
  }
`;
const CREATE = /* GraphQL */ `
  mutation CreateExperiment($input: JSON!) {
    createExperiment(input: $input) { ${DETAIL} }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation UpdateExperiment($id: ID!, $input: JSON!) {
    updateExperiment(id: $id, input: $input) { ${DETAIL} }
  }
`;
const DELETE = /* GraphQL */ `
  mutation DeleteExperiment($id: ID!) {
    deleteExperiment(id: $id)
  }
`;
/**
 * start, stop and promote answer the experiment in its new state. Written out one by one: every document the admin
 * sends is a static string, which the gateway's test validates against its schema (adminDocuments.test.ts).
 */
const START = /* GraphQL */ `
  mutation StartExperiment($id: ID!) {
    startExperiment(id: $id) { ${DETAIL} }
  }
`;
const STOP = /* GraphQL */ `
  mutation StopExperiment($id: ID!) {
    stopExperiment(id: $id) { ${DETAIL} }
  }
`;
const PROMOTE = /* GraphQL */ `
  mutation PromoteExperiment($id: ID!) {
    promoteExperiment(id: $id) { ${DETAIL} }
  }
`;

/** The list's tag; each experiment's own is `experimentTag(id)`. Analytics owns experiments (docs/experiments.md). */
const LIST_TAG = { type: 'Analytics', id: 'EXPERIMENTS' } as const;
const experimentTag = (id: string) => ({ type: 'Analytics', id: `EXPERIMENT-${id}` }) as const;
/** Promoting changes the live cart (settings, campaigns on, or the cart switched off): what other screens show of it. */
const LIVE_CART_TAGS = ['ShopSettings', 'Shop', 'Campaign'] as const;

/**
 * The Experiments screen's calls (docs/experiments.md, Admin GraphQL). Names start with `experiment` so they cannot
 * meet another remote's (RTK keeps the first of two equal names; injectEndpoints refuses a second owner): Cart Setup's
 * drafts screen reads `cartDrafts` too, under a name of its own.
 */
export const experimentsApi = injectEndpoints('mfe-analytics/experiments', (build) => ({
  experimentList: build.query<ExperimentListItem[], void>({
    query: () => ({ document: LIST }),
    transformResponse: (data: { experiments: ExperimentListItem[] }) => data.experiments,
    providesTags: [LIST_TAG],
  }),
  experimentDetail: build.query<ExperimentDetail | null, string>({
    query: (id) => ({ document: ONE, variables: { id } }),
    transformResponse: (data: { experiment: ExperimentDetail | null }) => data.experiment,
    providesTags: (_r, _e, id) => [experimentTag(id)],
  }),
  experimentDraftCarts: build.query<ExperimentDraftCart[], void>({
    query: () => ({ document: DRAFTS }),
    transformResponse: (data: { cartDrafts: ExperimentDraftCart[] }) => data.cartDrafts,
  }),
  experimentCreate: build.mutation<ExperimentDetail, ExperimentInput>({
    query: (input) => ({ document: CREATE, variables: { input } }),
    transformResponse: (data: { createExperiment: ExperimentDetail }) => data.createExperiment,
    invalidatesTags: [LIST_TAG],
  }),
  experimentUpdate: build.mutation<ExperimentDetail, { id: string; input: ExperimentInput }>({
    query: ({ id, input }) => ({ document: UPDATE, variables: { id, input } }),
    transformResponse: (data: { updateExperiment: ExperimentDetail }) => data.updateExperiment,
    invalidatesTags: (_r, _e, { id }) => [LIST_TAG, experimentTag(id)],
  }),
  experimentDelete: build.mutation<string, string>({
    query: (id) => ({ document: DELETE, variables: { id } }),
    transformResponse: (data: { deleteExperiment: string }) => data.deleteExperiment,
    invalidatesTags: [LIST_TAG],
  }),
  experimentStart: build.mutation<ExperimentDetail, string>({
    query: (id) => ({ document: START, variables: { id } }),
    transformResponse: (data: { startExperiment: ExperimentDetail }) => data.startExperiment,
    invalidatesTags: (_r, _e, id) => [LIST_TAG, experimentTag(id)],
  }),
  experimentStop: build.mutation<ExperimentDetail, string>({
    query: (id) => ({ document: STOP, variables: { id } }),
    transformResponse: (data: { stopExperiment: ExperimentDetail }) => data.stopExperiment,
    invalidatesTags: (_r, _e, id) => [LIST_TAG, experimentTag(id)],
  }),
  experimentPromote: build.mutation<ExperimentDetail, string>({
    query: (id) => ({ document: PROMOTE, variables: { id } }),
    transformResponse: (data: { promoteExperiment: ExperimentDetail }) => data.promoteExperiment,
    invalidatesTags: (_r, _e, id) => [LIST_TAG, experimentTag(id), ...LIVE_CART_TAGS],
  }),
}));

export const {
  useExperimentListQuery,
  useExperimentDetailQuery,
  useExperimentDraftCartsQuery,
  useExperimentCreateMutation,
  useExperimentUpdateMutation,
  useExperimentDeleteMutation,
  useExperimentStartMutation,
  useExperimentStopMutation,
  useExperimentPromoteMutation,
} = experimentsApi;
