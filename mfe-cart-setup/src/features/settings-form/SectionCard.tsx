import { BlockStack, Card, Text } from '@shopify/polaris';
import type { ReactNode } from 'react';

/** One titled section of a settings page. */
export function SectionCard({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd" id={id}>
          {title}
        </Text>
        {children}
      </BlockStack>
    </Card>
  );
}

/** A sub-heading inside a section. */
export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Text as="h3" variant="headingSm">
      {children}
    </Text>
  );
}
