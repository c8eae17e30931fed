import { NotAvailableYet, NotFoundPage, type RemoteRoutes } from '@cartlift/admin-kit';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// The COD page (with dnd-kit) and /sticky load only when the merchant opens them, so neither weighs on the other
// screens' first load.
const CodPage = lazy(() => import('../features/cod/CodPage').then((m) => ({ default: m.CodPage })));
const StickyPage = lazy(() => import('../features/sticky/StickyPage').then((m) => ({ default: m.StickyPage })));

/**
 * /settings/*: Cart Setup, Manual Setup and checkout settings (cart-and-shop.md §2; placeholders until their issue), and
 * the COD customisation page at /settings/cod (§2 gives only its title and Back to settings).
 */
function SettingsRoutes() {
  return (
    <Routes>
      <Route index element={<NotAvailableYet title="Cart Setup" />} />
      <Route path="setup" element={<NotAvailableYet title="Manual Setup" />} />
      <Route path="checkout" element={<NotAvailableYet title="Checkout settings" />} />
      <Route
        path="cod"
        element={
          <Suspense fallback={null}>
            <CodPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** /sticky: sticky add-to-cart settings. */
function StickyScreen() {
  return (
    <Suspense fallback={null}>
      <StickyPage />
    </Suspense>
  );
}

/** This remote's public API: what the shell mounts. */
const routes: RemoteRoutes = { settings: SettingsRoutes, sticky: StickyScreen };
export default routes;
