import { writeLocalFlag, type RemoteRoutes } from '@cartlift/admin-kit';
import { screen, waitFor } from '@testing-library/react';
import { loadRemoteRoutes } from '../remotes/loadRemoteRoutes';
import { renderShell, shopFixture, TEST_SHOP } from '../testing/renderShell';

jest.mock('../remotes/loadRemoteRoutes', () => ({
  ...jest.requireActual<object>('../remotes/loadRemoteRoutes'),
  loadRemoteRoutes: jest.fn(),
  loadedRemoteRoutes: () => undefined,
}));
const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;
const billing: RemoteRoutes = { welcome: () => <p>Billing welcome gate</p> };

beforeEach(() => {
  window.localStorage.clear();
  writeLocalFlag(TEST_SHOP, 'welcome_video_seen', true);
  load.mockReset();
  load.mockResolvedValue(billing);
});

describe('the install-charge overlay (REMOTE_OVERLAYS)', () => {
  it('shows billing\'s welcome gate over the home screen while the charge is not accepted', async () => {
    renderShell(`/?shop=${TEST_SHOP}`, { shop: shopFixture({ chargeAccepted: false }) });
    expect(await screen.findByText('Billing welcome gate')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('mfe_billing');
  });

  it('does not load the billing remote for a shop that pays', async () => {
    const { store } = renderShell(`/?shop=${TEST_SHOP}`);
    await screen.findByText('Setup Guide');
    // The positive signal: the shop has arrived (what decides), and the render it caused has run its effects (waitFor
    // wraps each check in act), where the overlay would have asked for the remote.
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).some((q) => q?.endpointName === 'getShop' && q.status === 'fulfilled')).toBe(true),
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('loads it on the return from Shopify\'s charge page, whatever the cached shop says', async () => {
    renderShell(`/?shop=${TEST_SHOP}&source=charge-accepted`);
    await waitFor(() => expect(load).toHaveBeenCalledWith('mfe_billing'));
  });
});
