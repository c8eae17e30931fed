import { useAppDispatch } from '@cartlift/admin-kit';
import { MODULE_NAMES, RANDOM_TEXT_MAX, type ModuleName } from '@cartlift/domain';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { BlockStack, Box, Button, Card, Icon, InlineStack, Text } from '@shopify/polaris';
import { DragHandleIcon } from '@shopify/polaris-icons';
import { DraftCheckbox, DraftTextField, useDraftValue } from './DraftFields';
import { moduleOrderSet, moduleTextReset } from './editorSlice';

/** Module names as the merchant reads them. */
export const MODULE_LABELS: Record<ModuleName, string> = {
  order_note: 'Order Note',
  random_text: 'Random Text',
  checkout_button: 'Checkout Section',
};

function ModuleBody({ name }: { name: ModuleName }) {
  const dispatch = useAppDispatch();
  if (name === 'checkout_button')
    return (
      <Text as="p" tone="subdued">
        Always shown; it cannot be switched off or reset.
      </Text>
    );
  return (
    <BlockStack gap="200">
      <DraftCheckbox path={`modules.${name}.active`} label={`Show ${MODULE_LABELS[name]}`} />
      <DraftTextField
        path={`modules.${name}.text`}
        label="Text"
        multiline={name === 'random_text' ? 3 : undefined}
        helpText={name === 'random_text' ? `Up to ${RANDOM_TEXT_MAX} characters.` : undefined}
      />
      <InlineStack>
        <Button onClick={() => dispatch(moduleTextReset(name))}>Reset</Button>
      </InlineStack>
    </BlockStack>
  );
}

function SortableModule({ name }: { name: ModuleName }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: name });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      data-module={name}
    >
      <Box padding="300" borderWidth="025" borderColor="border" borderRadius="200" background="bg-surface">
        <BlockStack gap="200">
          <InlineStack gap="200" blockAlign="center">
            <button
              ref={setActivatorNodeRef}
              type="button"
              aria-label={`Reorder ${MODULE_LABELS[name]}`}
              style={{ cursor: 'grab', background: 'none', border: 0, padding: 0 }}
              {...attributes}
              {...listeners}
            >
              <Icon source={DragHandleIcon} tone="subdued" />
            </button>
            <Text as="h3" variant="headingSm">
              {MODULE_LABELS[name]}
            </Text>
          </InlineStack>
          <ModuleBody name={name} />
        </BlockStack>
      </Box>
    </div>
  );
}

/** Extra modules (campaigns.md §2): Random Text, Order Note and Checkout Section, reordered by dragging. */
export function ExtraModules() {
  const dispatch = useAppDispatch();
  const stored = useDraftValue<ModuleName[]>('modules.order');
  const order = stored?.length ? stored : [...MODULE_NAMES];
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    dispatch(moduleOrderSet(arrayMove(order, order.indexOf(active.id as ModuleName), order.indexOf(over.id as ModuleName))));
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
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={order} strategy={verticalListSortingStrategy}>
            <BlockStack gap="200">
              {order.map((name) => (
                <SortableModule key={name} name={name} />
              ))}
            </BlockStack>
          </SortableContext>
        </DndContext>
      </BlockStack>
    </Card>
  );
}
