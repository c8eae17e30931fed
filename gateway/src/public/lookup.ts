import { NOT_VALID } from '@cartlift/domain';
import type { LookupQuery } from '../services/lookup';
import { badRequest } from '../shared/errors';

/** Most product ids and variant keys one lookup may name. */
export const MAX_LOOKUP_PRODUCTS = 50;
export const MAX_LOOKUP_VARIANTS = 100;

const list = (v: unknown): string[] =>
  typeof v === 'string' && v !== '' ? v.split(',') : Array.isArray(v) ? v.map(String) : [];

/** Parses ?products=1,2&variants=1:11,2:22&country=US; 400 on anything else. */
export function parseLookupQuery(q: Record<string, unknown>): LookupQuery {
  const products = [...new Set(list(q.products))];
  const variantKeys = [...new Set(list(q.variants))];
  if (products.length > MAX_LOOKUP_PRODUCTS || products.some((p) => !/^\d{1,20}$/.test(p)))
    throw badRequest(NOT_VALID, 'products');
  if (variantKeys.length > MAX_LOOKUP_VARIANTS || variantKeys.some((k) => !/^\d{1,20}:\d{1,20}$/.test(k)))
    throw badRequest(NOT_VALID, 'variants');
  const country = q.country === undefined || q.country === '' ? undefined : String(q.country).toUpperCase();
  if (country !== undefined && !/^[A-Z]{2}$/.test(country)) throw badRequest(NOT_VALID, 'country');
  return {
    products: products.sort(),
    variants: variantKeys.sort().map((k) => k.split(':') as [string, string]),
    country,
  };
}
