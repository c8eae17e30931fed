import { configureAdmin, makeStore, type Session } from '@cartlift/admin-kit';
import { defaultShopSettings, type ShopSettings } from '@cartlift/domain';
import { render, type RenderResult } from '@testing-library/react';
import { fakeResponse, signedInTestSession, TEST_SHOP } from '../../../admin-kit/testing/fakeGateway';
import { App } from '../app/App';
import type { ShellShop } from '../features/shop/shopApi';

/** A campaign of the in-memory gateway: the shell only ever sees them counted. */
export interface TestCampaign {
  id: string;
  active: boolean;
}

export { TEST_SHOP } from '../../../admin-kit/testing/fakeGateway';

/** A demo shop as the gateway returns it; `settings` overrides are laid over whole default settings, cart off. */
export function shopFixture(
  overrides: Partial<Omit<ShellShop, 'settings'>> & { settings?: Partial<ShopSettings> } = {},
): ShellShop {
  const { settings, ...rest } = overrides;
  return {
    id: TEST_SHOP,
    userId: TEST_SHOP,
    name: 'Cartlift Demo',
    enabled_presentment_currencies: ['USD'],
    settings: { ...defaultShopSettings(), active: false, draft_checkout: false, ...settings },
    first_cart_turn_on: false,
    welcome_video_watched: false,
    multi_currency_checkout_alerted: false,
    draft_checkout_alerted: false,
    chargeAccepted: true,
    ...rest,
  };
}

interface GraphqlBody {
  query: string;
  variables: Record<string, unknown>;
}

/** What renderShell answers: testing-library's queries plus the gateway calls, the store and the session. */
export type RenderedShell = RenderResult & {
  calls: GraphqlBody[];
  store: ReturnType<typeof makeStore>;
  session: Session;
  isSignedIn: () => boolean;
};

/** Renders the whole shell at `path` against an in-memory gateway (shop null: not installed); returns its calls. */
export function renderShell(
  path: string,
  opts: { shop?: ShellShop | null; campaigns?: TestCampaign[]; signedIn?: boolean; embedEnabled?: boolean } = {},
): RenderedShell {
  let shop: ShellShop | null = opts.shop === undefined ? shopFixture() : opts.shop;
  const calls: GraphqlBody[] = [];
  const fetchFn = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url).endsWith('/cart/status')) {
      // As the gateway answers: active needs the switch (settings.active) and the theme's app embed.
      const active = shop?.settings.active === true && opts.embedEnabled !== false;
      return fakeResponse(200, { active });
    }
    const body = JSON.parse(String(init?.body)) as GraphqlBody;
    calls.push(body);
    let data: unknown = null;
    if (body.query.includes('query ShellShop')) data = { shop };
    else if (body.query.includes('query ShellCampaignSummary')) {
      const list = opts.campaigns ?? [];
      data = { campaignSummary: { total: list.length, active: list.filter((c) => c.active).length } };
    }
    else if (body.query.includes('mutation UpdateShopProp')) {
      if (shop) shop = { ...shop, ...(body.variables.input as Partial<ShellShop>) };
      data = { updateShopProp: shop ? { id: shop.id } : null };
    }
    return fakeResponse(200, { data });
  });
  let signedIn = opts.signedIn ?? true;
  const session: Session = {
    ...signedInTestSession(TEST_SHOP),
    signIn: async () => {
      signedIn = true;
    },
    signOut: () => {
      signedIn = false;
    },
    isSignedIn: () => signedIn,
  };
  configureAdmin({ gatewayUrl: '/gateway', shop: TEST_SHOP, session, fetchFn });
  window.history.replaceState({}, '', path);
  const store = makeStore();
  const utils = render(<App store={store} shell={{ shop: TEST_SHOP, session, manifest: { gatewayUrl: '/gateway', remotes: {} } }} />);
  return { ...utils, calls, store, session, isSignedIn: () => signedIn };
}
