import { fieldErrorsOf, isApiError, useToast } from '@cartlift/admin-kit';
import { DRAFT_NAME_MAX } from '@cartlift/domain';
import { Banner, BlockStack, Modal, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import {
  useCartSetupCreateDraftMutation,
  useCartSetupDeleteDraftMutation,
  useCartSetupPublishDraftMutation,
  useCartSetupRollbackLiveCartMutation,
  useCartSetupUpdateDraftMutation,
  type CartDraftSummary,
} from './cartDraftsApi';

/** Which version dialog is open. */
export type VersionDialog = 'create' | 'rename' | 'delete' | 'publish' | 'rollback';

/** When the kept live cart was saved, as the rollback confirmation says it. */
export const formatSavedAt = (savedAt: string): string =>
  new Date(savedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What a refused call says: its name error for the name field, anything else for the banner. */
function refusal(error: unknown): { name?: string; banner?: string } {
  const name = fieldErrorsOf(error).find((e) => e.path === 'name')?.message;
  if (name) return { name };
  return { banner: isApiError(error) ? error.message : 'Something went wrong. Try again.' };
}

interface Props {
  dialog: VersionDialog;
  /** The draft on screen (null on the live cart). */
  current: CartDraftSummary | null;
  /** When the live cart that rollback restores was kept. */
  savedAt: string | null;
  onClose(): void;
  /** A draft was created: open it. */
  onCreated(id: string): void;
  /** The draft on screen is gone (deleted, or published into the live cart): show the live cart. */
  onLeft(): void;
}

/** The version dialogs: create and rename take a name; delete, publish and roll back ask to confirm. */
export function CartVersionDialogs({ dialog, current, savedAt, onClose, onCreated, onLeft }: Props) {
  const toast = useToast();
  const [name, setName] = useState(dialog === 'rename' && current ? current.name : '');
  const [error, setError] = useState<{ name?: string; banner?: string }>({});
  const [create, created] = useCartSetupCreateDraftMutation();
  const [update, updated] = useCartSetupUpdateDraftMutation();
  const [remove, removed] = useCartSetupDeleteDraftMutation();
  const [publish, published] = useCartSetupPublishDraftMutation();
  const [rollback, rolledBack] = useCartSetupRollbackLiveCartMutation();
  const busy = created.isLoading || updated.isLoading || removed.isLoading || published.isLoading || rolledBack.isLoading;
  const trimmed = name.trim();

  /** Runs the dialog's call; on success toasts, closes and moves on; on refusal says why and stays open. */
  async function run<T>(call: Promise<{ data?: T; error?: unknown }>, done: string, then?: (data: T) => void) {
    const r = await call;
    if (r.error !== undefined || r.data === undefined) {
      setError(refusal(r.error));
      return;
    }
    toast(done);
    onClose();
    then?.(r.data);
  }

  const confirm = (): void => {
    if (dialog === 'create') return void run(create({ name: trimmed }), 'Draft created', (d) => onCreated(d.id));
    if (dialog === 'rollback') return void run(rollback(), 'Live cart rolled back');
    if (!current) return;
    if (dialog === 'rename') void run(update({ id: current.id, input: { name: trimmed } }), 'Draft renamed');
    else if (dialog === 'delete') void run(remove(current.id), 'Draft deleted', onLeft);
    else void run(publish(current.id), 'Draft published: it is now the live cart', onLeft);
  };

  const draftName = current?.name ?? '';
  const copy: Record<VersionDialog, { title: string; action: string; destructive?: boolean }> = {
    create: { title: 'Create a draft cart', action: 'Create' },
    rename: { title: `Rename draft ${draftName}`, action: 'Save name' },
    delete: { title: `Delete draft ${draftName}?`, action: 'Delete draft', destructive: true },
    publish: { title: `Publish draft ${draftName}?`, action: 'Publish draft' },
    rollback: { title: 'Roll back the live cart?', action: 'Roll back live cart' },
  };
  const named = dialog === 'create' || dialog === 'rename';
  // Each confirming button's name differs from the header button that opened it, so the two are never confused.
  const { title, action, destructive } = copy[dialog];
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      primaryAction={{
        content: action,
        destructive,
        loading: busy,
        disabled: named && (trimmed.length === 0 || trimmed.length > DRAFT_NAME_MAX),
        onAction: confirm,
      }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          {error.banner ? <Banner tone="critical">{error.banner}</Banner> : null}
          {named ? (
            <TextField
              label="Draft name"
              value={name}
              onChange={(v) => {
                setName(v);
                setError({});
              }}
              maxLength={DRAFT_NAME_MAX}
              autoComplete="off"
              autoFocus
              error={error.name}
              helpText={dialog === 'create' ? 'The draft starts as a copy of the live cart: its design and the campaigns on in it.' : undefined}
            />
          ) : null}
          {dialog === 'delete' ? <Text as="p">The draft and its design are deleted. The live cart does not change.</Text> : null}
          {dialog === 'publish' ? (
            <Text as="p">
              {draftName} becomes the live cart for every shopper: its design and the campaigns on in it. The current live
              cart is kept, so you can roll back to it.
            </Text>
          ) : null}
          {dialog === 'rollback' ? (
            <Text as="p">
              {savedAt
                ? `The live cart goes back to how it was before the last publish or promote (kept ${formatSavedAt(savedAt)}): its design and which campaigns are on. Every shopper sees it at once.`
                : 'The live cart goes back to how it was before the last publish or promote. Every shopper sees it at once.'}
            </Text>
          ) : null}
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
