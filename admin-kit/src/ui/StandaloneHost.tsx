import { Banner, Frame, Navigation, Page } from '@shopify/polaris';
import { useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { configureAdmin, shopFromSearch } from '../config';
import { parseRemoteManifest, type RemoteName, type RemoteRoutes } from '../remote';
import { REMOTE_ROUTES, routeUrl } from '../routeTable';
import { createSession } from '../session/session';
import { makeStore } from '../store/store';
import { Toasts } from '../toast/Toasts';
import { AdminProviders } from './AdminProviders';

/** Options of {@link renderStandalone}. */
export interface StandaloneOptions {
  /** The remote being run; its mounts come from REMOTE_ROUTES, exactly as the shell mounts them. */
  remote: RemoteName;
  routes: RemoteRoutes;
}

function StandaloneApp({ remote, routes }: StandaloneOptions) {
  const { pathname } = useLocation();
  const mounts = REMOTE_ROUTES[remote];
  // /invitations/* repeats /invitation/*: one sidebar entry per screen.
  const entries = mounts.filter((m, i) => mounts.findIndex((o) => o.key === m.key) === i);
  const navigation = (
    <Navigation location={pathname}>
      <Navigation.Section
        title={`${mounts[0].title} (standalone)`}
        items={entries.map((m) => ({ url: routeUrl(m), label: m.title, selected: pathname.startsWith(routeUrl(m)) }))}
      />
    </Navigation>
  );
  return (
    <Frame navigation={navigation}>
      <Routes>
        {mounts.map((m) => {
          const Screen: ComponentType | undefined = routes[m.key];
          return <Route key={m.path} path={m.path} element={Screen ? <Screen /> : null} />;
        })}
        <Route path="*" element={<Navigate to={`${routeUrl(mounts[0])}${window.location.search}`} replace />} />
      </Routes>
      <Toasts />
    </Frame>
  );
}

function Starting({ title, start }: { title: string; start: () => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    start().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [start]);
  return (
    <Page title={title}>
      {error ? (
        <Banner tone="critical" title="Could not start">
          {error}
        </Banner>
      ) : null}
    </Page>
  );
}

/**
 * Runs a remote alone inside a minimal host (its own store, router, Polaris frame and a local session), for developing
 * it without the shell: `npm start -w mfe-campaigns`. Signs in to the gateway's local /login for the shop in the URL.
 */
export function renderStandalone(container: HTMLElement, options: StandaloneOptions): void {
  const shop = shopFromSearch(window.location.search);
  const title = REMOTE_ROUTES[options.remote][0].title;
  const root = createRoot(container);
  const store = makeStore();
  if (!shop) {
    root.render(
      <BrowserRouter>
        <AdminProviders store={store}>
          <Page title={title}>
            <Banner tone="warning" title="A shop is needed">
              Open this page with ?shop=cartlift-demo.myshopify.com
            </Banner>
          </Page>
        </AdminProviders>
      </BrowserRouter>,
    );
    return;
  }
  const start = async () => {
    const res = await fetch('/remotes.json');
    const manifest = parseRemoteManifest(await res.json());
    const session = createSession({ gatewayUrl: manifest.gatewayUrl, shop, storage: window.sessionStorage });
    configureAdmin({ gatewayUrl: manifest.gatewayUrl, shop, session });
    await session.signIn();
    root.render(
      <BrowserRouter>
        <AdminProviders store={store}>
          <StandaloneApp {...options} />
        </AdminProviders>
      </BrowserRouter>,
    );
  };
  root.render(
    <BrowserRouter>
      <AdminProviders store={store}>
        <Starting title={title} start={start} />
      </AdminProviders>
    </BrowserRouter>,
  );
}
