import { SkeletonBodyText, SkeletonPage, Card } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteRoutes } from '@cartlift/admin-kit';
import type { RemoteMountSpec } from './remoteMounts';
import { loadedRemoteRoutes, loadRemoteRoutes } from './loadRemoteRoutes';
import { RemoteBoundary } from './RemoteBoundary';

function RemoteLoading({ title }: { title: string }) {
  return (
    <SkeletonPage title={title}>
      <Card>
        <SkeletonBodyText lines={4} />
      </Card>
    </SkeletonPage>
  );
}

function RemoteScreen({ spec }: { spec: RemoteMountSpec }) {
  const [state, setState] = useState<{ routes?: RemoteRoutes; error?: Error }>(() => ({
    routes: loadedRemoteRoutes(spec.remote),
  }));
  useEffect(() => {
    if (state.routes) return;
    let live = true;
    loadRemoteRoutes(spec.remote).then(
      (routes) => live && setState({ routes }),
      (error: unknown) => live && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [spec.remote, state.routes]);
  // Thrown during render so the surrounding RemoteBoundary shows the fallback.
  if (state.error) throw state.error;
  if (!state.routes) return <RemoteLoading title={spec.title} />;
  const Screen = state.routes[spec.key];
  if (!Screen) throw new Error(`${spec.remote} has no "${spec.key}" screen`);
  return <Screen />;
}

/** Mounts one screen group of a remote: loads it at run time, shows a skeleton meanwhile and a fallback on failure. */
export function RemoteMount({ spec }: { spec: RemoteMountSpec }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary title={spec.title} resetKey={pathname} onRetry={() => setAttempt((n) => n + 1)}>
      <RemoteScreen key={`${spec.remote}:${attempt}`} spec={spec} />
    </RemoteBoundary>
  );
}
