import { useAppDispatch } from '@cartlift/admin-kit';
import type { ModuleName } from '@cartlift/domain';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { BlockStack } from '@shopify/polaris';
import { useEffect } from 'react';
import { moduleOrderSet } from './editorSlice';
import { ModuleCard } from './ModuleCard';

function SortableModule({ name }: { name: ModuleName }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: name });
  const style = { transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 };
  return <ModuleCard name={name} drag={{ setNodeRef, setActivatorNodeRef, handleProps: { ...attributes, ...listeners }, style }} />;
}

/**
 * The extra modules with drag-and-drop (dnd-kit), loaded once the merchant points at or focuses the list.
 * `focused` is the module whose handle had focus before this replaced the static list: focus goes back to it.
 */
export function SortableModules({ order, focused }: { order: ModuleName[]; focused: ModuleName | null }) {
  const dispatch = useAppDispatch();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    dispatch(moduleOrderSet(arrayMove(order, order.indexOf(active.id as ModuleName), order.indexOf(over.id as ModuleName))));
  };
  useEffect(() => {
    if (focused) document.querySelector<HTMLButtonElement>(`[data-module="${focused}"] button[aria-roledescription]`)?.focus();
  }, [focused]);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <BlockStack gap="200">
          {order.map((name) => (
            <SortableModule key={name} name={name} />
          ))}
        </BlockStack>
      </SortableContext>
    </DndContext>
  );
}
