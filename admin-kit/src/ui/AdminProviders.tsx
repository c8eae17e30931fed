import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { polarisLinkComponent } from '../routing/QueryLink';
import type { AppStore } from '../store/store';

/** Redux store + Polaris (English, query-keeping links). Render inside a router. */
export function AdminProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AppProvider i18n={en} linkComponent={polarisLinkComponent}>
        {children}
      </AppProvider>
    </Provider>
  );
}
