import { LeavePageModal, useLeaveGuard } from '@cartlift/admin-kit';
import { ContextualSaveBar } from '@shopify/polaris';
import { useNavigate } from 'react-router-dom';
import { useSettingsForm } from './SettingsForm';

/**
 * The unsaved-changes bar (§2, §4): shown while the edits differ from the saved settings; Discard restores them,
 * Save is disabled while any field is invalid (§4 "blocked silently": the fields already show why). While the bar
 * shows, leaving the page asks first.
 */
export function SettingsSaveBar({ saving, onSave }: { saving: boolean; onSave(): void }) {
  const form = useSettingsForm<unknown>();
  const guard = useLeaveGuard(form.dirty);
  const navigate = useNavigate();
  return (
    <>
      {form.dirty ? (
        <ContextualSaveBar
          message="Unsaved changes"
          saveAction={{ content: 'Save', onAction: onSave, loading: saving, disabled: form.errors.length > 0 }}
          discardAction={{ content: 'Discard', onAction: form.discard }}
        />
      ) : null}
      <LeavePageModal
        open={guard.pendingHref !== null}
        body="Your changes to the cart are not saved. Leaving this page discards them."
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
