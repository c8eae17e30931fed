import { Button, InlineStack, Text } from '@shopify/polaris';
import { PlusIcon } from '@shopify/polaris-icons';
import type { ReactNode } from 'react';

/**
 * A campaign's repeated cards (Add To Unlock goals, One Check products): the list's own error, one card per entry,
 * and Add with the count against its cap (disabled at the cap).
 */
export function CardList({
  count,
  max,
  error,
  addLabel,
  noun,
  onAdd,
  card,
}: {
  count: number;
  max: number;
  error?: string;
  addLabel: string;
  /** Plural, as the count reads it: "3 of 4 rewards". */
  noun: string;
  onAdd(): void;
  card(index: number): ReactNode;
}) {
  return (
    <>
      {error ? (
        <Text as="p" tone="critical">
          {error}
        </Text>
      ) : null}
      {Array.from({ length: count }, (_, i) => card(i))}
      <InlineStack gap="200" blockAlign="center">
        <Button icon={PlusIcon} onClick={onAdd} disabled={count >= max}>
          {addLabel}
        </Button>
        <Text as="span" tone="subdued">
          {count} of {max} {noun}
        </Text>
      </InlineStack>
    </>
  );
}
