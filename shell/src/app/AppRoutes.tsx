import { NotFoundPage } from '@cartlift/admin-kit';
import { Frame } from '@shopify/polaris';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LogoutPage } from '../features/auth/LogoutPage';
import { RequireSession } from '../features/auth/RequireSession';
import { RemoteMount } from '../remotes/RemoteMount';
import { REMOTE_MOUNTS } from '../remotes/remoteMounts';
import { AdminLayout } from './AdminLayout';

// The shell's own screens are chunks of their own: a remote's route (most of the admin) does not download Getting
// started, the static pages or the login form (admin first-load budget, bench/RESULTS.md).
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const GettingStartedPage = lazy(() =>
  import('../features/getting-started/GettingStartedPage').then((m) => ({ default: m.GettingStartedPage })),
);
const staticPage = (name: 'FaqPage' | 'IntegrationsPage' | 'PrivacyPolicyPage') =>
  lazy(() => import('../features/static/StaticPages').then((m) => ({ default: m[name] })));
const IntegrationsPage = staticPage('IntegrationsPage');
const FaqPage = staticPage('FaqPage');
const PrivacyPolicyPage = staticPage('PrivacyPolicyPage');

/** A lazily loaded shell screen; nothing is drawn during its local chunk fetch, so nothing shifts when it arrives. */
function Screen({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** OAuth ends on the gateway; if a browser lands here anyway it goes home with its query. */
function AuthCallbackRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/${search}`} replace />;
}

/** Every route of campaigns.md §2 and cart-and-shop.md §2: shell screens here, remote screens mounted at run time. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="login" element={<Frame><Screen page={LoginPage} /></Frame>} />
      <Route path="logout" element={<LogoutPage />} />
      <Route path="auth/shopify/callback" element={<AuthCallbackRedirect />} />
      {REMOTE_MOUNTS.filter((m) => m.isPublic).map((m) => (
        <Route key={m.path} path={m.path} element={<Frame><RemoteMount spec={m} /></Frame>} />
      ))}
      <Route
        element={
          <RequireSession>
            <AdminLayout />
          </RequireSession>
        }
      >
        <Route index element={<Screen page={GettingStartedPage} />} />
        {REMOTE_MOUNTS.filter((m) => !m.isPublic).map((m) => (
          <Route key={m.path} path={m.path} element={<RemoteMount spec={m} />} />
        ))}
        <Route path="integrations" element={<Screen page={IntegrationsPage} />} />
        <Route path="faq" element={<Screen page={FaqPage} />} />
        <Route path="privacy_policy" element={<Screen page={PrivacyPolicyPage} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
