import { BlockStack, Card, Text } from '@shopify/polaris';
import type { ReactNode } from 'react';

/** A titled card of settings. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {title}
        </Text>
        {children}
      </BlockStack>
    </Card>
  );
}
