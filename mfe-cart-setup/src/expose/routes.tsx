import { NotAvailableYet, NotFoundPage, type RemoteRoutes } from '@cartlift/admin-kit';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CartSetupPage } from '../features/cart-setup/CartSetupPage';
import { CheckoutSettingsPage } from '../features/checkout-settings/CheckoutSettingsPage';

// Manual Setup is full-screen and rarely opened: its code loads only when the merchant goes there.
const ManualSetupPage = lazy(() => import('../features/manual-setup/ManualSetupPage').then((m) => ({ default: m.ManualSetupPage })));

/** /settings/*: Cart Setup, Manual Setup and checkout settings (cart-and-shop.md §2). */
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
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** /sticky: sticky add-to-cart settings. */
function StickyScreen() {
  return <NotAvailableYet title="Sticky cart" />;
}

/** This remote's public API: what the shell mounts. */
const routes: RemoteRoutes = { settings: SettingsRoutes, sticky: StickyScreen };
export default routes;
