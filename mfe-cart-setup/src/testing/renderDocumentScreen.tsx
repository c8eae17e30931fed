import { AdminProviders, makeStore, Toasts } from '@cartlift/admin-kit';
import { Frame } from '@shopify/polaris';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import routes from '../expose/routes';
import { DOC_TEST_SHOP } from './documentGateway';

configure({ asyncUtilTimeout: 5000 });

function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/** Renders this remote's routes as the shell mounts them (/settings/*, /sticky) inside Polaris' Frame. */
export function renderDocumentScreen(path: string) {
  const Settings = routes.settings;
  const Sticky = routes.sticky;
  return render(
    <MemoryRouter initialEntries={[`${path}?shop=${DOC_TEST_SHOP}`]}>
      <AdminProviders store={makeStore()}>
        <Frame>
          <Routes>
            <Route path="/settings/*" element={<Settings />} />
            <Route path="/sticky" element={<Sticky />} />
          </Routes>
          <LocationProbe />
          <Toasts />
        </Frame>
      </AdminProviders>
    </MemoryRouter>,
  );
}
