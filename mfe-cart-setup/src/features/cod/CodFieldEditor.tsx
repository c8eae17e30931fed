import {
  addCodField,
  canRemoveCodField,
  COD_FIELD_TYPES,
  COD_OPTION_TYPES,
  COD_ORDER_FIELD_LABELS,
  COD_ORDER_FIELDS,
  codOrderFieldOf,
  moveCodField,
  removeCodField,
  updateCodField,
  type CodFieldType,
  type CodFormField,
  type CodOrderField,
  type CodSettings,
} from '@cartlift/domain';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { BlockStack, Box, Button, Checkbox, Icon, InlineStack, Select, Text, TextField } from '@shopify/polaris';
import { DragHandleIcon } from '@shopify/polaris-icons';

/**
 * Field types as the merchant reads them (cart-and-shop.md §5: full name, email, text, text area, dropdown; plus radio
 * and checkbox).
 */
export const COD_TYPE_LABELS: Record<CodFieldType, string> = {
  name: 'Full name',
  email: 'Email',
  string: 'Text',
  textarea: 'Text area',
  dropdown: 'Dropdown',
  radio: 'Radio buttons',
  checkbox: 'Checkboxes',
};

interface EditorProps {
  cod: CodSettings;
  errors: Record<string, string>;
  onChange(next: CodSettings): void;
}

const fieldId = (i: number) => `cod-field-${i}`;

function FieldCard({ cod, errors, onChange, index }: EditorProps & { index: number }) {
  const field = cod.form[index];
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: fieldId(index) });
  const set = <K extends keyof CodFormField>(key: K, value: CodFormField[K]) => onChange(updateCodField(cod, index, key, value));
  const err = (key: string) => errors[`form.${index}.${key}`];
  const removable = canRemoveCodField(field);
  return (
    <div ref={setNodeRef} data-cod-field={index} style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}>
      <Box padding="300" borderWidth="025" borderColor="border" borderRadius="200" background="bg-surface">
        <BlockStack gap="200">
          <InlineStack gap="200" blockAlign="center" align="space-between">
            <InlineStack gap="200" blockAlign="center">
              <button
                ref={setActivatorNodeRef}
                type="button"
                aria-label={`Reorder ${field.label}`}
                style={{ cursor: 'grab', background: 'none', border: 0, padding: 0 }}
                {...attributes}
                {...listeners}
              >
                <Icon source={DragHandleIcon} tone="subdued" />
              </button>
              <Text as="h3" variant="headingSm">
                {field.label || COD_TYPE_LABELS[field.type]}
              </Text>
            </InlineStack>
            <Button
              tone="critical"
              variant="plain"
              disabled={!removable}
              // The name says what the button says (WCAG 2.5.3): a field the order needs reads "Required for the order".
              accessibilityLabel={removable ? `Remove ${field.label}` : `Required for the order: ${field.label}`}
              onClick={() => onChange(removeCodField(cod, index))}
            >
              {removable ? 'Remove' : 'Required for the order'}
            </Button>
          </InlineStack>
          <InlineStack gap="300" wrap>
            <TextField label="Label" autoComplete="off" value={field.label} onChange={(v) => set('label', v)} error={err('label')} />
            <TextField label="Placeholder" autoComplete="off" value={field.placeholder} onChange={(v) => set('placeholder', v)} error={err('placeholder')} />
            <Select
              label="Type"
              options={COD_FIELD_TYPES.map((t) => ({ value: t, label: COD_TYPE_LABELS[t] }))}
              value={field.type}
              onChange={(v) => set('type', v as CodFieldType)}
              error={err('type')}
            />
            {field.type === 'string' || field.type === 'textarea' ? (
              <Select
                label="On the order"
                options={COD_ORDER_FIELDS.map((f) => ({ value: f, label: COD_ORDER_FIELD_LABELS[f] }))}
                value={codOrderFieldOf(field)}
                onChange={(v) => set('order_field', v as CodOrderField)}
                error={err('order_field')}
              />
            ) : null}
          </InlineStack>
          <Checkbox label="Required" checked={field.isRequired} onChange={(v) => set('isRequired', v)} />
          {COD_OPTION_TYPES.includes(field.type) ? (
            <TextField
              label="Options (one per line)"
              autoComplete="off"
              multiline={3}
              value={field.options.join('\n')}
              onChange={(v) => set('options', v.split('\n'))}
              error={err('options') ?? Object.entries(errors).find(([p]) => p.startsWith(`form.${index}.options.`))?.[1]}
            />
          ) : null}
        </BlockStack>
      </Box>
    </div>
  );
}

/**
 * The COD form's fields (cart-and-shop.md §3, §5): add, remove (never the name field), reorder by drag or by keyboard
 * (focus the handle, Space, arrows, Space), and each field's label, placeholder, type, required switch, options, and
 * which order field a text answer fills (phone or a shipping-address part; a name or e-mail field goes by its type).
 */
export function CodFieldEditor(props: EditorProps) {
  const { cod, onChange } = props;
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const index = (id: string | number) => Number(String(id).slice('cod-field-'.length));
    onChange(moveCodField(cod, index(active.id), index(over.id)));
  };
  return (
    <BlockStack gap="300">
      {props.errors.form ? (
        <Text as="p" tone="critical">
          {props.errors.form}
        </Text>
      ) : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={cod.form.map((_, i) => fieldId(i))} strategy={verticalListSortingStrategy}>
          {cod.form.map((_, i) => (
            <FieldCard key={fieldId(i)} {...props} index={i} />
          ))}
        </SortableContext>
      </DndContext>
      <InlineStack>
        <Button onClick={() => onChange(addCodField(cod))}>Add field</Button>
      </InlineStack>
    </BlockStack>
  );
}
