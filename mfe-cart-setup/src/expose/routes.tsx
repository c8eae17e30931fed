import { NotAvailableYet, NotFoundPage, type RemoteRoutes } from '@cartlift/admin-kit';
import { Route, Routes } from 'react-router-dom';

/** /settings/*: Cart Setup, Manual Setup and checkout settings (cart-and-shop.md §2). Placeholders until their issue. */
function SettingsRoutes() {
  return (
    <Routes>
      <Route index element={<NotAvailableYet title="Cart Setup" />} />
      <Route path="setup" element={<NotAvailableYet title="Manual Setup" />} />
      <Route path="checkout" element={<NotAvailableYet title="Checkout settings" />} />
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
