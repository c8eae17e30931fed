/**
 * The editor's draft: a campaign as a form holds it. Any part may be missing while the merchant works, and a cleared
 * text or number field holds '' (an "empty reward and quantity" in the spec's words) until validation says so.
 */
import type { CampaignInput } from './schema';
import type { Goal } from './schema-unlock';

/** Deep-optional form state of T, where number fields may also be ''. */
export type DraftOf<T> = T extends readonly (infer U)[]
  ? DraftOf<U>[]
  : T extends object
    ? { [K in keyof T]?: DraftOf<T[K]> }
    : T extends number
      ? T | ''
      : T;

/** A campaign being edited; a loaded campaign also carries its server fields, which the save input drops. */
export type CampaignDraft = DraftOf<CampaignInput> & {
  id?: string;
  createdAt?: string;
  updatedAt?: string;
  campaign_key?: string;
};

/** A goal being edited. */
export type DraftGoal = DraftOf<Goal>;

/** The outcome of an edit the spec can refuse: the new draft (the same draft when refused) and the refusal message. */
export interface EditResult {
  draft: CampaignDraft;
  error?: string;
}

/** An accepted edit. */
export const accepted = (draft: CampaignDraft): EditResult => ({ draft });
/** A refused edit: the draft is unchanged. */
export const refused = (draft: CampaignDraft, error: string): EditResult => ({ draft, error });
