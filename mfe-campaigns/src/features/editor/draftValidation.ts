import { validateCampaign, type CampaignDraft, type FieldError } from '@cartlift/domain';

/**
 * The draft's client-side errors with the editor's stricter limits. Its own chunk (with zod and the domain's campaign
 * schemas, ~30 KB gzip): the editor loads it through draftValidator.ts, never up front.
 */
export function draftErrors(input: CampaignDraft): FieldError[] {
  const r = validateCampaign(input, { editor: true });
  return r.success ? [] : r.errors;
}
