import { ContextualSaveBar } from '@shopify/polaris';
import { useLeaveGuard } from '../routing/useLeaveGuard';
import { LeaveGuardModal } from './LeavePageModal';

/** Props of {@link SaveBar}. */
export interface SaveBarProps {
  /** Whether the bar shows: while the edits differ from what is saved (or a new document is not created yet). */
  visible: boolean;
  saving: boolean;
  /** Save is disabled: fields the domain refuses, a locked cart, a reached cap. */
  saveDisabled?: boolean;
  /** The bar's message: why saving is blocked, when the screen says so; otherwise "Unsaved changes". */
  message?: string;
  /** The save button's text: "Save" unless saving does more (a new campaign's "Save & Activate"). */
  saveLabel?: string;
  onSave(): void;
  onDiscard(): void;
  /**
   * While the bar shows, leaving the page asks first, and the modal says this. Absent where the screen guards leaving
   * itself (an editor whose back action asks too).
   */
  leaveWarning?: string;
}

/**
 * The unsaved-changes bar (cart-and-shop.md §2, §4; campaigns.md §2) of every screen that edits a document: Save, and
 * Discard restoring what is saved.
 */
export function SaveBar({ visible, saving, saveDisabled = false, message, saveLabel = 'Save', onSave, onDiscard, leaveWarning }: SaveBarProps) {
  const guard = useLeaveGuard(visible && leaveWarning !== undefined);
  return (
    <>
      {visible ? (
        <ContextualSaveBar
          message={message ?? 'Unsaved changes'}
          saveAction={{ content: saveLabel, onAction: onSave, loading: saving, disabled: saveDisabled }}
          discardAction={{ content: 'Discard', onAction: onDiscard }}
        />
      ) : null}
      {leaveWarning !== undefined ? <LeaveGuardModal guard={guard} body={leaveWarning} /> : null}
    </>
  );
}
