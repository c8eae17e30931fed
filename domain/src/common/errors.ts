import type { z } from 'zod';

/** One validation failure, keyed by the dotted path of the field it belongs to ("settings.add_to_unlock.goals.1.goal"). */
export interface FieldError {
  path: string;
  message: string;
}

/** The outcome of validating untrusted input: the parsed value, or every field error found. */
export type Result<T> = { success: true; data: T } | { success: false; errors: FieldError[] };

/** Joins a zod issue path into our dotted form; the empty path is the whole value (""). */
export const joinPath = (path: ReadonlyArray<PropertyKey>): string => path.map(String).join('.');

/** Converts a zod error into field errors, keeping zod's order and dropping exact duplicates. */
export function fieldErrorsFromZod(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const fe = { path: joinPath(issue.path), message: issue.message };
    const key = `${fe.path}\u0000${fe.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(fe);
    }
  }
  return out;
}

/** Runs a zod schema and returns a Result with field errors instead of throwing. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): Result<z.output<S>> {
  const r = schema.safeParse(input);
  return r.success ? { success: true, data: r.data } : { success: false, errors: fieldErrorsFromZod(r.error) };
}

/** Groups field errors by path, the shape forms use to show a message under each field. */
export function errorsByPath(errors: readonly FieldError[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of errors) (out[e.path] ??= []).push(e.message);
  return out;
}
