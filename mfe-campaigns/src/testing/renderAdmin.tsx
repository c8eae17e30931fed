import { AdminProviders, makeStore, Toasts, type AppStore } from '@cartlift/admin-kit';
import { Frame } from '@shopify/polaris';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CampaignsRoutes } from '../CampaignsRoutes';
import { TEST_SHOP } from './testGateway';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** Renders the campaigns routes as the shell mounts them (/campaigns/*) inside Polaris' Frame, with a fresh store. */
export function renderCampaigns(path: string, store: AppStore = makeStore()): RenderResult & { store: AppStore } {
  const entry = `${path}${path.includes('?') ? '&' : '?'}shop=${TEST_SHOP}`;
  const utils = render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminProviders store={store}>
        <Frame>
          <Routes>
            <Route path="/campaigns/*" element={<CampaignsRoutes />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
          <Toasts />
        </Frame>
      </AdminProviders>
    </MemoryRouter>,
  );
  return { ...utils, store };
}

/**
 * Waits until an editor route is drawn: its shared sections and the campaign type's own block, a lazy chunk whose
 * skeleton stands in meanwhile (under load in npm test, a test reached for 'Add tier' while the chunk still loaded).
 */
export async function editorDrawn(): Promise<void> {
  await screen.findByText('Basic Settings');
  await waitFor(() => {
    if (screen.queryByTestId('editor-type-loading')) throw new Error("the campaign type's block is still loading");
  });
}
