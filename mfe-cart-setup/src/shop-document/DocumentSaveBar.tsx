import { ContextualSaveBar } from '@shopify/polaris';

/** The unsaved-changes bar (§2, §4): shown while the document differs from the saved one. */
export function DocumentSaveBar({ dirty, saving, onSave, onDiscard }: { dirty: boolean; saving: boolean; onSave(): void; onDiscard(): void }) {
  if (!dirty) return null;
  return (
    <ContextualSaveBar
      message="Unsaved changes"
      saveAction={{ content: 'Save', onAction: onSave, loading: saving }}
      discardAction={{ content: 'Discard', onAction: onDiscard }}
    />
  );
}
