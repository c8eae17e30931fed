import {
  adminConfig,
  ErrorPage,
  LeaveGuardModal,
  SaveBar,
  useAppDispatch,
  useAppSelector,
  useLeaveGuard,
  useNavigateKeepingQuery,
} from '@cartlift/admin-kit';
import { canCreateCampaign, defaultCampaign, duplicateCampaign, type CampaignDraft } from '@cartlift/domain';
import { Banner, Layout, Page } from '@shopify/polaris';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { CAP_REACHED_TEXT, CAP_REACHED_TITLE } from '../../campaign/campaignCap';
import { useCampaignCountQuery } from '../campaigns/campaignsApi';
import { useEditorCampaignQuery } from './editorApi';
import { loadDraftValidator } from './draftValidator';
import { discarded, editorLoaded, selectEditor, selectErrors, selectIsDirty } from './editorSlice';
import { EditorForm } from './EditorForm';
import { EditorSkeleton } from './EditorSkeleton';
import { editorTitle, type EditorMode } from './editorTitle';
import { useRefusalToast } from './useRefusalToast';
import { useSaveCampaign } from './useSaveCampaign';

/** The type a new campaign starts as; the merchant picks another in Basic Settings. */
export const NEW_CAMPAIGN_TYPE = 'add_to_unlock';

const draftKey = (mode: EditorMode, id: string | undefined): string =>
  mode === 'new' ? 'new' : mode === 'copy' ? `copy:${id}` : String(id);

/**
 * Loads the draft for one editor screen. A draft still in the store for the same screen with unsaved changes is kept
 * (the merchant left and came back: nothing is lost); otherwise the defaults, the duplicate or the fresh campaign.
 */
function useEditorDraft(mode: EditorMode, id: string | undefined) {
  const dispatch = useAppDispatch();
  const key = draftKey(mode, id);
  const editor = useAppSelector(selectEditor);
  const dirty = useAppSelector(selectIsDirty);
  const kept = useRef(editor.key === key && editor.edited !== undefined && (dirty || mode === 'new'));
  const [restored] = useState(kept.current && dirty);
  const query = useEditorCampaignQuery(id ?? '', { skip: mode === 'new' || !id, refetchOnMountOrArgChange: true });
  const [mountedAt] = useState(() => Date.now());

  useEffect(() => {
    if (kept.current) return;
    if (mode === 'new') {
      dispatch(editorLoaded({ key, campaign: defaultCampaign(NEW_CAMPAIGN_TYPE) as CampaignDraft }));
      kept.current = true;
      return;
    }
    // Only a response fetched for this visit counts: an edited campaign is always loaded fresh (campaigns.md §2).
    if (!query.data || (query.fulfilledTimeStamp ?? 0) < mountedAt) return;
    const campaign = mode === 'copy' ? duplicateCampaign(query.data) : query.data;
    dispatch(editorLoaded({ key, campaign }));
    kept.current = true;
  }, [dispatch, key, mode, query.data, query.fulfilledTimeStamp, mountedAt]);

  const ready = editor.key === key && editor.edited !== undefined && kept.current;
  return { ready, restored, error: query.isError, retry: () => void query.refetch() };
}

/** /campaigns/create, /campaigns/create/{id} and /campaigns/{id}: the campaign editor (campaigns.md §2-§5). */
export function EditorPage({ mode }: { mode: EditorMode }) {
  const dispatch = useAppDispatch();
  const { id } = useParams();
  const userId = adminConfig().shop;
  const navigateKeeping = useNavigateKeepingQuery();
  const { ready, restored, error, retry } = useEditorDraft(mode, id);
  const dirty = useAppSelector(selectIsDirty);
  const { saved, tried } = useAppSelector(selectEditor);
  const errors = useAppSelector(selectErrors);
  const isNew = mode !== 'edit';
  const count = useCampaignCountQuery(userId, { skip: !isNew, refetchOnMountOrArgChange: true });
  const { save, saving, capRefused } = useSaveCampaign(isNew ? null : (id ?? null));
  const atCap = isNew && ((count.data !== undefined && !canCreateCampaign(count.data)) || capRefused);
  const guard = useLeaveGuard(ready && dirty);
  useRefusalToast();
  // The validator is needed from the first save on: fetched once the merchant has changed something, so the save rarely
  // waits for it (a failed fetch is asked again by the save itself).
  useEffect(() => {
    if (dirty) loadDraftValidator().catch(() => undefined);
  }, [dirty]);

  if (error) return <ErrorPage onRetry={retry} />;
  const title = editorTitle(mode);
  if (!ready) return <EditorSkeleton mode={mode} />;
  const leave = () => (dirty ? guard.request('..') : navigateKeeping('..'));
  const blockedReason = atCap ? CAP_REACHED_TITLE : null;
  return (
    <Page title={title} backAction={{ content: 'Upsell Campaigns', onAction: leave }} fullWidth>
      {/* campaigns.md §2: a campaign not created yet (new or duplicate), or an inactive one, is saved active. */}
      <SaveBar
        visible={dirty || isNew}
        saving={saving}
        message={blockedReason ?? undefined}
        saveLabel={isNew || saved?.active !== true ? 'Save & Activate' : 'Save'}
        // campaigns.md §5: saving is blocked while errors exist (they show once a save was tried).
        saveDisabled={blockedReason !== null || (tried && errors.length > 0)}
        onSave={() => void save()}
        onDiscard={() => dispatch(discarded())}
      />
      <Layout>
        {atCap ? (
          <Layout.Section>
            <Banner tone="warning" title={CAP_REACHED_TITLE}>
              <p>{CAP_REACHED_TEXT} Your draft stays here until then.</p>
            </Banner>
          </Layout.Section>
        ) : null}
        {restored ? (
          <Layout.Section>
            <Banner tone="info" title="Your unsaved changes were kept">
              <p>Discard them to see the saved campaign.</p>
            </Banner>
          </Layout.Section>
        ) : null}
        <EditorForm />
      </Layout>
      <LeaveGuardModal
        guard={guard}
        body="Leaving this page will keep your draft here, but it is not saved to your store until you save it."
      />
    </Page>
  );
}
