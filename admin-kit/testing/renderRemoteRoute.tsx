import { Frame } from '@shopify/polaris';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  AdminProviders,
  makeStore,
  REMOTE_OVERLAYS,
  REMOTE_ROUTES,
  Toasts,
  type AppStore,
  type RemoteName,
  type RemoteRoutes,
} from '../src';
import { TEST_SHOP } from './fakeGateway';

/** The remote a test file renders: its name in the route table and its `./routes`. */
export interface RemoteUnderTest {
  remote: RemoteName;
  routes: RemoteRoutes;
  /**
   * The location probe's text is the path and the query (`/campaigns/create?shop=…`) rather than the path alone; either
   * way its `data-search` attribute holds the query.
   */
  probeShowsQuery?: boolean;
}

/** What one render may change. */
export interface RemoteRouteOptions {
  /** The store the screens run on, for a test that seeds or reads it; a fresh one otherwise. */
  store?: AppStore;
  /** The shop added to the URL: the fake gateway's unless a test gateway of its own names another. */
  shop?: string;
}

/** testing-library's queries plus the store the screens ran on. */
export type RenderedRemoteRoute = RenderResult & { store: AppStore };

/** Where the router is: tests read `data-testid="location"` to see where a screen navigated. */
function LocationProbe({ showsQuery }: { showsQuery: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="location" data-search={search}>
      {showsQuery ? `${pathname}${search}` : pathname}
    </div>
  );
}

/**
 * Renders a remote's screens at `path` as the shell mounts them: every REMOTE_ROUTES entry of the remote, its
 * REMOTE_OVERLAYS over them, in Polaris' Frame with the toasts. The shell's own screens stand in as a line of text
 * (`/` Home, `/login` Sign in, anything else Elsewhere), so a test sees where a screen sends the merchant. The shop is
 * added to the URL's query (`path` may carry a query of its own, e.g. /settings?draft=d_1).
 */
export function renderRemoteRoute(
  { remote, routes, probeShowsQuery = false }: RemoteUnderTest,
  path: string,
  { store = makeStore(), shop = TEST_SHOP }: RemoteRouteOptions = {},
): RenderedRemoteRoute {
  const entry = `${path}${path.includes('?') ? '&' : '?'}shop=${shop}`;
  const utils = render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminProviders store={store}>
        <Frame>
          <Routes>
            {REMOTE_ROUTES[remote].map((m) => {
              const Screen = routes[m.key];
              return <Route key={m.path} path={m.path} element={<Screen />} />;
            })}
            <Route path="/" element={<p>Home</p>} />
            <Route path="/login" element={<p>Sign in</p>} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          {(REMOTE_OVERLAYS[remote] ?? []).map((key) => {
            const Overlay = routes[key];
            return <Overlay key={key} />;
          })}
          <LocationProbe showsQuery={probeShowsQuery} />
          <Toasts />
        </Frame>
      </AdminProviders>
    </MemoryRouter>,
  );
  return { ...utils, store };
}

/** One remote's renderer: `renderRoute('/settings', { store })`. */
export function remoteRouteRenderer(under: RemoteUnderTest): (path: string, options?: RemoteRouteOptions) => RenderedRemoteRoute {
  return (path, options) => renderRemoteRoute(under, path, options);
}
