import type { ApiError } from '@cartlift/admin-kit';
import type { FieldError } from '@cartlift/domain';

/** Whether a failed call's error is the kit's ApiError (anything else is a bug or a network failure). */
export const isApiError = (e: unknown): e is ApiError =>
  typeof e === 'object' && e !== null && 'status' in e && 'message' in e;

/**
 * The per-field errors of a refused save (one GraphQL error per field, extensions {code: BAD_USER_INPUT, path}); with
 * `within`, paths are made relative to that document ("cod_settings.error_message" → "error_message").
 */
export function fieldErrorsOf(error: unknown, within?: string): FieldError[] {
  if (!isApiError(error)) return [];
  const prefix = within ? `${within}.` : null;
  return (error.graphqlErrors ?? [])
    .filter((e) => e.extensions?.code === 'BAD_USER_INPUT')
    .map((e) => {
      const path = typeof e.extensions?.path === 'string' ? e.extensions.path : '';
      return { path: prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path, message: e.message };
    });
}
