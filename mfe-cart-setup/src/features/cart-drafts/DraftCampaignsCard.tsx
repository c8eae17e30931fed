import { isApiError, useToast } from '@cartlift/admin-kit';
import { Badge, BlockStack, Checkbox, InlineStack, Link, Select, SkeletonBodyText, Text } from '@shopify/polaris';
import { useState } from 'react';
import { SectionCard } from '../settings-form/SectionCard';
import { isCartLocked, useCartSetupUpdateDraftMutation, type DraftCampaign } from './cartDraftsApi';

/** The toast once the draft's campaign list is saved. */
export const DRAFT_CAMPAIGNS_SAVED_TOAST = 'Campaigns in this draft saved';

/**
 * "Campaigns in this draft" (issue 26): the shop's campaigns, each with a checkbox saying whether it is on in the draft.
 * Each change is saved at once (`updateCartDraft(id, { campaignIds })`), as a campaign's own switch is on the
 * Campaigns screen; the preview draws the checked campaign the merchant picks (the first by default).
 */
export function DraftCampaignsCard({
  draftId,
  campaigns,
  loading,
  ids,
  onIds,
  locked,
  onLocked,
  shownId,
  onShow,
}: {
  draftId: string;
  /** The shop's campaigns (null when they could not be read). */
  campaigns: DraftCampaign[] | null;
  loading: boolean;
  /** The ids on in the draft, as the merchant last set them. */
  ids: readonly string[];
  onIds(ids: string[]): void;
  locked: boolean;
  /** The gateway refused a change because the draft is under test. */
  onLocked(): void;
  /** The campaign the preview draws. */
  shownId: string | null;
  onShow(id: string): void;
}) {
  const toast = useToast();
  const [update, { isLoading }] = useCartSetupUpdateDraftMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function toggle(id: string, on: boolean) {
    if (!campaigns) return;
    const before = [...ids];
    const chosen = new Set(before);
    if (on) chosen.add(id);
    else chosen.delete(id);
    // In the list's order, so the saved list reads the way the merchant sees it.
    const next = campaigns.filter((c) => chosen.has(c.id)).map((c) => c.id);
    onIds(next);
    setFailure(null);
    const r = await update({ id: draftId, input: { campaignIds: next } });
    if (!('error' in r)) {
      toast(DRAFT_CAMPAIGNS_SAVED_TOAST);
      return;
    }
    onIds(before);
    if (isCartLocked(r.error)) onLocked();
    else setFailure(isApiError(r.error) ? r.error.message : 'Saving failed');
  }

  const checked = (campaigns ?? []).filter((c) => ids.includes(c.id));
  return (
    <SectionCard title="Campaigns in this draft">
      <Text as="p" tone="subdued">
        Which campaigns are on in this draft cart. The live cart keeps its own; a campaign turned on here shows only to
        shoppers of this draft once it is published or tested.
      </Text>
      {loading ? (
        <SkeletonBodyText lines={3} />
      ) : !campaigns ? (
        <Text as="p" tone="critical">
          The campaigns could not be loaded. Reload the page to try again.
        </Text>
      ) : campaigns.length === 0 ? (
        <Text as="p">
          This shop has no campaigns yet. <Link url="/campaigns/create">Create a campaign</Link>
        </Text>
      ) : (
        <BlockStack gap="100">
          {campaigns.map((c) => (
            <InlineStack key={c.id} gap="200" blockAlign="center">
              <Checkbox
                label={c.name}
                checked={ids.includes(c.id)}
                disabled={locked || isLoading}
                onChange={(on) => void toggle(c.id, on)}
              />
              {c.active ? <Badge tone="success">On in the live cart</Badge> : null}
            </InlineStack>
          ))}
        </BlockStack>
      )}
      {failure ? (
        <Text as="p" tone="critical">
          {failure}
        </Text>
      ) : null}
      {checked.length > 1 ? (
        <Select
          label="Campaign in the preview"
          helpText="The preview draws one campaign at a time."
          options={checked.map((c) => ({ label: c.name, value: c.id }))}
          value={shownId ?? checked[0].id}
          onChange={onShow}
        />
      ) : null}
    </SectionCard>
  );
}
