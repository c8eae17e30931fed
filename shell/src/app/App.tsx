import { AdminProviders, makeStore, type AppStore } from '@cartlift/admin-kit';
import { Banner, Frame, Page } from '@shopify/polaris';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { ShellContext, type ShellContextValue } from './shellContext';

/** The admin: router, store, Polaris and the shell's session context around every route. */
export function App({ store, shell }: { store: AppStore; shell: ShellContextValue }) {
  return (
    <BrowserRouter>
      <AdminProviders store={store}>
        <ShellContext.Provider value={shell}>
          <AppRoutes />
        </ShellContext.Provider>
      </AdminProviders>
    </BrowserRouter>
  );
}

/** What the admin shows without a shop parameter: it runs only for a shop (campaigns.md §6). */
export function MissingShopApp({ inRouter = false }: { inRouter?: boolean }) {
  const page = (
    <Frame>
      <Page title="Cartlift" narrowWidth>
        <Banner tone="warning" title="Open Cartlift from your Shopify admin">
          The admin needs the shop it works for. Open it from Apps in your Shopify admin, or add
          ?shop=your-store.myshopify.com to this address.
        </Banner>
      </Page>
    </Frame>
  );
  if (inRouter) return page;
  return (
    <BrowserRouter>
      <AdminProviders store={makeStore()}>{page}</AdminProviders>
    </BrowserRouter>
  );
}
