/**
 * Form edits of the campaign editor (campaigns.md §4) other than goals: field set/delete, tiers, type and target,
 * picker selection, one-check products, module reset, duplicate and the save payload. Pure: each returns a new draft.
 */
import { deletePath, dropEmpty, getPath, NOT_VALID, setPath } from '../common';
import {
  type CampaignType,
  type TargetType,
  CAMPAIGN_TYPES,
  MAX_ONE_CHECK_PRODUCTS,
  PICKER_MAX_COLLECTIONS,
  PICKER_MAX_PRODUCTS,
  TARGET_TYPE_LABELS,
  TARGET_TYPES,
} from './constants';
import { DEFAULT_ORDER_NOTE_TEXT, DEFAULT_RANDOM_TEXT, defaultOneCheckProduct, defaultTypeBlock } from './defaults';
import { accepted, type CampaignDraft, type EditResult, refused } from './draft';
import { COPY_SUFFIX, ONLY_3_ONE_CHECK_PRODUCTS, TOO_MANY_COLLECTIONS, TOO_MANY_PRODUCTS } from './messages';
import type { SingleOneCheck } from './schema';
import { upgradeOneCheck } from './upgrade';

/** Sets the value at a dotted path ("settings.bundles.text"). */
export const setField = (draft: CampaignDraft, path: string, value: unknown): CampaignDraft =>
  setPath(draft, path, value);
/** Deletes the value at a dotted path (array items are spliced out). */
export const deleteField = (draft: CampaignDraft, path: string): CampaignDraft => deletePath(draft, path);
/** Replaces the whole draft (Discard restores the loaded state this way). */
export const replaceDraft = (_draft: CampaignDraft, next: CampaignDraft): CampaignDraft => next;

const TIERS = 'settings.bundles.tiers';

/** Adds a bundle tier: type percentage, empty reward and quantity, id one above the largest numeric id. */
export function addTier(draft: CampaignDraft): CampaignDraft {
  const tiers = draft.settings?.bundles?.tiers ?? [];
  const id = tiers.reduce((max, t) => (typeof t.id === 'number' && t.id > max ? t.id : max), 0) + 1;
  return setPath(draft, TIERS, [...tiers, { id, type: 'percentage', quantity: '', reward: '' }]);
}

/** Removes bundle tier `index`. */
export const removeTier = (draft: CampaignDraft, index: number): CampaignDraft =>
  deletePath(draft, `${TIERS}.${index}`);

/** A trigger option of the targeting section; all products is not offered for Buy More Save More. */
export interface TargetTypeOption {
  value: TargetType;
  label: string;
  disabled: boolean;
}

/** The trigger options for a campaign type (all products disabled for bundles, multi-currency or not). */
export const targetTypeOptions = (type: CampaignType): TargetTypeOption[] =>
  TARGET_TYPES.map((value) => ({
    value,
    label: TARGET_TYPE_LABELS[value],
    disabled: type === 'bundles' && value === 'all_products',
  }));

const clearSelection = (draft: CampaignDraft, type: TargetType): CampaignDraft => ({
  ...draft,
  target: { ...draft.target, type, selected: [], ids: [] },
});

/** Sets settings.type, adding that type's default block when missing; bundles on all products moves to specific products. */
export function setCampaignType(draft: CampaignDraft, type: CampaignType): CampaignDraft {
  const settings = { ...draft.settings, type };
  for (const [key, block] of Object.entries(defaultTypeBlock(type)))
    if (getPath(settings, key) === undefined) Object.assign(settings, { [key]: block });
  const next = { ...draft, settings };
  return type === 'bundles' && draft.target?.type === 'all_products' ? clearSelection(next, 'specific_products') : next;
}

/** Sets target.type; specific products or collections clear the selected items; all products is refused for bundles. */
export function setTargetType(draft: CampaignDraft, type: TargetType): EditResult {
  if (type === 'all_products') {
    if (draft.settings?.type === 'bundles') return refused(draft, NOT_VALID);
    return accepted({ ...draft, target: { ...draft.target, type } });
  }
  return accepted(clearSelection(draft, type));
}

/** The numeric part of a platform global id ("gid://shopify/Product/123" → "123"); other ids unchanged, as text. */
export const numericId = (id: string | number): string => {
  const s = String(id);
  const m = /^gid:\/\/[^/]+\/[^/]+\/(\d+)(?:\?.*)?$/.exec(s);
  return m ? m[1] : s;
};

/** An item handed back by the product or collection picker. */
export interface PickedItem {
  id: string | number;
  title?: string;
  handle?: string;
  image?: string;
}

/**
 * Stores a picker selection in target.selected and target.ids: duplicates removed by id, global ids reduced to the
 * numeric part, at most 20 products or 2 collections (the rest dropped, with the limit message).
 */
export function selectTargetItems(draft: CampaignDraft, items: readonly PickedItem[]): EditResult {
  const collections = draft.target?.type === 'specific_collections';
  const max = collections ? PICKER_MAX_COLLECTIONS : PICKER_MAX_PRODUCTS;
  const seen = new Set<string>();
  const unique: PickedItem[] = [];
  for (const item of items) {
    const id = numericId(item.id);
    if (seen.has(id)) continue;
    seen.add(id);
    unique.push({ ...item, id });
  }
  const kept = unique
    .slice(0, max)
    .map((i) => dropEmpty({ id: String(i.id), title: i.title, handle: i.handle, image: i.image }));
  const next = { ...draft, target: { ...draft.target, selected: kept, ids: kept.map((i) => i.id) } };
  if (unique.length > max) return refused(next, collections ? TOO_MANY_COLLECTIONS : TOO_MANY_PRODUCTS);
  return accepted(next);
}

const ONE_CHECK_PRODUCTS = 'settings.multi_one_check_upsell.products';

/** Adds a one-check product with the defaults (not ticked, counts toward Add To Unlock, truncated at 25); max 3. */
export function addOneCheckProduct(draft: CampaignDraft): EditResult {
  const products = draft.settings?.multi_one_check_upsell?.products ?? [];
  if (products.length >= MAX_ONE_CHECK_PRODUCTS) return refused(draft, ONLY_3_ONE_CHECK_PRODUCTS);
  return accepted(setPath(draft, ONE_CHECK_PRODUCTS, [...products, defaultOneCheckProduct()]));
}

/** Removes one-check product `index`. */
export const removeOneCheckProduct = (draft: CampaignDraft, index: number): CampaignDraft =>
  deletePath(draft, `${ONE_CHECK_PRODUCTS}.${index}`);

/** Moves an old single one-check upsell into the multi version (no change when there is none). */
export function upgradeDraftOneCheck(draft: CampaignDraft): CampaignDraft {
  const single = draft.settings?.one_check_up_sell;
  if (!single) return draft;
  const settings = { ...draft.settings, multi_one_check_upsell: upgradeOneCheck(single as SingleOneCheck) };
  delete settings.one_check_up_sell;
  return { ...draft, settings };
}

/** Reset of the Random Text or Order Note module: its default text back (on/off state kept). */
export const resetModuleText = (draft: CampaignDraft, module: 'random_text' | 'order_note'): CampaignDraft =>
  setPath(draft, `modules.${module}.text`, module === 'random_text' ? DEFAULT_RANDOM_TEXT : DEFAULT_ORDER_NOTE_TEXT);

/** The draft for /campaigns/create/{id}: the name gets " (copy)", and the id and server fields are dropped. */
export function duplicateCampaign(campaign: CampaignDraft): CampaignDraft {
  const { id: _id, createdAt: _c, updatedAt: _u, campaign_key: _k, ...rest } = campaign;
  return { ...rest, name: `${campaign.name ?? ''}${COPY_SUFFIX}` };
}

const TYPE_BLOCKS: Record<CampaignType, string[]> = {
  bundles: ['bundles'],
  add_to_unlock: ['add_to_unlock'],
  one_check_up_sell: ['multi_one_check_upsell', 'one_check_up_sell'],
};

/**
 * The save payload: empty values dropped, server fields removed, blocks of other campaign types removed, and active
 * true (a new campaign is created active; "Save & Activate" activates an inactive one; an active one stays active).
 */
export function cleanCampaignInput(draft: CampaignDraft): CampaignDraft {
  const { id: _id, createdAt: _c, updatedAt: _u, campaign_key: _k, ...rest } = upgradeDraftOneCheck(draft);
  const type = rest.settings?.type;
  let settings = rest.settings;
  if (settings && type && (CAMPAIGN_TYPES as readonly string[]).includes(type)) {
    const keep = TYPE_BLOCKS[type];
    settings = { ...settings };
    for (const other of Object.values(TYPE_BLOCKS).flat())
      if (!keep.includes(other)) delete settings[other as keyof typeof settings];
  }
  return dropEmpty({ ...rest, settings, active: true });
}
