import { AppProvider, Frame } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteRoutes } from '@cartlift/admin-kit';
import { REMOTE_MOUNTS } from './remoteMounts';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import { RemoteMount } from './RemoteMount';

jest.mock('./loadRemoteRoutes', () => ({
  loadRemoteRoutes: jest.fn(),
  loadedRemoteRoutes: () => undefined,
}));
const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;
const billing = REMOTE_MOUNTS.find((m) => m.key === 'plan')!;

function renderMount() {
  return render(
    <MemoryRouter initialEntries={['/plan']}>
      <AppProvider i18n={en}>
        <Frame>
          <RemoteMount spec={billing} />
        </Frame>
      </AppProvider>
    </MemoryRouter>,
  );
}

describe('RemoteMount', () => {
  beforeEach(() => load.mockReset());

  it('renders the screen the remote exposes for its mount key', async () => {
    const routes: RemoteRoutes = { plan: () => <p>Plan screen from the remote</p> };
    load.mockResolvedValue(routes);
    renderMount();
    expect(await screen.findByText('Plan screen from the remote')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('mfe_billing');
  });

  it('shows a Polaris fallback when the remote cannot load, and loads again on Try again', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce({ plan: () => <p>Back again</p> });
    renderMount();
    expect(await screen.findByText('This section is temporarily unavailable')).toBeTruthy();
    expect(screen.getByText(/Your Plan could not be loaded/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('contains a remote screen that crashes while rendering', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue({
      plan: () => {
        throw new Error('boom');
      },
    });
    renderMount();
    expect(await screen.findByText('This section is temporarily unavailable')).toBeTruthy();
    spy.mockRestore();
  });
});
