import {
  defaultCodSettings,
  defaultShopSettings,
  overlay,
  parseShopSettingsPayload,
  type ShopSettings,
} from '@cartlift/domain';
import {
  fakeResponse as response,
  graphqlData as gql,
  graphqlFieldErrors,
  installFakeGateway,
  TEST_SHOP,
} from '../../../admin-kit/testing/fakeGateway';

export { TEST_GATEWAY, TEST_SHOP } from '../../../admin-kit/testing/fakeGateway';

/** One call the fake gateway received. */
export interface RecordedCall {
  operation: string;
  variables: Record<string, unknown>;
  path: string;
  body: unknown;
}

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
  installFakeGateway(({ url, method, body, operation, variables: v }) => {
    if (url.pathname === '/graphql') {
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
          if (!r.success) return graphqlFieldErrors(r.errors, { updateShopSettings: null });
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
    calls.push({ operation: `${method} ${url.pathname}`, variables: {}, path: url.pathname, body });
    if (url.pathname === '/cart/status') {
      const enabled = state.settings.active;
      return response(200, { enabled, embedEnabled: state.embedEnabled, active: enabled && state.embedEnabled, checkFailed: false, editorUrl: 'http://store.test/__dev' });
    }
    if (url.pathname === '/cart/activate') {
      const { active } = body as { active: boolean };
      state.settings = { ...state.settings, active };
      if (active) state.firstCartTurnOn = true;
      return response(200, { success: true, active, first_cart_turn_on: state.firstCartTurnOn });
    }
    if (url.pathname === '/cart/links') {
      state.links = body as typeof state.links;
      return response(200, body);
    }
    return response(404, { error: 'Not found' });
  });
  return {
    state,
    calls,
    callsOf: (operation: string) => calls.filter((c) => c.operation === operation),
    setEmbed: (on: boolean) => (state.embedEnabled = on),
  };
}
