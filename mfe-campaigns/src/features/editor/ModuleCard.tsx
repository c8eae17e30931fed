import { useAppDispatch } from '@cartlift/admin-kit';
import { RANDOM_TEXT_MAX, type ModuleName } from '@cartlift/domain';
import { BlockStack, Box, Button, Icon, InlineStack, Text } from '@shopify/polaris';
import { DragHandleIcon } from '@shopify/polaris-icons';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { DraftCheckbox, DraftTextField } from './DraftFields';
import { moduleTextReset } from './editorSlice';

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

/** What makes a card draggable; absent while the drag-and-drop chunk has not loaded. */
export interface ModuleDrag {
  setNodeRef: Ref<HTMLDivElement>;
  setActivatorNodeRef: Ref<HTMLButtonElement>;
  handleProps: HTMLAttributes<HTMLButtonElement>;
  style: CSSProperties;
}

/** One extra module: its drag handle, name and settings. The same markup before and after drag-and-drop loads. */
export function ModuleCard({ name, drag }: { name: ModuleName; drag?: ModuleDrag }) {
  return (
    <div ref={drag?.setNodeRef} style={drag?.style} data-module={name}>
      <Box padding="300" borderWidth="025" borderColor="border" borderRadius="200" background="bg-surface">
        <BlockStack gap="200">
          <InlineStack gap="200" blockAlign="center">
            <button
              ref={drag?.setActivatorNodeRef}
              type="button"
              aria-label={`Reorder ${MODULE_LABELS[name]}`}
              style={{ cursor: 'grab', background: 'none', border: 0, padding: 0 }}
              {...drag?.handleProps}
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
