import {
  defaultCodSettings,
  defaultShopSettings,
  defaultStickyCart,
  overlay,
  parseShopSettingsPayload,
  validateCodSettings,
  validateStickyCart,
  type ActivationResult,
  type Campaign,
  type CartLinks,
  type CartLinksBody,
  type CartStatus,
  type FieldError,
  type Shop,
  type ShopSettings,
  type StorefrontPage,
  type UploadedImage,
} from '@cartlift/domain';
import {
  fakeResponse as response,
  graphqlData as gql,
  graphqlFieldErrors,
  installFakeGateway,
  restError,
  TEST_SHOP,
} from '../../../admin-kit/testing/fakeGateway';
import type { CartDraft } from '../features/cart-drafts/cartDraftsApi';
import type { ShopDocuments } from '../features/settings-form/documentsApi';
import type { SettingsShop } from '../features/settings-form/settingsApi';
import { answerDrafts, lockedAnswer, type DraftsState, type FakeCampaign } from './draftsGateway';

export { TEST_GATEWAY, TEST_SHOP } from '../../../admin-kit/testing/fakeGateway';

/** The storefront page GET /storeFront answers for Manual Setup's frame. */
export const STOREFRONT_HTML =
  '<html><body><a class="header__heading-link" href="/">Shop</a>' +
  '<form action="/cart/add"><input name="id" value="1"><button class="custom-atc">Buy</button></form></body></html>';

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
  /** The gateway's draftCheckoutAvailable (the shop's granted scope); true unless given. */
  draftCheckoutAvailable?: boolean;
  /** Cash on delivery switched on in the stored cod_settings. */
  codActive?: boolean;
  /** The shop's campaigns by name (instead of `campaigns` unnamed ones, c0, c1...). */
  campaignList?: FakeCampaign[];
  /** Stored draft carts; each starts as a copy of the live settings with no campaigns unless given. */
  drafts?: (Partial<CartDraft> & { id: string; name: string })[];
  /** A running experiment's id: the live cart is locked. */
  runningExperiment?: string;
  /** The live cart kept by an earlier publish (rollback is offered). */
  previousLive?: DraftsState['previousLive'];
}

/** Saves {cod_settings} and/or {sticky_cart} as the gateway does: each overlaid on the stored one and validated. */
function saveDocuments(shop: ShopDocuments, input: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  if ('cod_settings' in input) {
    const r = validateCodSettings(overlay(shop.cod_settings, input.cod_settings));
    if (r.success) shop.cod_settings = r.data;
    else errors.push(...r.errors.map((e) => ({ ...e, path: `cod_settings.${e.path}` })));
  }
  if ('sticky_cart' in input) {
    const r = validateStickyCart(overlay(shop.sticky_cart, input.sticky_cart));
    if (r.success) shop.sticky_cart = r.data;
    else errors.push(...r.errors.map((e) => ({ ...e, path: `sticky_cart.${e.path}` })));
  }
  return errors;
}

/**
 * An in-memory stand-in for the gateway's admin API with its answer shapes (GraphQL errors per field with extensions
 * {code, path}); saves (shop settings, and the cod_settings / sticky_cart documents) are validated with the same
 * domain functions the real gateway uses. The real gateway is what the e2e journeys drive; this keeps component tests
 * fast and deterministic.
 */
export function startTestGateway(options: TestGatewayOptions = {}) {
  const calls: RecordedCall[] = [];
  const state = {
    settings: overlay(defaultShopSettings(), options.settings ?? {}),
    settingsSaved: options.settingsSaved ?? false,
    embedEnabled: options.embedEnabled ?? false,
    firstCartTurnOn: false,
    links: { custom_links: [], custom_atcs: [] } as CartLinks,
    /** While set, SettingsShop reads wait for it (a test holds the refetch after a save to act before it answers). */
    shopReadsHeld: null as Promise<void> | null,
    /** How POST /uploadImage fails, as the gateway's error handler answers ({error: {code, message}}); null succeeds. */
    uploadFailure: null as { status: number; error: { code: string; message: string } } | null,
  };
  const drafts: DraftsState = {
    campaigns:
      options.campaignList?.map((c) => ({ ...c })) ??
      Array.from({ length: options.campaigns ?? 0 }, (_, i) => ({ id: `c${i}`, name: `Campaign ${i}`, active: false })),
    drafts: (options.drafts ?? []).map((d) => ({
      settings: state.settings,
      campaignIds: [],
      createdAt: '2026-11-26T10:00:00.000Z',
      updatedAt: '2026-11-26T10:00:00.000Z',
      lockedBy: null,
      ...d,
    })),
    previousLive: options.previousLive ?? null,
    runningExperiment: options.runningExperiment ?? null,
  };
  const shop: ShopDocuments = {
    id: TEST_SHOP,
    money_format: '${{amount}}',
    cod_settings: { ...defaultCodSettings(), is_active: options.codActive ?? false },
    sticky_cart: defaultStickyCart(),
  };
  /** The inputs of document saves, in order. */
  const saves: Record<string, unknown>[] = [];
  installFakeGateway(async ({ url, method, body, operation, variables: v }) => {
    if (url.pathname === '/graphql') {
      calls.push({ operation, variables: v, path: url.pathname, body });
      if (operation === 'SettingsShop' && state.shopReadsHeld) await state.shopReadsHeld;
      switch (operation) {
        case 'SettingsShop': {
          const answer: SettingsShop = {
            id: TEST_SHOP,
            settings: state.settings,
            settingsSaved: state.settingsSaved,
            cod_settings: shop.cod_settings,
            ...state.links,
            first_cart_turn_on: state.firstCartTurnOn,
            draftCheckoutAvailable: options.draftCheckoutAvailable ?? true,
            money_format: '${{amount}}',
            currency: 'USD',
          };
          return gql({ shop: answer });
        }
        case 'SaveShopSettings': {
          if (drafts.runningExperiment) return lockedAnswer();
          const r = parseShopSettingsPayload(v.input);
          if (!r.success) return graphqlFieldErrors(r.errors, { updateShopSettings: null });
          state.settings = r.data;
          state.settingsSaved = true;
          const saved: Pick<Shop, 'id' | 'settingsSaved'> = { id: TEST_SHOP, settingsSaved: true };
          return gql({ updateShopSettings: saved });
        }
        case 'ShopDocuments':
          return gql({ shop });
        case 'SaveShopDocument': {
          const input = v.input as Record<string, unknown>;
          saves.push(input);
          const errors = saveDocuments(shop, input);
          return errors.length
            ? graphqlFieldErrors(errors, { updateShopSettings: null })
            : gql({ updateShopSettings: shop });
        }
        case 'CartSetupCampaigns':
          return gql({
            campaigns: { campaigns: drafts.campaigns.map((c): Pick<Campaign, 'id'> => ({ id: c.id })) },
          });
        default:
          return answerDrafts(drafts, state, operation, v) ?? response(200, { errors: [{ message: `unknown operation ${operation}` }] });
      }
    }
    calls.push({ operation: `${method} ${url.pathname}`, variables: {}, path: url.pathname, body });
    if (url.pathname === '/cart/status') {
      const enabled = state.settings.active;
      const status: CartStatus = {
        enabled,
        embedEnabled: state.embedEnabled,
        active: enabled && state.embedEnabled,
        checkFailed: false,
        editorUrl: 'http://store.test/__dev',
      };
      return response(200, status);
    }
    if (url.pathname === '/cart/activate') {
      const { active } = body as { active: boolean };
      state.settings = { ...state.settings, active };
      if (active) state.firstCartTurnOn = true;
      return response(200, { success: true, active, first_cart_turn_on: state.firstCartTurnOn } satisfies ActivationResult);
    }
    if (url.pathname === '/storeFront') {
      return response(200, { url: 'http://store.test/', html: STOREFRONT_HTML, cartScriptFound: true } satisfies StorefrontPage);
    }
    if (url.pathname === '/uploadImage') {
      const failure = state.uploadFailure;
      if (failure) return restError(failure.status, failure.error.code, failure.error.message);
      return response(201, { public_url: `https://cdn.test/uploads/${calls.length}.png` } satisfies UploadedImage);
    }
    if (url.pathname === '/cart/links') {
      // The lists as stored: the gateway answers what it saved, which the fake takes as sent.
      state.links = body as CartLinksBody satisfies CartLinks;
      return response(200, state.links);
    }
    return restError(404, 'NOT_FOUND', 'Route not found');
  });
  return {
    state,
    drafts,
    shop,
    saves,
    calls,
    callsOf: (operation: string) => calls.filter((c) => c.operation === operation),
    setEmbed: (on: boolean) => (state.embedEnabled = on),
    /** Holds SettingsShop answers (read now, answered later) until the returned function is called. */
    holdShopReads(): () => void {
      let release = () => {};
      state.shopReadsHeld = new Promise<void>((resolve) => (release = resolve));
      return () => {
        state.shopReadsHeld = null;
        release();
      };
    },
  };
}
