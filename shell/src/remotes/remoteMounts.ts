import { REMOTE_ROUTES, routeUrl, type RemoteName, type RemoteRoute } from '@cartlift/admin-kit';

/** A remote route together with the remote that owns it, as the shell mounts it. */
export interface RemoteMountSpec extends RemoteRoute {
  remote: RemoteName;
}

/** Every remote route of the admin (REMOTE_ROUTES in admin-kit), flattened with its owner. */
export const REMOTE_MOUNTS: readonly RemoteMountSpec[] = (Object.keys(REMOTE_ROUTES) as RemoteName[]).flatMap(
  (remote) => REMOTE_ROUTES[remote].map((route) => ({ ...route, remote })),
);

/** The sidebar entry of the merchant route mounted at `key` (label and URL from the table); throws for an unknown key. */
export function remoteNavEntry(key: string): { label: string; url: string } {
  const route = REMOTE_MOUNTS.find((m) => m.key === key && !m.isPublic);
  if (!route) throw new Error(`no merchant route "${key}" in REMOTE_ROUTES`);
  return { label: route.title, url: routeUrl(route) };
}
