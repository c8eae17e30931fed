import { fieldErrorsFromZod } from '@cartlift/domain';
import { z } from 'zod';
import { ValidationError } from '../shared/errors';

/** Parses untrusted input with a zod schema or throws a 400 with every field error. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw new ValidationError(fieldErrorsFromZod(r.error));
  return r.data;
}

