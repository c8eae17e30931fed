import { AdminProviders, makeStore, Toasts } from '@cartlift/admin-kit';
import { Frame } from '@shopify/polaris';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import routes from '../expose/routes';
import { TEST_SHOP } from './experimentsGateway';

function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/** Renders /experiments/* as the shell mounts it, inside Polaris' Frame with the toasts, on a fresh store. */
export function renderExperiments(path = '/experiments') {
  const Experiments = routes.experiments;
  return render(
    <MemoryRouter initialEntries={[`${path}?shop=${TEST_SHOP}`]}>
      <AdminProviders store={makeStore()}>
        <Frame>
          <Routes>
            <Route path="/experiments/*" element={<Experiments />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
          <Toasts />
        </Frame>
      </AdminProviders>
    </MemoryRouter>,
  );
}
