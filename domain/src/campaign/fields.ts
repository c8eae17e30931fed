/**
 * Field builders that attach the spec's generic messages (campaigns.md §5) to zod schemas, so every text, number and
 * enum in the campaign schemas fails with the same wording: blank → "{Name} can't be blank", wrong type/value → "value
 * is not valid", bounds → "is too short/long …" or "must be greater/less than or equal to n".
 */
import { z } from 'zod';
import { cantBeBlank, mustBeAtLeast, mustBeAtMost, NOT_VALID, tooLong, tooShort } from '../common';

/** True for undefined, null, and strings that are empty after trimming. */
export const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A zod error map: "{Name} can't be blank" for a missing value, "value is not valid" for a wrong one. */
export const blankOr =
  (name: string) =>
  (issue: { input?: unknown }): string =>
    isBlank(issue.input) ? cantBeBlank(name) : NOT_VALID;

interface TextOpts {
  min?: number;
  max?: number;
}

/**
 * A required text: blank gives "{Name} can't be blank" (once, not also "too short"), then the length bounds.
 * Lengths count characters as the merchant typed them.
 */
export function requiredText(name: string, { min = 1, max }: TextOpts = {}) {
  return z.string({ error: blankOr(name) }).superRefine((s, ctx) => {
    if (s.trim() === '') ctx.addIssue({ code: 'custom', message: cantBeBlank(name) });
    else if (s.length < min) ctx.addIssue({ code: 'custom', message: tooShort(min) });
    else if (max !== undefined && s.length > max) ctx.addIssue({ code: 'custom', message: tooLong(max) });
  });
}

/** An optional text that may be empty, bounded above. */
export function optionalText(max?: number) {
  const s = z.string({ error: NOT_VALID });
  return (max === undefined ? s : s.max(max, { error: tooLong(max) })).optional();
}

interface NumberOpts {
  min?: number;
  max?: number;
  int?: boolean;
}

/** A required number with optional integer and range checks; a blank value reads "{Name} can't be blank". */
export function requiredNumber(name: string, { min, max, int }: NumberOpts = {}) {
  let n = z.number({ error: blankOr(name) });
  if (int) n = n.int({ error: NOT_VALID });
  if (min !== undefined) n = n.min(min, { error: mustBeAtLeast(min) });
  if (max !== undefined) n = n.max(max, { error: mustBeAtMost(max) });
  return n;
}

/** A boolean flag; anything else is "value is not valid". */
export const flag = () => z.boolean({ error: NOT_VALID });

/** One of a fixed list; anything else (missing included) is "value is not valid", as the spec words enum rules. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: NOT_VALID });

/** An id as stores and pickers hand them out: a non-empty string or a non-negative integer. */
export const idSchema = z.union([z.string().min(1), z.number().int().nonnegative()], { error: blankOr('id') });
/** A product, variant or collection id. */
export type EntityId = z.infer<typeof idSchema>;

/** A money amount as Shopify hands them out: a number or a numeric string ("2.55"). */
export const priceSchema = z.union(
  [z.number().nonnegative({ error: NOT_VALID }), z.string().regex(/^\d+(\.\d+)?$/, { error: blankOr('price') })],
  { error: blankOr('price') },
);

/** "product_details" → "product details": a data key as a message name. */
const humanise = (key: string): string =>
  key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/**
 * The per-parse error map validateCampaign uses for issues a field did not word itself (a missing or mistyped object,
 * an unknown union member): missing → "{Name} can't be blank" named after the key, anything else "value is not valid".
 */
export function campaignErrorMap(issue: { code?: string; input?: unknown; path?: ReadonlyArray<PropertyKey> }): string {
  const key = [...(issue.path ?? [])].reverse().find((k): k is string => typeof k === 'string' && !/^\d+$/.test(k));
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null) && key)
    return cantBeBlank(humanise(key));
  return NOT_VALID;
}
