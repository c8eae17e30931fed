import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  parseRemoteManifest,
  type RemoteContractModule,
  type RemoteManifest,
  type RemoteName,
  type RemoteRoutes,
  type RemoteRoutesModule,
} from '@cartlift/admin-kit';
import { contractProblems, IncompatibleRemoteError } from './contract';
import { HOST_CONTRACT } from './hostContract';

const pending = new Map<RemoteName, Promise<RemoteRoutes>>();
const loaded = new Map<RemoteName, RemoteRoutes>();

/** Fetches the runtime manifest (/remotes.json); its URLs are the only place the shell learns where remotes live. */
export async function fetchRemoteManifest(url = '/remotes.json'): Promise<RemoteManifest> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes manifest: ${url} answered ${res.status}`);
  return parseRemoteManifest(await res.json());
}

/** Tells the federation runtime where each remote's remoteEntry.js is. */
export function registerManifestRemotes(manifest: RemoteManifest): void {
  registerRemotes(Object.entries(manifest.remotes).map(([name, entry]) => ({ name, entry })));
}

/** The remote's routes if they already arrived (no loading flash when coming back to a screen). */
export function loadedRemoteRoutes(name: RemoteName): RemoteRoutes | undefined {
  return loaded.get(name);
}

/**
 * Checks `<remote>/contract` before any of the remote's screens is evaluated: a remote built against a contract this
 * shell does not speak is refused like a remote that is down (the same fallback), rather than crashing inside it.
 */
async function checkContract(name: RemoteName): Promise<void> {
  const mod = await loadRemote<RemoteContractModule>(`${name}/contract`);
  const problems = contractProblems(HOST_CONTRACT, mod?.default);
  if (problems.length > 0) throw new IncompatibleRemoteError(name, problems);
}

/**
 * Loads `<remote>/routes` once, after its contract is checked (retries happen in the runtime plugin). A failure is not
 * cached, so "Try again" and a later visit load afresh (a redeployed remote is checked again).
 */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutes> {
  let p = pending.get(name);
  if (!p) {
    p = checkContract(name)
      .then(() => loadRemote<RemoteRoutesModule>(`${name}/routes`))
      .then((mod) => {
        if (!mod?.default) throw new Error(`${name}/routes did not export its routes`);
        loaded.set(name, mod.default);
        return mod.default;
      });
    p.catch(() => pending.delete(name));
    pending.set(name, p);
  }
  return p;
}
