import { AdminProviders, makeStore } from '@cartlift/admin-kit';
import { Frame } from '@shopify/polaris';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { INSTALL_PATH, InstallRedirectPage } from '../features/install/InstallRedirectPage';
import { RemoteMount } from '../remotes/RemoteMount';
import { REMOTE_MOUNTS } from '../remotes/remoteMounts';
import { MissingShopApp } from './App';

const PUBLIC = REMOTE_MOUNTS.filter((m) => m.isPublic);

/** True for the install-redirect page, which needs no session even when the URL names a shop. */
export const isInstallPath = (pathname: string): boolean => pathname === INSTALL_PATH || pathname === `${INSTALL_PATH}/`;

/** True for the public pages (/ref/{code}, /invitation/{id}, /invitations/{id}, /install). */
export const isPublicLandingPath = (pathname: string): boolean =>
  isInstallPath(pathname) || PUBLIC.some((m) => new RegExp(`^/${m.path.replace(/\/\*$/, '')}(/|$)`).test(pathname));

/**
 * A visitor from a referral or invitation link has no shop yet (they are about to install): the shell runs only the
 * public landings, which forward to the install-redirect page; anything else is the usual "open from your admin" page.
 */
export function PublicLandingApp() {
  return (
    <BrowserRouter>
      <AdminProviders store={makeStore()}>
        <Routes>
          {PUBLIC.map((m) => (
            <Route
              key={m.path}
              path={m.path}
              element={
                <Frame>
                  <RemoteMount spec={m} />
                </Frame>
              }
            />
          ))}
          <Route
            path={INSTALL_PATH}
            element={
              <Frame>
                <InstallRedirectPage />
              </Frame>
            }
          />
          <Route path="*" element={<MissingShopApp inRouter />} />
        </Routes>
      </AdminProviders>
    </BrowserRouter>
  );
}
