import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { REMOTE_ROUTES, type RemoteName, type RemoteRoutes } from '../src';
import { describeRouteContract } from './routeContract';

function renderAt(routes: RemoteRoutes, remote: RemoteName, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider i18n={en}>
        <Routes>
          {REMOTE_ROUTES[remote].map((m) => {
            const Screen = routes[m.key];
            return <Route key={m.path} path={m.path} element={<Screen />} />;
          })}
        </Routes>
      </AppProvider>
    </MemoryRouter>,
  );
}

/**
 * The shared suite of a remote whose screens are not built yet: its RemoteRoutes match the route table, and each path
 * renders an honest "not available yet" page with its title. `pages` lists [path, title] pairs.
 */
export function describePlaceholderRemote(remote: RemoteName, routes: RemoteRoutes, pages: Array<[string, string]>): void {
  describeRouteContract(remote, routes);
  describe(`${remote} placeholder screens`, () => {
    it.each(pages)('%s is an honest placeholder titled %s', async (path, title) => {
      renderAt(routes, remote, path);
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText('This screen is not available yet')).toBeTruthy();
    });
  });
}
