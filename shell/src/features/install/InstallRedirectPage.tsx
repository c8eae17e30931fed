import { adminConfig } from '@cartlift/admin-kit';
import { isShopDomain } from '@cartlift/domain';
import { BlockStack, Button, Card, FormLayout, Page, Spinner, Text, TextField } from '@shopify/polaris';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';

/** The install-redirect page's path (cart-and-shop.md §1); the referral landing forwards here. */
export const INSTALL_PATH = '/install';

/** Full-page moves (the install leaves the admin for the gateway and the store's OAuth); a seam for tests. */
export const installNavigation = { assign: (url: string) => window.location.assign(url) };

/** "my-store", "my-store.myshopify.com" or a pasted "https://my-store.myshopify.com/admin" → the myshopify domain, or null. */
export function shopDomainFrom(input: string): string | null {
  const host = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  const domain = host.includes('.') ? host : `${host}.myshopify.com`;
  return isShopDomain(domain) ? domain : null;
}

/** The server's install path for this query: the gateway's /install, which starts OAuth on its own public URL. */
export function installUrl(search: URLSearchParams): string {
  return `${adminConfig().gatewayUrl}/install?${search.toString()}`;
}

/**
 * The install-redirect page: forwards to the server's shop install path keeping the query string. A visitor from a
 * referral link has no ?shop= (Shopify adds it only when the app is opened from a store), so the page asks for the
 * store first and adds it to the query.
 */
export function InstallRedirectPage() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const shop = query.get('shop');
  const forwarding = isShopDomain(shop);
  const [store, setStore] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (forwarding) installNavigation.assign(installUrl(new URLSearchParams(search)));
  }, [forwarding, search]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const domain = shopDomainFrom(store);
    if (!domain) {
      setError('Enter your store’s address, like your-store.myshopify.com');
      return;
    }
    const next = new URLSearchParams(search);
    next.set('shop', domain);
    installNavigation.assign(installUrl(next));
  };

  return (
    <Page title="Install Cartlift" narrowWidth>
      <Card>
        {forwarding ? (
          <BlockStack gap="200" inlineAlign="center">
            <Spinner accessibilityLabel="Forwarding" size="small" />
            <Text as="p">Taking you to your store to install Cartlift…</Text>
          </BlockStack>
        ) : (
          <form onSubmit={submit} noValidate>
            <FormLayout>
              <TextField
                label="Your store"
                value={store}
                onChange={(v) => {
                  setStore(v);
                  setError(undefined);
                }}
                placeholder="your-store.myshopify.com"
                helpText="Your store’s myshopify.com address: you will approve the install in your Shopify admin."
                autoComplete="off"
                error={error}
              />
              <Button variant="primary" submit>
                Install
              </Button>
            </FormLayout>
          </form>
        )}
      </Card>
    </Page>
  );
}
