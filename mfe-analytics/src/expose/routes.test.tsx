import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { STANDALONE_MOUNTS } from '../mounts';
import routes from './routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider i18n={en}>
        <Routes>
          {STANDALONE_MOUNTS.map((m) => {
            const Screen = routes[m.key];
            return <Route key={m.path} path={m.path} element={<Screen />} />;
          })}
        </Routes>
      </AppProvider>
    </MemoryRouter>,
  );
}

describe('mfe-analytics routes', () => {
  it('exposes a screen for every mount the shell uses', () => {
    for (const m of STANDALONE_MOUNTS) expect(typeof routes[m.key]).toBe('function');
  });

  it.each([
    ['/dashboard', 'Dashboard'],
  ])('%s is an honest placeholder titled %s', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText('This screen is not available yet')).toBeTruthy();
  });
});
