import { BlockStack, Card, Page, Text } from '@shopify/polaris';

/** An honest placeholder for a screen whose remote is not built yet. */
export function NotAvailableYet({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Card>
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">
            This screen is not available yet
          </Text>
          <Text as="p" tone="subdued">
            {title} is being built and will appear here in a coming release.
          </Text>
        </BlockStack>
      </Card>
    </Page>
  );
}
