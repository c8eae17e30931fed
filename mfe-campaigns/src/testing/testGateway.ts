import {
  CAMPAIGN_CAP,
  defaultShopSettings,
  validateCampaign,
  type CampaignAnalyticsResponse,
  type CampaignDraft,
  type CreatedProduct,
  type CollectionList,
  type RemovedCampaign,
  type Shop,
  type UploadedImage,
} from '@cartlift/domain';
import {
  fakeResponse as response,
  graphqlData as gql,
  graphqlError,
  graphqlFieldErrors,
  installFakeGateway,
  restError,
  TEST_GATEWAY,
  TEST_SHOP,
} from '../../../admin-kit/testing/fakeGateway';
import type { CampaignRecord } from '../campaign/campaignRecord';
import type { CampaignPage } from '../features/campaigns/campaignsApi';
import type { CampaignShop } from '../shop/shopApi';

export { TEST_GATEWAY, TEST_SHOP } from '../../../admin-kit/testing/fakeGateway';

/** One call the fake gateway received. */
export interface RecordedCall {
  operation: string;
  variables: Record<string, unknown>;
  url: string;
  body: unknown;
}

/** Options of {@link startTestGateway}. */
export interface TestGatewayOptions {
  campaigns?: CampaignRecord[];
  pageSize?: number;
  analytics?: CampaignAnalyticsResponse;
  /** Hold analytics answers until release() (to see the spinner). */
  holdAnalytics?: boolean;
  /** Fields of the shop's answer; a discountSync without a warning gets the gateway's null. */
  shop?: Partial<Omit<CampaignShop, 'discountSync'>> & {
    discountSync?: Omit<CampaignShop['discountSync'], 'warning'> & Partial<CampaignShop['discountSync']>;
  };
  /** GET /products' answer: fixtures as the tests give them (a screen reads only some fields of a product). */
  products?: unknown[];
  /** Operations answered with a 500 (the gateway failing): GraphQL operation names or "METHOD /path" for REST. */
  failing?: string[];
}

/**
 * An in-memory stand-in for the gateway's admin API with its answer shapes (GraphQL errors per field with extensions
 * {code, path}, the cap as CAMPAIGN_LIMIT), validating with the same domain function the real gateway uses. The real
 * gateway is exercised by the e2e journeys; this keeps component tests fast and deterministic.
 */
export function startTestGateway(options: TestGatewayOptions = {}) {
  const campaigns: CampaignRecord[] = [...(options.campaigns ?? [])];
  const calls: RecordedCall[] = [];
  const pageSize = options.pageSize ?? 20;
  let nextId = 1000;
  let firstNewCampaignClick = false;
  let releaseAnalytics: (() => void) | null = null;
  const analyticsGate = options.holdAnalytics ? new Promise<void>((r) => (releaseAnalytics = r)) : Promise.resolve();

  installFakeGateway(async ({ url: parsed, method, body, operation, variables: v }) => {
    const url = parsed.href;
    const path = parsed.pathname + parsed.search;
    if (parsed.pathname === '/graphql') {
      calls.push({ operation, variables: v, url, body });
      if (options.failing?.includes(operation)) return response(500, { errors: [{ message: 'Something went wrong' }] });
      switch (operation) {
        case 'CampaignList': {
          const start = v.nextToken ? Number(v.nextToken) : 0;
          const page = campaigns.slice(start, start + pageSize);
          const more = start + pageSize < campaigns.length;
          const answer: CampaignPage = {
            campaigns: page,
            nextToken: more ? String(start + pageSize) : null,
          };
          return gql({ campaigns: answer });
        }
        case 'CampaignCount':
          return gql({ campaigns: { campaigns: campaigns.map((c) => ({ id: c.id })), nextToken: null } });
        case 'CampaignShop': {
          // The gateway sends the whole settings document, upgraded (multi-currency mode on by default).
          const { discountSync, ...given } = options.shop ?? {};
          const shop: CampaignShop = {
            id: TEST_SHOP,
            money_format: '${{amount}}',
            currency: 'USD',
            enabled_presentment_currencies: ['USD'],
            settings: defaultShopSettings(),
            first_new_campaign_click: firstNewCampaignClick,
            ...given,
            discountSync: { state: 'SYNCED', lastError: null, warning: null, ...discountSync },
          };
          return gql({ shop });
        }
        case 'MarkFirstNewCampaign':
          firstNewCampaignClick = true;
          return gql({ updateShopProp: { id: TEST_SHOP } satisfies Pick<Shop, 'id'> });
        case 'EditorCampaign': {
          const found = campaigns.find((c) => c.id === v.id);
          return found
            ? gql({ campaign: found })
            : graphqlError('Campaign not found', 'NOT_FOUND', { campaign: null });
        }
        case 'CreateCampaign': {
          const r = validateCampaign(v.input);
          if (!r.success) return graphqlFieldErrors(r.errors);
          if (campaigns.length >= CAMPAIGN_CAP) return graphqlError('Campaign limit reached', 'CAMPAIGN_LIMIT');
          const created = {
            ...(v.input as CampaignDraft),
            id: `c${nextId++}`,
            active: true,
            createdAt: String(Date.now()),
          } as CampaignRecord;
          campaigns.unshift(created);
          return gql({ createCampaign: created });
        }
        case 'SaveCampaign':
        case 'ToggleCampaign': {
          const at = campaigns.findIndex((c) => c.id === v.id);
          const input = v.input as Record<string, unknown>;
          if (operation === 'SaveCampaign') {
            const r = validateCampaign(input);
            if (!r.success) return graphqlFieldErrors(r.errors);
          }
          campaigns[at] = { ...campaigns[at], ...input } as CampaignRecord;
          return gql({ updateCampaign: campaigns[at] });
        }
        case 'RemoveCampaign': {
          const at = campaigns.findIndex((c) => c.id === v.id);
          campaigns.splice(at, 1);
          return gql({ removeCampaign: { id: String(v.id) } satisfies RemovedCampaign });
        }
        default:
          return response(400, { errors: [{ message: `unknown operation ${operation}` }] });
      }
    }
    calls.push({ operation: `${method} ${parsed.pathname}`, variables: {}, url, body });
    if (path.startsWith('/analytics/campaigns')) {
      await analyticsGate;
      return response(200, options.analytics ?? {});
    }
    const restFailing = options.failing?.includes(`${method} ${parsed.pathname}`);
    if (restFailing) return restError(500, 'INTERNAL', 'Something went wrong');
    if (path === '/uploadImage' && method === 'POST') {
      const { fileName } = body as { fileName: string };
      return response(200, { public_url: `${TEST_GATEWAY}/uploads/${fileName}` } satisfies UploadedImage);
    }
    if (path === '/products' && method === 'POST') {
      // The gateway's answer (domain CatalogueProduct): a hidden product with its one default variant.
      const input = body as { title: string; price: string; image: string; body_html: string };
      const id = nextId++;
      const created: CreatedProduct = {
        product: {
          id,
          title: input.title,
          handle: 'hidden',
          product_type: 'cartlift_hidden',
          tags: ['cartlift-hidden'],
          status: 'active',
          body_html: input.body_html,
          image: { src: input.image },
          images: [{ src: input.image }],
          options: [{ name: 'Title', values: ['Default Title'] }],
          variants: [
            {
              id: nextId++,
              product_id: id,
              title: 'Default Title',
              price: input.price,
              compare_at_price: null,
              inventory_quantity: 0,
              inventory_policy: 'deny',
              inventory_management: null,
              option1: 'Default Title',
              option2: null,
              option3: null,
            },
          ],
        },
      };
      return response(200, created);
    }
    if (path.startsWith('/products')) return response(200, { products: options.products ?? [] });
    if (path.startsWith('/collections')) return response(200, { collections: [] } satisfies CollectionList);
    return restError(404, 'NOT_FOUND', 'Route not found');
  });
  return {
    campaigns,
    calls,
    releaseAnalytics: () => releaseAnalytics?.(),
    callsOf: (operation: string) => calls.filter((c) => c.operation === operation),
  };
}
