import { NotFoundPage, type RemoteRoutes } from '@cartlift/admin-kit';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CartSetupPage } from '../features/cart-setup/CartSetupPage';
import { CheckoutSettingsPage } from '../features/checkout-settings/CheckoutSettingsPage';

// Manual Setup is full-screen and rarely opened; the COD page (with dnd-kit) and /sticky load only when the merchant
// opens them, so none of them weighs on the Cart Setup screen's first load.
const ManualSetupPage = lazy(() => import('../features/manual-setup/ManualSetupPage').then((m) => ({ default: m.ManualSetupPage })));
const CodPage = lazy(() => import('../features/cod/CodPage').then((m) => ({ default: m.CodPage })));
const StickyPage = lazy(() => import('../features/sticky/StickyPage').then((m) => ({ default: m.StickyPage })));

/**
 * /settings/*: Cart Setup, Manual Setup and checkout settings (cart-and-shop.md §2), and the COD customisation page at
 * /settings/cod (§2 gives only its title and Back to settings).
 */
function SettingsRoutes() {
  return (
    <Routes>
      <Route index element={<CartSetupPage />} />
      <Route
        path="setup"
        element={
          <Suspense fallback={null}>
            <ManualSetupPage />
          </Suspense>
        }
      />
      <Route path="checkout" element={<CheckoutSettingsPage />} />
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
