import { NotAvailableYet, NotFoundPage, type RemoteRoutes } from '@cartlift/admin-kit';
import { Route, Routes } from 'react-router-dom';
import { CodPage } from '../features/cod/CodPage';
import { StickyPage } from '../features/sticky/StickyPage';

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
      <Route path="cod" element={<CodPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** This remote's public API: what the shell mounts (/sticky: sticky add-to-cart settings). */
const routes: RemoteRoutes = { settings: SettingsRoutes, sticky: StickyPage };
export default routes;
