import { CAMPAIGN_SUMMARY_TAG, injectEndpoints, restQuery } from '@cartlift/admin-kit';
import {
  campaignAnalyticsRequest,
  CAMPAIGN_CAP,
  readCampaignAnalyticsResponse,
  sumCampaignAnalytics,
  type Campaign,
  type CampaignAnalytics,
  type CampaignAnalyticsRequest,
  type CampaignPage as CampaignPageContract,
  type RemovedCampaign,
  type Shop,
  type ShopPropInput,
  type UpdateCampaignInput,
} from '@cartlift/domain';
import { ADMIN_REST } from '@cartlift/domain/api/adminRest';
import { CAMPAIGN_FIELDS, type CampaignRecord } from '../../campaign/campaignRecord';

/** One page of the campaign list: the domain's CampaignPage with the fields the list asks for. */
export type CampaignPage = Omit<CampaignPageContract, 'campaigns'> & { campaigns: CampaignRecord[] };

const LIST = /* GraphQL */ `
  query CampaignList($userId: String!, $nextToken: String) {
    campaigns(userId: $userId, nextToken: $nextToken) { nextToken campaigns { ${CAMPAIGN_FIELDS} } }
  }
`;
// The cap is 35 and a page holds up to 50, so one page of ids counts every campaign.
const COUNT = /* GraphQL */ `
  query CampaignCount($userId: String!, $limit: Int) {
    campaigns(userId: $userId, limit: $limit) { campaigns { id } }
  }
`;
const TOGGLE = /* GraphQL */ `
  mutation ToggleCampaign($id: ID!, $input: JSON!) { updateCampaign(id: $id, input: $input) { ${CAMPAIGN_FIELDS} } }
`;
const FIRST_NEW_CAMPAIGN = /* GraphQL */ `
  mutation MarkFirstNewCampaign($id: String!, $input: JSON!) { updateShopProp(id: $id, input: $input) { id } }
`;
const REMOVE = /* GraphQL */ `
  mutation RemoveCampaign($id: ID!) { removeCampaign(id: $id) { id } }
`;

/** Two stores keep the campaign list out of the cache (campaigns.md §6-§7); the spec does not name them. */
export const LIST_CACHE_EXEMPT_SHOPS: readonly string[] = [];

/** Whether the list of `shop` must never be shown from cache (no-cache) rather than cache-and-network. */
export const isListCacheExempt = (shop: string, exempt: readonly string[] = LIST_CACHE_EXEMPT_SHOPS): boolean =>
  exempt.includes(shop);

/** Per campaign id: UpsellsGenerated and upsellsTotalAmount (arrays already summed), plus fbt for Add To Unlock. */
export type AnalyticsById = Record<string, CampaignAnalytics>;

/** The dashboard's calls: list pages, count, analytics, toggle, remove and the first New Campaign click. */
export const campaignsApi = injectEndpoints('mfe-campaigns/campaigns', (build) => ({
  listCampaigns: build.infiniteQuery<CampaignPage, string, string | null>({
    infiniteQueryOptions: {
      initialPageParam: null,
      getNextPageParam: (last) => last.nextToken ?? undefined,
    },
    query: ({ queryArg, pageParam }) => ({ document: LIST, variables: { userId: queryArg, nextToken: pageParam } }),
    transformResponse: (data: { campaigns: CampaignPage | null }) => data.campaigns ?? { nextToken: null, campaigns: [] },
    providesTags: [{ type: 'Campaign', id: 'LIST' }],
  }),
  campaignCount: build.query<number, string>({
    query: (userId) => ({ document: COUNT, variables: { userId, limit: CAMPAIGN_CAP + 15 } }),
    transformResponse: (data: { campaigns: { campaigns: { id: string }[] } | null }) =>
      data.campaigns?.campaigns.length ?? 0,
    providesTags: [{ type: 'Campaign', id: 'COUNT' }],
  }),
  // A POST that only reads (the ids would not fit a query string), so a query endpoint: cached and refetched by tag.
  campaignAnalytics: restQuery(build, ADMIN_REST.campaignAnalytics, {
    // Read again by the domain's reader: figures the list cannot use are dropped rather than shown wrong.
    transformResponse: (answer): AnalyticsById => {
      const parsed = readCampaignAnalyticsResponse(answer);
      return Object.fromEntries(Object.entries(parsed).map(([id, v]) => [id, sumCampaignAnalytics(v)]));
    },
    providesTags: [{ type: 'Analytics', id: 'CAMPAIGNS' }],
  }),
  toggleCampaign: build.mutation<CampaignRecord, { userId: string; id: string; active: boolean }>({
    query: ({ id, active }) => ({ document: TOGGLE, variables: { id, input: { active } satisfies UpdateCampaignInput } }),
    transformResponse: (data: { updateCampaign: CampaignRecord }) => data.updateCampaign,
    // campaigns.md §4: the returned campaign replaces the list row.
    async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
      // A failure is the caller's to report (it unwraps the mutation); the row then stays as it was.
      const result = await queryFulfilled.catch(() => null);
      if (!result) return;
      const { data } = result;
      dispatch(
        campaignsApi.util.updateQueryData('listCampaigns', userId, (draft) => {
          for (const page of draft.pages) page.campaigns = page.campaigns.map((c) => (c.id === data.id ? data : c));
        }),
      );
    },
    invalidatesTags: (_r, _e, { id }) => [{ type: 'Campaign', id }, CAMPAIGN_SUMMARY_TAG],
  }),
  markFirstNewCampaignClick: build.mutation<Pick<Shop, 'id'>, string>({
    query: (id) => ({
      document: FIRST_NEW_CAMPAIGN,
      variables: { id, input: { first_new_campaign_click: true } satisfies ShopPropInput },
    }),
    transformResponse: (data: { updateShopProp: Pick<Shop, 'id'> }) => data.updateShopProp,
    invalidatesTags: (_r, _e, id) => [{ type: 'Shop', id }],
  }),
  removeCampaign: build.mutation<RemovedCampaign, { userId: string; id: string }>({
    query: ({ id }) => ({ document: REMOVE, variables: { id } }),
    transformResponse: (data: { removeCampaign: RemovedCampaign }) => data.removeCampaign,
    async onQueryStarted({ userId, id }, { dispatch, queryFulfilled }) {
      if (!(await queryFulfilled.catch(() => null))) return;
      dispatch(
        campaignsApi.util.updateQueryData('listCampaigns', userId, (draft) => {
          for (const page of draft.pages) page.campaigns = page.campaigns.filter((c) => c.id !== id);
        }),
      );
    },
    invalidatesTags: (_r, _e, { id }) => [
      { type: 'Campaign', id },
      { type: 'Campaign', id: 'COUNT' },
      CAMPAIGN_SUMMARY_TAG,
    ],
  }),
}));

export const {
  useListCampaignsInfiniteQuery,
  useCampaignCountQuery,
  useCampaignAnalyticsQuery,
  useToggleCampaignMutation,
  useRemoveCampaignMutation,
  useMarkFirstNewCampaignClickMutation,
} = campaignsApi;

/** The analytics request of the loaded rows (campaigns.md §7: non-one-check ids plus one-tick triples). */
export const analyticsRequestOf = (rows: readonly CampaignRecord[]): CampaignAnalyticsRequest =>
  campaignAnalyticsRequest(rows as unknown as Campaign[]);
