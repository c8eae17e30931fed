import { Banner, BlockStack, Button, Card, Page, Text } from '@shopify/polaris';
import { useNavigateKeepingQuery } from '@cartlift/admin-kit';
import { useEffect, useState } from 'react';
import { useShell } from '../../app/shellContext';

/**
 * /login: outside the merchant frame. Standalone, it signs in through the gateway's local login for the shop in the URL;
 * embedded in the Shopify admin the session already exists and it goes straight home.
 */
export function LoginPage() {
  const { shop, session } = useShell();
  const navigate = useNavigateKeepingQuery();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (session.mode === 'embedded') navigate('/', { replace: true });
  });
  const logIn = async () => {
    setBusy(true);
    setError(null);
    try {
      await session.signIn();
      navigate('/', { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Sign-in failed');
      setBusy(false);
    }
  };
  return (
    <Page narrowWidth>
      <Card>
        <BlockStack gap="400">
          <Text as="h1" variant="headingLg">
            Log in to Cartlift
          </Text>
          <Text as="p" tone="subdued">
            Store: {shop}
          </Text>
          {error ? (
            <Banner tone="critical" title="Could not log in">
              {error}
            </Banner>
          ) : null}
          <Button variant="primary" size="large" onClick={() => void logIn()} loading={busy}>
            Log in
          </Button>
        </BlockStack>
      </Card>
    </Page>
  );
}
