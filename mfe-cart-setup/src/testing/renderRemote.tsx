import { AdminProviders, makeStore, Toasts } from '@cartlift/admin-kit';
import { Frame } from '@shopify/polaris';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import routes from '../expose/routes';
import { TEST_SHOP } from './testGateway';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="location" data-search={search}>
      {pathname}
    </div>
  );
}

/**
 * Renders this remote's routes as the shell mounts them (/settings/*, /sticky) in Polaris' Frame, with a fresh store,
 * at `path` (which may carry a query of its own, e.g. /settings?draft=d_1; the shop is added to it),
 * for `shop` (the fake gateway's shop unless a test gateway of its own names another); a test that reads the cache passes its store.
 */
export function renderRemote(path: string, shop: string = TEST_SHOP, store: ReturnType<typeof makeStore> = makeStore()) {
  const Settings = routes.settings;
  const Sticky = routes.sticky;
  return render(
    <MemoryRouter initialEntries={[`${path}${path.includes('?') ? '&' : '?'}shop=${shop}`]}>
      <AdminProviders store={store}>
        <Frame>
          <Routes>
            <Route path="/settings/*" element={<Settings />} />
            <Route path="/sticky" element={<Sticky />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
          <Toasts />
        </Frame>
      </AdminProviders>
    </MemoryRouter>,
  );
}
