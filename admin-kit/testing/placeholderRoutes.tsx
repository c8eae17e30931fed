import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RemoteRoutes, StandaloneMount } from '../src';

function renderAt(routes: RemoteRoutes, mounts: StandaloneMount[], path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider i18n={en}>
        <Routes>
          {mounts.map((m) => {
            const Screen = routes[m.key];
            return <Route key={m.path} path={m.path} element={<Screen />} />;
          })}
        </Routes>
      </AppProvider>
    </MemoryRouter>,
  );
}

/**
 * The shared suite of a remote whose screens are not built yet: every mount the shell uses has a screen, and each
 * path renders an honest "not available yet" page with its title. `pages` lists [path, title] pairs.
 */
export function describePlaceholderRemote(
  name: string,
  routes: RemoteRoutes,
  mounts: StandaloneMount[],
  pages: Array<[string, string]>,
): void {
  describe(`${name} routes`, () => {
    it('exposes a screen for every mount the shell uses', () => {
      for (const m of mounts) expect(typeof routes[m.key]).toBe('function');
    });

    it.each(pages)('%s is an honest placeholder titled %s', async (path, title) => {
      renderAt(routes, mounts, path);
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText('This screen is not available yet')).toBeTruthy();
    });
  });
}
