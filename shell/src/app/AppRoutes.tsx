import { NotFoundPage } from '@cartlift/admin-kit';
import { Frame } from '@shopify/polaris';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { LogoutPage } from '../features/auth/LogoutPage';
import { RequireSession } from '../features/auth/RequireSession';
import { GettingStartedPage } from '../features/getting-started/GettingStartedPage';
import { FaqPage, IntegrationsPage, PrivacyPolicyPage } from '../features/static/StaticPages';
import { RemoteMount } from '../remotes/RemoteMount';
import { REMOTE_MOUNTS } from '../remotes/remoteMounts';
import { AdminLayout } from './AdminLayout';

/** OAuth ends on the gateway; if a browser lands here anyway it goes home with its query. */
function AuthCallbackRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/${search}`} replace />;
}

/** Every route of campaigns.md §2 and cart-and-shop.md §2: shell screens here, remote screens mounted at run time. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="login" element={<Frame><LoginPage /></Frame>} />
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
        <Route index element={<GettingStartedPage />} />
        {REMOTE_MOUNTS.filter((m) => !m.isPublic).map((m) => (
          <Route key={m.path} path={m.path} element={<RemoteMount spec={m} />} />
        ))}
        <Route path="integrations" element={<IntegrationsPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="privacy_policy" element={<PrivacyPolicyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
