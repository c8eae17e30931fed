import { configureAdmin, type Session } from '@cartlift/admin-kit';
import {
  defaultCodSettings,
  defaultShopSettings,
  overlay,
  parseShopSettingsPayload,
  type ShopSettings,
} from '@cartlift/domain';

/** The demo shop every component test runs as. */
export const TEST_SHOP = 'cartlift-demo.myshopify.com';
/** Where the fake gateway "lives". */
export const TEST_GATEWAY = 'http://gateway.test';

/** One call the fake gateway received. */
export interface RecordedCall {
  operation: string;
  variables: Record<string, unknown>;
  path: string;
  body: unknown;
}

const response = (status: number, body: unknown): Response =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

/** Options of {@link startTestGateway}. */
export interface TestGatewayOptions {
  settings?: Partial<ShopSettings>;
  settingsSaved?: boolean;
  embedEnabled?: boolean;
  campaigns?: number;
}

/**
 * An in-memory stand-in for the gateway's admin API with its answer shapes (GraphQL errors per field with extensions
 * {code, path}); saves are validated with the same domain function the real gateway uses. The real gateway is what
 * the e2e journeys drive; this keeps component tests fast and deterministic.
 */
export function startTestGateway(options: TestGatewayOptions = {}) {
  const calls: RecordedCall[] = [];
  const state = {
    settings: overlay(defaultShopSettings(), options.settings ?? {}),
    settingsSaved: options.settingsSaved ?? false,
    embedEnabled: options.embedEnabled ?? false,
    firstCartTurnOn: false,
    links: { custom_links: [] as unknown[], custom_atcs: [] as unknown[] },
  };
  const gql = (data: unknown) => response(200, { data });

  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.pathname === '/graphql') {
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      const v = body.variables as Record<string, unknown>;
      calls.push({ operation, variables: v, path: url.pathname, body });
      switch (operation) {
        case 'SettingsShop':
          return gql({
            shop: {
              id: TEST_SHOP,
              settings: state.settings,
              settingsSaved: state.settingsSaved,
              cod_settings: defaultCodSettings(),
              ...state.links,
              first_cart_turn_on: state.firstCartTurnOn,
              money_format: '${{amount}}',
              currency: 'USD',
            },
          });
        case 'SaveShopSettings': {
          const r = parseShopSettingsPayload(v.input);
          if (!r.success) {
            return response(200, {
              data: { updateShopSettings: null },
              errors: r.errors.map((e) => ({ message: e.message, extensions: { code: 'BAD_USER_INPUT', path: e.path } })),
            });
          }
          state.settings = r.data;
          state.settingsSaved = true;
          return gql({ updateShopSettings: { id: TEST_SHOP, settingsSaved: true } });
        }
        case 'CartSetupCampaigns':
          return gql({ campaigns: { campaigns: Array.from({ length: options.campaigns ?? 0 }, (_, i) => ({ id: `c${i}` })) } });
        default:
          return response(200, { errors: [{ message: `unknown operation ${operation}` }] });
      }
    }
    calls.push({ operation: `${init?.method ?? 'GET'} ${url.pathname}`, variables: {}, path: url.pathname, body });
    if (url.pathname === '/cart/status') {
      const enabled = state.settings.active;
      return response(200, { enabled, embedEnabled: state.embedEnabled, active: enabled && state.embedEnabled, checkFailed: false, editorUrl: 'http://store.test/__dev' });
    }
    if (url.pathname === '/cart/activate') {
      state.settings = { ...state.settings, active: body.active };
      if (body.active) state.firstCartTurnOn = true;
      return response(200, { success: true, active: body.active, first_cart_turn_on: state.firstCartTurnOn });
    }
    if (url.pathname === '/cart/links') {
      state.links = body;
      return response(200, body);
    }
    return response(404, { error: 'Not found' });
  }) as typeof fetch;

  const session: Session = {
    mode: 'standalone',
    shop: TEST_SHOP,
    getToken: async () => 'test-token',
    invalidate: () => undefined,
    signIn: async () => undefined,
    signOut: () => undefined,
    isSignedIn: () => true,
  };
  configureAdmin({ gatewayUrl: TEST_GATEWAY, shop: TEST_SHOP, session, fetchFn });
  return {
    state,
    calls,
    callsOf: (operation: string) => calls.filter((c) => c.operation === operation),
    setEmbed: (on: boolean) => (state.embedEnabled = on),
  };
}
