import { LeavePageModal } from '@cartlift/admin-kit';
import type { ShopSettings } from '@cartlift/domain';
import { Badge, Button, InlineStack, Select } from '@shopify/polaris';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSettingsForm } from '../settings-form/SettingsForm';
import {
  useCartSetupDraftsQuery,
  useCartSetupLiveCartHistoryQuery,
  useCartSetupRunningExperimentQuery,
  type CartDraftSummary,
} from './cartDraftsApi';
import type { VersionDialog } from './CartVersionDialogs';

// The dialogs load on the first click: the live cart's first load carries only the select and its buttons.
const CartVersionDialogs = lazy(() => import('./CartVersionDialogs').then((m) => ({ default: m.CartVersionDialogs })));

/** The query parameter naming the draft cart being edited (`/settings?draft=<id>`): a URL the merchant can reload and share. */
export const DRAFT_PARAM = 'draft';
/** The select's value for the live cart (draft ids are never empty). */
const LIVE = '';

/**
 * The "Cart versions" control beside Cart Setup's title (issue 26): which cart is being edited (the live cart or a
 * draft), and create, rename, delete, publish and roll back. Switching with unsaved edits asks first, as leaving does.
 */
export function CartVersions({ current }: { current: CartDraftSummary | null }) {
  const drafts = useCartSetupDraftsQuery(undefined, { refetchOnMountOrArgChange: true });
  const history = useCartSetupLiveCartHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  const running = useCartSetupRunningExperimentQuery().data ?? null;
  const { dirty } = useSettingsForm<ShopSettings>();
  const [, setParams] = useSearchParams();
  const [pending, setPending] = useState<string | null>(null);
  const [dialog, setDialog] = useState<VersionDialog | null>(null);

  // Only the draft parameter changes: shop, host and the rest of the admin's query stay.
  const open = useCallback(
    (id: string) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (id === LIVE) next.delete(DRAFT_PARAM);
        else next.set(DRAFT_PARAM, id);
        return next;
      }),
    [setParams],
  );
  const choose = useCallback(
    (id: string) => {
      if (id === (current?.id ?? LIVE)) return;
      if (dirty) setPending(id);
      else open(id);
    },
    [current, dirty, open],
  );

  const list = drafts.data ?? [];
  const options = [
    { label: 'Live cart', value: LIVE },
    ...list.map((d) => ({ label: d.name, value: d.id })),
    // The draft on screen, while a refetch of the list has not caught up with it yet.
    ...(current && !list.some((d) => d.id === current.id) ? [{ label: current.name, value: current.id }] : []),
  ];
  // Publishing and rolling back replace the live cart: saved edits only, and never while an experiment tests it.
  const liveChangeBlocked = dirty || running !== null;
  return (
    <InlineStack gap="200" blockAlign="center" wrap>
      <Select label="Cart version" labelInline options={options} value={current?.id ?? LIVE} onChange={choose} />
      <Badge tone={current ? 'attention' : 'success'}>
        {`${current ? 'Draft' : 'Live'}${(current ? current.lockedBy !== null : running !== null) ? ', under test' : ''}`}
      </Badge>
      <Button onClick={() => setDialog('create')}>Create draft</Button>
      {current ? (
        <>
          <Button onClick={() => setDialog('rename')}>Rename</Button>
          <Button tone="critical" disabled={current.lockedBy !== null} onClick={() => setDialog('delete')}>
            Delete
          </Button>
          <Button variant="primary" disabled={liveChangeBlocked} onClick={() => setDialog('publish')}>
            Publish
          </Button>
        </>
      ) : null}
      {history.data?.canRollback ? (
        <Button disabled={liveChangeBlocked} onClick={() => setDialog('rollback')}>
          Roll back
        </Button>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <CartVersionDialogs
            dialog={dialog}
            current={current}
            savedAt={history.data?.savedAt ?? null}
            onClose={() => setDialog(null)}
            onCreated={choose}
            onLeft={() => open(LIVE)}
          />
        </Suspense>
      ) : null}
      <LeavePageModal
        open={pending !== null}
        body="Your changes are not saved. Opening another cart version discards them."
        onStay={() => setPending(null)}
        onLeave={() => {
          const id = pending;
          setPending(null);
          if (id !== null) open(id);
        }}
      />
    </InlineStack>
  );
}
