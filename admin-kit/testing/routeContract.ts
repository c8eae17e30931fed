import { REMOTE_OVERLAYS, REMOTE_ROUTES, type RemoteName, type RemoteRoutes } from '../src';

/** The distinct RemoteRoutes keys a remote must expose: its mounted screens and its overlays. */
export function routeKeys(remote: RemoteName): string[] {
  return [...new Set([...REMOTE_ROUTES[remote].map((r) => r.key), ...(REMOTE_OVERLAYS[remote] ?? [])])].sort();
}

/**
 * The remote half of the route contract: what `./routes` exposes is exactly what the shell mounts for this remote
 * (REMOTE_ROUTES), no screen missing and none the shell cannot reach. The shell half is in shell/src/remotes.
 */
export function describeRouteContract(remote: RemoteName, routes: RemoteRoutes): void {
  describe(`${remote} ./routes against REMOTE_ROUTES`, () => {
    it('exposes exactly the keys the shell mounts', () => {
      expect(Object.keys(routes).sort()).toEqual(routeKeys(remote));
    });

    it.each(REMOTE_ROUTES[remote].map((r) => [r.path, r.key] as const))(
      'mounts %s with a component for "%s"',
      (_path, key) => {
        expect(typeof routes[key]).toBe('function');
      },
    );

    const overlays = REMOTE_OVERLAYS[remote] ?? [];
    // jest refuses an empty it.each table, and most remotes have no overlay.
    if (overlays.length > 0) {
      it.each(overlays.map((key) => [key]))('exposes the overlay "%s" as a component', (key) => {
        expect(typeof routes[key]).toBe('function');
      });
    }
  });
}
