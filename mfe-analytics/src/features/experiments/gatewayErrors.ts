import type { ApiError } from '@cartlift/admin-kit';
import type { FieldError } from '@cartlift/domain';

/** What the screen says when a failure carries no message of the gateway's. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

const isApiError = (e: unknown): e is ApiError => typeof e === 'object' && e !== null && 'status' in e && 'message' in e;

/**
 * The per-field errors of a refused save, as the other remotes decode them: one GraphQL error per field, extensions
 * {code: BAD_USER_INPUT, path}. A path under the mutation's `input` argument is made relative to the form.
 */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!isApiError(error)) return [];
  return (error.graphqlErrors ?? [])
    .filter((e) => e.extensions?.code === 'BAD_USER_INPUT')
    .map((e) => {
      const path = typeof e.extensions?.path === 'string' ? e.extensions.path : '';
      return { path: path.replace(/^input\./, ''), message: e.message };
    });
}

/** The gateway's message for a refused call (the domain's words, e.g. another experiment already running). */
export const errorMessageOf = (error: unknown): string => (isApiError(error) ? error.message : SOMETHING_WENT_WRONG);
