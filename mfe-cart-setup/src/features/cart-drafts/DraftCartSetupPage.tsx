import { adminConfig, ErrorPage } from '@cartlift/admin-kit';
import { upgradeCampaign, type ShopSettingsPayload } from '@cartlift/domain';
import { Banner, Page } from '@shopify/polaris';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CartSetupFrame, CartSetupSections } from '../cart-setup/CartSetupPage';
import { useGetSettingsShopQuery, type SettingsShop } from '../settings-form/settingsApi';
import type { PreviewCampaign } from '../settings-form/SettingsPreview';
import { SettingsLayout, SettingsSkeleton, ShopSettingsForm } from '../settings-form/ShopSettingsScreen';
import { useSaveSettingsTo, type SettingsSaver } from '../settings-form/useSaveSettings';
import { useCartSetupDraftCampaignsQuery, useCartSetupDraftQuery, useCartSetupUpdateDraftMutation, type CartDraft } from './cartDraftsApi';
import { DRAFT_PARAM } from './CartVersions';
import { DraftCampaignsCard } from './DraftCampaignsCard';

/** The toast once a draft's Cart Setup settings are saved. */
export const DRAFT_SAVED_TOAST = 'Draft saved';

/** The banner over a draft: what the merchant edits, and that shoppers do not get it yet. */
export const editingDraft = (name: string): string =>
  `Editing draft ${name}: shoppers do not see it until you publish it or test it in an experiment`;

/** The draft's save: the same form's payload, sent as `updateCartDraft(id, { settings })` (never updateShopSettings). */
export function useSaveDraftSettings(id: string): SettingsSaver {
  const [update, { isLoading }] = useCartSetupUpdateDraftMutation();
  const send = useCallback((settings: ShopSettingsPayload) => update({ id, input: { settings } }).unwrap(), [update, id]);
  return useSaveSettingsTo({ send, sending: isLoading, savedToast: DRAFT_SAVED_TOAST, within: 'settings' });
}

function DraftCartSetup({ shop, draft }: { shop: SettingsShop; draft: CartDraft }) {
  const saver = useSaveDraftSettings(draft.id);
  const campaigns = useCartSetupDraftCampaignsQuery(adminConfig().shop, { refetchOnMountOrArgChange: true });
  // The checklist's ids, ahead of the server while a change is saved; a refetched draft replaces them.
  const [ids, setIds] = useState<string[]>(draft.campaignIds);
  useEffect(() => setIds(draft.campaignIds), [draft.campaignIds]);
  const [shownId, setShownId] = useState<string | null>(null);
  const [refusedLocked, setRefusedLocked] = useState(false);
  const list = campaigns.data ?? null;
  const checked = useMemo(() => (list ?? []).filter((c) => ids.includes(c.id)), [list, ids]);
  const shown = checked.find((c) => c.id === shownId) ?? checked[0] ?? null;
  // Upgraded as the public lookup upgrades a stored campaign, so the preview draws the shape shoppers would get.
  const campaign = useMemo(
    (): PreviewCampaign | null => (shown ? upgradeCampaign({ ...shown, campaign_key: shown.campaign_key ?? shown.id }) : null),
    [shown],
  );
  const locked = draft.lockedBy !== null || refusedLocked || saver.refusedLocked;
  return (
    <CartSetupFrame draft={draft}>
      <SettingsLayout path="/settings" shop={shop} saver={saver} locked={locked} campaign={campaign}>
        <Banner tone="info" title={editingDraft(draft.name)} />
        <DraftCampaignsCard
          draftId={draft.id}
          campaigns={campaigns.isError ? null : list}
          loading={campaigns.isLoading}
          ids={ids}
          onIds={setIds}
          locked={locked}
          onLocked={() => setRefusedLocked(true)}
          shownId={shown?.id ?? null}
          onShow={setShownId}
        />
        <CartSetupSections shop={shop} />
      </SettingsLayout>
    </CartSetupFrame>
  );
}

/** A draft id that names no draft of this shop (deleted, or a stale link). */
function DraftNotFound() {
  const [, setParams] = useSearchParams();
  const toLive = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete(DRAFT_PARAM);
      return next;
    });
  return (
    <Page title="Cart Setup">
      <Banner tone="warning" title="This draft cart does not exist" action={{ content: 'Open the live cart', onAction: toLive }}>
        <p>It may have been deleted or published. The live cart and the other drafts are unchanged.</p>
      </Banner>
    </Page>
  );
}

/** /settings?draft=<id>: Cart Setup on a draft cart, with the same form, sections and live preview as the live cart. */
export function DraftCartSetupPage({ id }: { id: string }) {
  const shopQuery = useGetSettingsShopQuery(adminConfig().shop, { refetchOnMountOrArgChange: true });
  const draftQuery = useCartSetupDraftQuery(id, { refetchOnMountOrArgChange: true });
  if (shopQuery.isLoading || draftQuery.isLoading) return <SettingsSkeleton title="Cart Setup" />;
  if (shopQuery.error || !shopQuery.data || draftQuery.error) return <ErrorPage />;
  if (!draftQuery.data) return <DraftNotFound />;
  return (
    <ShopSettingsForm stored={draftQuery.data.settings}>
      <DraftCartSetup shop={shopQuery.data} draft={draftQuery.data} />
    </ShopSettingsForm>
  );
}
