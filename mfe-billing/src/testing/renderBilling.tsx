import { AdminProviders, makeStore, Toasts, type AppStore } from '@cartlift/admin-kit';
import { Frame } from '@shopify/polaris';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import routes from '../expose/routes';
import { TEST_SHOP } from './testGateway';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** Renders this remote's screens where the shell mounts them, the welcome gate over them, in a fresh store. */
export function renderBilling(path: string, store: AppStore = makeStore()): RenderResult & { store: AppStore } {
  const entry = `${path}${path.includes('?') ? '&' : '?'}shop=${TEST_SHOP}`;
  const { plan: Plan, affiliation: Affiliation, ref: Ref, invitation: Invitation, welcome: Welcome } = routes;
  const utils = render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminProviders store={store}>
        <Frame>
          <Routes>
            <Route path="/plan" element={<Plan />} />
            <Route path="/affiliation" element={<Affiliation />} />
            <Route path="/ref/*" element={<Ref />} />
            <Route path="/invitation/*" element={<Invitation />} />
            <Route path="/invitations/*" element={<Invitation />} />
            <Route path="/login" element={<p>Sign in</p>} />
            <Route path="/" element={<p>Home</p>} />
          </Routes>
          <Welcome />
          <LocationProbe />
          <Toasts />
        </Frame>
      </AdminProviders>
    </MemoryRouter>,
  );
  return { ...utils, store };
}
