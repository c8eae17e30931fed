import { useAppDispatch, useAppSelector } from '@cartlift/admin-kit';
import { ContextualSaveBar } from '@shopify/polaris';
import { discarded, selectEditor, selectErrors } from './editorSlice';

/** Props of {@link SaveBar}. */
export interface SaveBarProps {
  visible: boolean;
  /** A campaign not created yet (new or duplicate): saving creates it active. */
  isNew: boolean;
  saving: boolean;
  /** Why saving is impossible right now (the campaign cap), or null. */
  blockedReason: string | null;
  onSave(): void;
}

/** The unsaved-changes bar (campaigns.md §2): Discard restores the loaded campaign; Save, or Save & Activate. */
export function SaveBar({ visible, isNew, saving, blockedReason, onSave }: SaveBarProps) {
  const dispatch = useAppDispatch();
  const { saved, tried } = useAppSelector(selectEditor);
  const errors = useAppSelector(selectErrors);
  if (!visible) return null;
  const activates = isNew || saved?.active !== true;
  return (
    <ContextualSaveBar
      message={blockedReason ?? 'Unsaved changes'}
      saveAction={{
        content: activates ? 'Save & Activate' : 'Save',
        onAction: onSave,
        loading: saving,
        // campaigns.md §5: saving is blocked while errors exist (they show once a save was tried).
        disabled: blockedReason !== null || (tried && errors.length > 0),
      }}
      discardAction={{ content: 'Discard', onAction: () => dispatch(discarded()) }}
    />
  );
}
