import type { RemoteName, RemoteRoutes } from '@cartlift/admin-kit';
import { Component, useEffect, useState, type ReactNode } from 'react';
import { loadedRemoteRoutes, loadRemoteRoutes } from './loadRemoteRoutes';

/** An overlay that fails shows nothing: the screen under it must keep working. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Shows a remote's non-route export over every merchant screen (the billing remote's `welcome` gate). It loads after
 * the screen has painted, never shows a skeleton, and renders nothing when the remote cannot be loaded.
 */
export function RemoteOverlay({ remote, screen }: { remote: RemoteName; screen: string }) {
  const [routes, setRoutes] = useState<RemoteRoutes | undefined>(() => loadedRemoteRoutes(remote));
  useEffect(() => {
    if (routes) return;
    let live = true;
    // The federation runtime throws synchronously when it has no remotes (tests, a broken manifest).
    Promise.resolve()
      .then(() => loadRemoteRoutes(remote))
      .then(
        (r) => live && setRoutes(r),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [remote, routes]);
  const Overlay = routes?.[screen];
  return Overlay ? (
    <Quiet>
      <Overlay />
    </Quiet>
  ) : null;
}
