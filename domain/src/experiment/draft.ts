/**
 * Draft carts (docs/experiments.md "What a cart is"): a copy of the live cart's settings and of which campaigns are on
 * in it. The settings themselves are checked by the shop's own rules (validateShopSettings, over the draft's stored
 * settings) where they are saved; this holds the draft's own fields and messages.
 */
import { z } from 'zod';
import { NOT_VALID } from '../common';
import { CAMPAIGN_CAP } from '../campaign/constants';
import { requiredText } from '../campaign/fields';
import type { ShopSettingsPayload } from '../shop/settings';
import { DRAFT_CAP, DRAFT_NAME_MAX } from './constants';

/** createCartDraft's input: the draft's name (its cart is the live cart's copy). */
export const cartDraftCreateSchema = z.strictObject({ name: requiredText('name', { max: DRAFT_NAME_MAX }) }, { error: NOT_VALID });
/** A createCartDraft input. */
export type CartDraftCreate = z.infer<typeof cartDraftCreateSchema>;

/**
 * updateCartDraft's input: any of the name, the settings (laid over the draft's, as a settings save over the live
 * cart's) and the ids of the campaigns on in the draft (the whole list).
 */
export const cartDraftUpdateSchema = z
  .strictObject(
    {
      name: requiredText('name', { max: DRAFT_NAME_MAX }),
      settings: z.record(z.string(), z.unknown(), { error: NOT_VALID }),
      campaignIds: z
        .array(z.string({ error: NOT_VALID }).min(1, { error: NOT_VALID }).max(36, { error: NOT_VALID }), { error: NOT_VALID })
        .max(CAMPAIGN_CAP, { error: NOT_VALID }),
    },
    { error: NOT_VALID },
  )
  .partial();
/** A draft edit. */
export type CartDraftUpdate = z.infer<typeof cartDraftUpdateSchema>;
/** A draft edit as the admin sends it: its settings are the cart-and-shop.md §4 save payload, as updateShopSettings'. */
export type CartDraftUpdateInput = Omit<CartDraftUpdate, 'settings'> & { settings?: ShopSettingsPayload };

/** A shop already keeps DRAFT_CAP drafts. */
export const DRAFT_LIMIT_MESSAGE = `Draft limit reached: a shop can keep at most ${DRAFT_CAP} draft carts. Delete one to make another.`;
/** Rollback with nothing to restore (no publish or promote yet, or the shop's history was cleared). */
export const NOTHING_TO_ROLL_BACK = 'There is no earlier live cart to restore.';
/** Promoting or starting an experiment whose draft was deleted. */
export const DRAFT_GONE = 'The draft cart of this experiment no longer exists.';
