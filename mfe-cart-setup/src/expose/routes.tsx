import { NotFoundPage, type RemoteRoutes } from '@cartlift/admin-kit';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// Every screen is a chunk of its own, loaded when the merchant opens it: /sticky never pays for the Cart Setup form,
// Cart Setup never pays for the COD field editor (dnd-kit), and the full-screen Manual Setup weighs on nothing else.
const CartSetupPage = lazy(() => import('../features/cart-setup/CartSetupPage').then((m) => ({ default: m.CartSetupPage })));
const CheckoutSettingsPage = lazy(() =>
  import('../features/checkout-settings/CheckoutSettingsPage').then((m) => ({ default: m.CheckoutSettingsPage })),
);
const ManualSetupPage = lazy(() => import('../features/manual-setup/ManualSetupPage').then((m) => ({ default: m.ManualSetupPage })));
const CodPage = lazy(() => import('../features/cod/CodPage').then((m) => ({ default: m.CodPage })));
const StickyPage = lazy(() => import('../features/sticky/StickyPage').then((m) => ({ default: m.StickyPage })));

/**
 * /settings/*: Cart Setup, Manual Setup and checkout settings (cart-and-shop.md §2), and the COD customisation page at
 * /settings/cod (cart-and-shop.md §2 gives only its title and Back to settings).
 */
function SettingsRoutes() {
  // One boundary for every lazy screen: each shows nothing until its chunk is in, then its own skeleton.
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route index element={<CartSetupPage />} />
        <Route path="setup" element={<ManualSetupPage />} />
        <Route path="checkout" element={<CheckoutSettingsPage />} />
        <Route path="cod" element={<CodPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
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
