import type { draftErrors } from './draftValidation';

/** The loaded validator of draftValidation.ts. */
export type DraftValidator = typeof draftErrors;

let loaded: DraftValidator | null = null;
let loading: Promise<DraftValidator> | null = null;

/**
 * Loads the editor's validator (zod and the domain's campaign schemas) once. The editor shows client errors only from
 * the first save on (campaigns.md §8), so the first paint does without it: the editor asks for it when the merchant
 * first changes the draft, and the save waits for it. A failed load is forgotten, so the next save asks again.
 */
export function loadDraftValidator(): Promise<DraftValidator> {
  loading ??= import(/* webpackChunkName: "campaign-validation" */ './draftValidation').then(
    (m) => (loaded = m.draftErrors),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** The validator once loadDraftValidator has answered, else null. */
export const draftValidator = (): DraftValidator | null => loaded;
