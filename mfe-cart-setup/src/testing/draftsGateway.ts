import {
  cantBeBlank,
  CART_LOCKED,
  defaultCampaign,
  NOT_VALID,
  parseShopSettingsPayload,
  tooLong,
  type FieldError,
  type LiveCartHistory,
  type Shop,
  type ShopSettings,
} from '@cartlift/domain';
import { graphqlData as gql, graphqlError, graphqlFieldErrors } from '../../../admin-kit/testing/fakeGateway';
import type { CartDraft, DraftCampaign } from '../features/cart-drafts/cartDraftsApi';

/** A campaign of the fake shop: on in the live cart when `active`. */
export interface FakeCampaign {
  id: string;
  name: string;
  active: boolean;
}

/** What the drafts part of the fake gateway keeps (docs/experiments.md "Data": drafts and the kept previous live). */
export interface DraftsState {
  drafts: CartDraft[];
  /** The live cart as it was before the last publish (what rollback restores), with when it was kept. */
  previousLive: { settings: ShopSettings; campaignIds: string[]; savedAt: string } | null;
  campaigns: FakeCampaign[];
  /** The shop's running experiment (its id): the live cart is locked while it is set. */
  runningExperiment: string | null;
}

/** The live cart the drafts part reads and writes: the shop's settings in the main fake. */
export interface LiveCart {
  settings: ShopSettings;
}

/** The gateway's refusal of an edit to a locked cart (domain CART_LOCKED, docs/experiments.md "Locks"). */
export const lockedAnswer = () => graphqlError(CART_LOCKED, 'CART_LOCKED');

const NAME_MAX = 100;
const now = () => new Date(Date.UTC(2026, 10, 27, 6, 0, 0)).toISOString();

function nameErrors(name: unknown): FieldError[] {
  if (typeof name !== 'string' || name.trim() === '') return [{ path: 'name', message: cantBeBlank('name') }];
  return name.trim().length > NAME_MAX ? [{ path: 'name', message: tooLong(NAME_MAX) }] : [];
}

/** A campaign record as the gateway answers it (the domain's default Add To Unlock body under the fake's name). */
export const campaignRecord = (c: FakeCampaign): DraftCampaign => ({
  ...defaultCampaign('add_to_unlock'),
  ...c,
  campaign_key: `key-${c.id}`,
});

/**
 * Answers the draft operations of mfe-cart-setup (cartDraftsApi) as docs/experiments.md "Admin GraphQL" declares them:
 * a draft copies the live cart, inputs are validated with the domain (settings as updateShopSettings validates them,
 * field paths under `settings.`), locks refuse with CART_LOCKED, publish keeps the previous live cart for rollback and
 * the draft, rollback swaps the two (as the gateway README "Draft carts and experiments" says of the real one).
 * Null when `operation` is not one of them.
 */
export function answerDrafts(
  s: DraftsState,
  live: LiveCart,
  operation: string,
  v: Record<string, unknown>,
): Response | null {
  const activeIds = () => s.campaigns.filter((c) => c.active).map((c) => c.id);
  const find = (id: unknown) => s.drafts.find((d) => d.id === id);
  const summary = ({ settings: _settings, ...d }: CartDraft) => d;
  switch (operation) {
    case 'CartSetupDrafts':
      return gql({ cartDrafts: s.drafts.map(summary) });
    case 'CartSetupDraft':
      return gql({ cartDraft: find(v.id) ?? null });
    case 'CartSetupLiveCartHistory': {
      const history: LiveCartHistory = { canRollback: s.previousLive !== null, savedAt: s.previousLive?.savedAt ?? null };
      return gql({ liveCartHistory: history });
    }
    case 'CartSetupExperiments':
      return gql({ experiments: s.runningExperiment ? [{ id: s.runningExperiment, status: 'running' }] : [] });
    case 'CartSetupDraftCampaigns':
      return gql({ campaigns: { campaigns: s.campaigns.map(campaignRecord) } });
    case 'CartSetupCreateDraft': {
      const input = v.input as { name?: unknown };
      const errors = nameErrors(input.name);
      if (errors.length) return graphqlFieldErrors(errors, { createCartDraft: null });
      const draft: CartDraft = {
        id: `d_${s.drafts.length + 1}`,
        name: String(input.name).trim(),
        settings: live.settings,
        campaignIds: activeIds(),
        createdAt: now(),
        updatedAt: now(),
        lockedBy: null,
      };
      // Newest first, as the gateway lists them.
      s.drafts.unshift(draft);
      return gql({ createCartDraft: summary(draft) });
    }
    case 'CartSetupUpdateDraft': {
      const draft = find(v.id);
      if (!draft) return graphqlError('Not found', 'NOT_FOUND', { updateCartDraft: null });
      if (draft.lockedBy) return lockedAnswer();
      const input = v.input as { name?: unknown; settings?: unknown; campaignIds?: unknown };
      const errors: FieldError[] = 'name' in input ? nameErrors(input.name) : [];
      let settings = draft.settings;
      if ('settings' in input) {
        const r = parseShopSettingsPayload(input.settings);
        if (r.success) settings = r.data;
        else errors.push(...r.errors.map((e) => ({ ...e, path: `settings.${e.path}` })));
      }
      const ids = input.campaignIds;
      const known = new Set(s.campaigns.map((c) => c.id));
      if (ids !== undefined && !Array.isArray(ids)) errors.push({ path: 'campaignIds', message: NOT_VALID });
      if (Array.isArray(ids)) {
        ids.forEach((id, i) => {
          if (typeof id !== 'string' || !known.has(id)) errors.push({ path: `campaignIds.${i}`, message: NOT_VALID });
        });
      }
      if (errors.length) return graphqlFieldErrors(errors, { updateCartDraft: null });
      Object.assign(draft, {
        settings,
        updatedAt: now(),
        ...(typeof input.name === 'string' ? { name: input.name.trim() } : {}),
        ...(Array.isArray(ids) ? { campaignIds: ids } : {}),
      });
      return gql({ updateCartDraft: summary(draft) });
    }
    case 'CartSetupDeleteDraft': {
      const draft = find(v.id);
      if (!draft) return graphqlError('Not found', 'NOT_FOUND', { deleteCartDraft: null });
      if (draft.lockedBy) return lockedAnswer();
      s.drafts = s.drafts.filter((d) => d !== draft);
      return gql({ deleteCartDraft: draft.id });
    }
    case 'CartSetupPublishDraft': {
      const draft = find(v.id);
      if (!draft) return graphqlError('Not found', 'NOT_FOUND', { publishCartDraft: null });
      if (s.runningExperiment) return lockedAnswer();
      s.previousLive = { settings: live.settings, campaignIds: activeIds(), savedAt: now() };
      live.settings = draft.settings;
      for (const c of s.campaigns) c.active = draft.campaignIds.includes(c.id);
      return gql({ publishCartDraft: { id: 'shop' } satisfies Pick<Shop, 'id'> });
    }
    case 'CartSetupRollbackLiveCart': {
      if (s.runningExperiment) return lockedAnswer();
      const previous = s.previousLive;
      if (!previous) return graphqlFieldErrors([{ path: '', message: 'There is no earlier live cart to restore.' }], { rollbackLiveCart: null });
      // The live cart it replaces becomes the previous one, so a rollback can be undone (gateway README).
      s.previousLive = { settings: live.settings, campaignIds: activeIds(), savedAt: now() };
      live.settings = previous.settings;
      for (const c of s.campaigns) c.active = previous.campaignIds.includes(c.id);
      return gql({ rollbackLiveCart: { id: 'shop' } satisfies Pick<Shop, 'id'> });
    }
    default:
      return null;
  }
}
