import { fieldErrorsFromZod, NOT_VALID, tooLong } from '@cartlift/domain';
import { z } from 'zod';
import { ValidationError } from '../shared/errors';
import { MAX_TITLE_SEARCH_LENGTH } from '../shopify/searchQuery';

/** Parses untrusted input with a zod schema or throws a 400 with every field error. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw new ValidationError(fieldErrorsFromZod(r.error));
  return r.data;
}

/** A merchant's title search in a query string: one string of at most 100 characters (cleaned later for Shopify). */
export const searchTextSchema = z
  .string({ error: NOT_VALID })
  .max(MAX_TITLE_SEARCH_LENGTH, { error: tooLong(MAX_TITLE_SEARCH_LENGTH) });
