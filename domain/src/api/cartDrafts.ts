/**
 * Draft carts over the admin's GraphQL (docs/experiments.md "Admin GraphQL": CartDraft, LiveCartHistory). The inputs'
 * schemas are the drafts' rules (`cartDraftCreateSchema`, `cartDraftUpdateSchema` in `domain/src/experiment/draft.ts`);
 * the answers are declared here: the gateway's services return them, Cart Setup's views are these or `Pick`s of them,
 * and `gateway/src/graphql/contract.test.ts` holds the GraphQL `CartDraft` and `LiveCartHistory` types equal to the
 * schemas. publishCartDraft and rollbackLiveCart answer the `Shop`.
 */
import { z } from 'zod';
import { shopSettingsSchema } from '../shop/settings-schema';

/** A copy of the live cart: its own Cart Setup settings (upgraded) and the ids of the campaigns on in it. */
export const cartDraftSchema = z.object({
  id: z.string(),
  name: z.string(),
  settings: shopSettingsSchema,
  campaignIds: z.array(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The running experiment testing this draft: the draft is locked while it runs. */
  lockedBy: z.string().nullable(),
});
/** A copy of the live cart, as the admin reads it. */
export type CartDraft = z.infer<typeof cartDraftSchema>;

/** Whether rollback can restore the live cart as it was before the last publish or promote. */
export const liveCartHistorySchema = z.object({
  canRollback: z.boolean(),
  savedAt: z.string().nullable(),
});
/** Whether rollback can restore the live cart, and when the cart it would restore was kept. */
export type LiveCartHistory = z.infer<typeof liveCartHistorySchema>;
