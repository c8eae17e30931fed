import { render, screen, waitFor } from '@testing-library/react';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import { RemoteOverlay } from './RemoteOverlay';

jest.mock('./loadRemoteRoutes', () => ({
  loadRemoteRoutes: jest.fn(),
  loadedRemoteRoutes: () => undefined,
}));
const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

describe('RemoteOverlay', () => {
  beforeEach(() => load.mockReset());

  it('shows the remote\'s non-route export once it has loaded', async () => {
    load.mockResolvedValue({ welcome: () => <p>Welcome modal from billing</p> });
    render(<RemoteOverlay remote="mfe_billing" screen="welcome" />);
    expect(await screen.findByText('Welcome modal from billing')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('mfe_billing');
  });

  it('shows nothing when the remote cannot load, lacks the export, or the export throws', async () => {
    const Throws = () => {
      throw new Error('boom');
    };
    for (const outcome of [Promise.reject(new Error('offline')), Promise.resolve({}), Promise.resolve({ welcome: Throws })]) {
      load.mockReturnValueOnce(outcome);
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { container, unmount } = render(<RemoteOverlay remote="mfe_billing" screen="welcome" />);
      await waitFor(() => expect(load).toHaveBeenCalled());
      await new Promise((r) => setTimeout(r, 20));
      expect(container.textContent).toBe('');
      unmount();
      error.mockRestore();
      load.mockReset();
    }
  });
});
