import { Modal, Text } from '@shopify/polaris';
import { useNavigate } from 'react-router-dom';
import { useNavigateKeepingQuery } from '../routing/QueryLink';
import type { LeaveGuard } from '../routing/useLeaveGuard';

/** "Leave page with unsaved changes?": the in-app half of useLeaveGuard (the browser asks on reload and close). */
export function LeavePageModal({ open, body, onStay, onLeave }: { open: boolean; body: string; onStay(): void; onLeave(): void }) {
  return (
    <Modal
      open={open}
      onClose={onStay}
      title="Leave page with unsaved changes?"
      primaryAction={{ content: 'Leave page', destructive: true, onAction: onLeave }}
      secondaryActions={[{ content: 'Stay', onAction: onStay }]}
    >
      <Modal.Section>
        <Text as="p">{body}</Text>
      </Modal.Section>
    </Modal>
  );
}

/**
 * LeavePageModal for an editor's guard: leaving goes where the merchant was going. '..' is the editor's own back
 * action (guard.request('..')) and keeps the admin's query, as its back action does when nothing is unsaved; a
 * caught link's href is already whole.
 */
export function LeaveGuardModal({ guard, body }: { guard: LeaveGuard; body: string }) {
  const navigate = useNavigate();
  const navigateKeeping = useNavigateKeepingQuery();
  return (
    <LeavePageModal
      open={guard.pendingHref !== null}
      body={body}
      onStay={guard.cancel}
      onLeave={() => {
        const href = guard.pendingHref ?? '..';
        guard.cancel();
        if (href === '..') navigateKeeping('..');
        else navigate(href);
      }}
    />
  );
}
