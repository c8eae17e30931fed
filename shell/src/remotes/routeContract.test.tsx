import {
  REMOTE_NAMES,
  REMOTE_ROUTES,
  routeUrl,
  writeLocalFlag,
  type RemoteName,
  type RemoteRoutes,
} from '@cartlift/admin-kit';
import { routeKeys } from '../../../admin-kit/testing/routeContract';
import { screen, within } from '@testing-library/react';
import { MAIN_NAV, MORE_LINKS } from '../features/navigation/navItems';
import { renderShell, TEST_SHOP } from '../testing/renderShell';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import { REMOTE_MOUNTS } from './remoteMounts';

jest.mock('./loadRemoteRoutes', () => ({
  ...jest.requireActual<object>('./loadRemoteRoutes'),
  loadRemoteRoutes: jest.fn(),
  loadedRemoteRoutes: () => undefined,
}));
const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

/** A stand-in for a remote's ./routes exposing exactly the keys the table gives it; each screen names itself. */
function routesOf(remote: RemoteName): RemoteRoutes {
  return Object.fromEntries(routeKeys(remote).map((key) => [key, () => <p>{`${remote} screen ${key}`}</p>]));
}

beforeEach(() => {
  window.localStorage.clear();
  writeLocalFlag(TEST_SHOP, 'welcome_video_seen', true);
  load.mockReset();
  load.mockImplementation(async (remote) => routesOf(remote));
});

describe('the shell half of the route contract (REMOTE_ROUTES in admin-kit)', () => {
  it.each(REMOTE_MOUNTS.map((m) => [m.path, m.remote, m.key] as const))(
    'mounts %s from %s, screen "%s"',
    async (path, remote, key) => {
      renderShell(`/${path.replace('*', 'any-id')}?shop=${TEST_SHOP}`);
      expect(await screen.findByText(`${remote} screen ${key}`)).toBeTruthy();
      expect(load).toHaveBeenCalledWith(remote);
    },
  );

  it('links every merchant remote screen from the sidebar with the title of the table', () => {
    const links = [...MAIN_NAV, ...MORE_LINKS];
    for (const m of REMOTE_MOUNTS.filter((r) => !r.isPublic)) {
      expect(links).toContainEqual(expect.objectContaining({ label: m.title, url: routeUrl(m) }));
    }
  });

  it('shows the remote screens in the sidebar before any remote has loaded', async () => {
    load.mockImplementation(() => new Promise<RemoteRoutes>(() => undefined));
    renderShell(`/?shop=${TEST_SHOP}`);
    const nav = await screen.findByRole('navigation');
    for (const entry of MAIN_NAV) expect(within(nav).getByText(entry.label)).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('gives every remote at least one route and no path to two remotes', () => {
    for (const name of REMOTE_NAMES) expect(REMOTE_ROUTES[name].length).toBeGreaterThan(0);
    const paths = REMOTE_MOUNTS.map((m) => m.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
