import { AdminProviders, makeStore } from '@cartlift/admin-kit';
import { Frame } from '@shopify/polaris';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import routes from '../expose/routes';
import { TEST_SHOP } from './testGateway';

/** Renders /dashboard as the shell mounts it, inside Polaris' Frame, with a fresh store. */
export function renderDashboard() {
  const Dashboard = routes.dashboard;
  return render(
    <MemoryRouter initialEntries={[`/dashboard?shop=${TEST_SHOP}`]}>
      <AdminProviders store={makeStore()}>
        <Frame>
          <Routes>
            <Route path="/dashboard" element={<Dashboard />} />
          </Routes>
        </Frame>
      </AdminProviders>
    </MemoryRouter>,
  );
}
