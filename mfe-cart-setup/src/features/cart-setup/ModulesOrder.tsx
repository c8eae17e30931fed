import type { CartModule } from '@cartlift/domain';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { BlockStack, Box, Icon, InlineStack, Text } from '@shopify/polaris';
import { DragHandleIcon } from '@shopify/polaris-icons';
import { useSettingsField } from '../settings-form/SettingsForm';

/** The modules as the merchant reads them. */
export const CART_MODULE_LABELS: Record<CartModule, string> = {
  random_text: 'Text block',
  order_note: 'Order note',
  checkout_button: 'Checkout button and subtotal',
};

function ModuleRow({ module }: { module: CartModule }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: module });
  return (
    <div ref={setNodeRef} data-cart-module={module} style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}>
      <Box padding="200" borderWidth="025" borderColor="border" borderRadius="200" background="bg-surface">
        <InlineStack gap="200" blockAlign="center">
          <button
            ref={setActivatorNodeRef}
            type="button"
            aria-label={`Reorder ${CART_MODULE_LABELS[module]}`}
            style={{ cursor: 'grab', background: 'none', border: 0, padding: 0 }}
            {...attributes}
            {...listeners}
          >
            <Icon source={DragHandleIcon} tone="subdued" />
          </button>
          <Text as="span">{CART_MODULE_LABELS[module]}</Text>
        </InlineStack>
      </Box>
    </div>
  );
}

/**
 * cart-and-shop.md §3 modules.order: the order of the text block, order note and checkout button under the items.
 * Reorder by dragging the handle or by keyboard (focus the handle, Space, arrows, Space), as in the COD field editor.
 */
export function ModulesOrder() {
  const { value, set } = useSettingsField<CartModule[]>('modules.order');
  const order = value ?? [];
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    set(arrayMove(order, order.indexOf(active.id as CartModule), order.indexOf(over.id as CartModule)));
  };
  return (
    <BlockStack gap="200">
      <Text as="p" tone="subdued">
        Order under the products in the cart (top first).
      </Text>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          {order.map((m) => (
            <ModuleRow key={m} module={m} />
          ))}
        </SortableContext>
      </DndContext>
    </BlockStack>
  );
}
