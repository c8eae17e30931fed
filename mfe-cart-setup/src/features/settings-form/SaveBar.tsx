import { LeavePageModal, useLeaveGuard } from '@cartlift/admin-kit';
import { ContextualSaveBar } from '@shopify/polaris';
import { useNavigate } from 'react-router-dom';

/**
 * The unsaved-changes bar (cart-and-shop.md §2, §4) of every settings screen here: shown while the edits differ from
 * what is saved; Discard restores it. While the bar shows, leaving the page asks first.
 */
export function SaveBar({
  dirty,
  saving,
  saveDisabled = false,
  onSave,
  onDiscard,
}: {
  dirty: boolean;
  saving: boolean;
  saveDisabled?: boolean;
  onSave(): void;
  onDiscard(): void;
}) {
  const guard = useLeaveGuard(dirty);
  const navigate = useNavigate();
  return (
    <>
      {dirty ? (
        <ContextualSaveBar
          message="Unsaved changes"
          saveAction={{ content: 'Save', onAction: onSave, loading: saving, disabled: saveDisabled }}
          discardAction={{ content: 'Discard', onAction: onDiscard }}
        />
      ) : null}
      <LeavePageModal
        open={guard.pendingHref !== null}
        body="Your changes are not saved. Leaving this page discards them."
        onStay={guard.cancel}
        onLeave={() => {
          const href = guard.pendingHref;
          guard.cancel();
          if (href) navigate(href);
        }}
      />
    </>
  );
}
