import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useShell } from '../../app/shellContext';

/** Merchant screens need a session: standalone without one, go to /login (query string kept). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useShell();
  const { search } = useLocation();
  if (!session.isSignedIn()) return <Navigate to={`/login${search}`} replace />;
  return <>{children}</>;
}
