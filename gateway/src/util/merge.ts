type Json = Record<string, unknown>;
const isPlainObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Overlays `patch` on `base` through nested objects: values present in patch win (arrays replace whole), what patch
 * lacks is kept from base. Used to apply a save payload (empty values already dropped) over the stored document.
 */
export function overlay<T>(base: T, patch: unknown): T {
  if (patch === undefined || patch === null) return base;
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch as T;
  const out: Json = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = overlay(base[k], v);
  return out as T;
}
