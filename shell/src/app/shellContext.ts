import { createContext, useContext } from 'react';
import type { RemoteManifest, Session } from '@cartlift/admin-kit';

/** What every shell screen may need about this admin session. */
export interface ShellContextValue {
  shop: string;
  session: Session;
  manifest: RemoteManifest;
}

/** Provided once by startAdmin. */
export const ShellContext = createContext<ShellContextValue | null>(null);

/** The shell context; throws outside the app (a programming error). */
export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() outside ShellContext');
  return value;
}
