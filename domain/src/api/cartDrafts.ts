/**
 * Draft carts over the admin's GraphQL (docs/experiments.md "Admin GraphQL": CartDraft, LiveCartHistory). The inputs'
 * schemas are the drafts' rules (`cartDraftCreateSchema`, `cartDraftUpdateSchema` in `domain/src/experiment/draft.ts`);
 * the answers are declared here: the gateway's services return them, Cart Setup's views are these or `Pick`s of them.
 * publishCartDraft and rollbackLiveCart answer the `Shop`.
 */
import type { ShopSettings } from '../shop';

/** A copy of the live cart: its own Cart Setup settings (upgraded) and the ids of the campaigns on in it. */
export interface CartDraft {
  id: string;
  name: string;
  settings: ShopSettings;
  campaignIds: string[];
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
  /** The running experiment testing this draft: the draft is locked while it runs. */
  lockedBy: string | null;
}

/** Whether rollback can restore the live cart as it was before the last publish or promote. */
export interface LiveCartHistory {
  canRollback: boolean;
  savedAt: string | null;
}
