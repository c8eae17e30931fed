import { MODULE_NAMES, type ModuleName } from '@cartlift/domain';
import { BlockStack, Card, Text } from '@shopify/polaris';
import { lazy, Suspense, useState, type FocusEvent } from 'react';
import { useDraftValue } from './DraftFields';
import { ModuleCard } from './ModuleCard';

// Drag-and-drop (dnd-kit, ~16 KB gzip) is not needed to paint the editor: it loads when the merchant first points at or
// focuses the list, and the list looks the same before and after (admin first-load budget, bench/RESULTS.md).
const SortableModules = lazy(() => import('./SortableModules').then((m) => ({ default: m.SortableModules })));

function StaticModules({ order }: { order: ModuleName[] }) {
  return (
    <BlockStack gap="200">
      {order.map((name) => (
        <ModuleCard key={name} name={name} />
      ))}
    </BlockStack>
  );
}

/** Extra modules (campaigns.md §2): Random Text, Order Note and Checkout Section, reordered by dragging. */
export function ExtraModules() {
  const stored = useDraftValue<ModuleName[]>('modules.order');
  const order = stored?.length ? stored : [...MODULE_NAMES];
  const [sortable, setSortable] = useState<{ focused: ModuleName | null } | null>(null);
  // A handle focused while the chunk loads is the one to give focus back to, even when pointing at the list started
  // the load: the list it focused is replaced once drag-and-drop is there (the CI journey that hovered, then tabbed).
  const load = (focused: ModuleName | null) =>
    setSortable((s) => (s === null || (focused !== null && s.focused !== focused) ? { focused } : s));
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const card = e.target.closest('[data-module]');
    load(e.target.tagName === 'BUTTON' && card ? (card.getAttribute('data-module') as ModuleName) : null);
  };
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Extra modules
        </Text>
        <Text as="p" tone="subdued">
          Drag the handles to choose the order they show in the cart.
        </Text>
        <div onPointerEnter={() => load(null)} onFocus={onFocus}>
          {sortable ? (
            <Suspense fallback={<StaticModules order={order} />}>
              <SortableModules order={order} focused={sortable.focused} />
            </Suspense>
          ) : (
            <StaticModules order={order} />
          )}
        </div>
      </BlockStack>
    </Card>
  );
}
