import { AdminProviders, makeStore } from '@cartlift/admin-kit';
import { Frame } from '@shopify/polaris';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RemoteMount } from '../remotes/RemoteMount';
import { REMOTE_MOUNTS } from '../remotes/remoteMounts';
import { MissingShopApp } from './App';

const PUBLIC = REMOTE_MOUNTS.filter((m) => m.isPublic);

/** True for the public landing paths (/ref/{code}, /invitation/{id}, /invitations/{id}). */
export const isPublicLandingPath = (pathname: string): boolean =>
  PUBLIC.some((m) => new RegExp(`^/${m.path.replace(/\/\*$/, '')}(/|$)`).test(pathname));

/**
 * A visitor from a referral or invitation link has no shop yet (they are about to install): the shell runs only the
 * public landings, which forward to the install path; anything else is the usual "open from your admin" page.
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
          <Route path="*" element={<MissingShopApp inRouter />} />
        </Routes>
      </AdminProviders>
    </BrowserRouter>
  );
}
