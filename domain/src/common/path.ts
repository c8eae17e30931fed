/**
 * Immutable get/set/delete by dotted path ("settings.add_to_unlock.goals.0.goal"), the primitive behind every form
 * edit. Numeric segments index arrays; missing containers are created as objects or arrays to match the next segment.
 */

type Container = Record<string, unknown> | unknown[];

const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;

/** True for a non-null object that is not an array: a JSON document's nested objects. */
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const split = (path: string): string[] => (path === '' ? [] : path.split('.'));
const isIndex = (seg: string): boolean => /^\d+$/.test(seg);

/** Reads the value at a dotted path; undefined when any step is missing. */
export function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const seg of split(path)) {
    if (!isContainer(cur)) return undefined;
    cur = (cur as Record<string, unknown>)[seg];
  }
  return cur;
}

function copy(c: Container): Container {
  return Array.isArray(c) ? [...c] : { ...c };
}

/** Returns a copy of obj with the value at path replaced; only the containers along the path are copied. */
export function setPath<T>(obj: T, path: string, value: unknown): T {
  const segs = split(path);
  if (segs.length === 0) return value as T;
  const go = (cur: unknown, i: number): unknown => {
    const seg = segs[i];
    const base: Container = isContainer(cur) ? copy(cur) : isIndex(seg) ? [] : {};
    const next = i === segs.length - 1 ? value : go((base as Record<string, unknown>)[seg], i + 1);
    if (Array.isArray(base) && isIndex(seg)) base[Number(seg)] = next;
    else (base as Record<string, unknown>)[seg] = next;
    return base;
  };
  return go(obj, 0) as T;
}

/** Returns a copy of obj without the value at path (array items are spliced out); unchanged when path is missing. */
export function deletePath<T>(obj: T, path: string): T {
  const segs = split(path);
  if (segs.length === 0) return obj;
  const parentPath = segs.slice(0, -1).join('.');
  const last = segs[segs.length - 1];
  const parent = segs.length === 1 ? obj : getPath(obj, parentPath);
  if (!isContainer(parent) || !(last in parent)) return obj;
  const next = copy(parent);
  if (Array.isArray(next) && isIndex(last)) next.splice(Number(last), 1);
  else delete (next as Record<string, unknown>)[last];
  return segs.length === 1 ? (next as T) : setPath(obj, parentPath, next);
}

/** Deep equality for plain JSON data (the unsaved-changes check). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Drops empty values the way the spec's save payloads do ("cleaned of empty values", "drops any empty or null
 * values"): null, undefined and "" are removed from objects; arrays keep their items (positions matter) but are
 * cleaned inside. Numbers, false and empty arrays are values, not "empty".
 */
export function dropEmpty<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => dropEmpty(v)) as T;
  if (!isContainer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === null || v === undefined || v === '') continue;
    out[k] = dropEmpty(v);
  }
  return out as T;
}

/**
 * Lays `patch` over `base` through nested objects: what patch has wins (arrays and values of another kind replace
 * whole, keys base lacks are kept as given), what patch lacks is kept from base, and a null or undefined patch leaves
 * base. With base = defaults and patch = a stored document it fills the stored row's gaps (upgrades); with base = the
 * stored document and patch = a cleaned save payload it applies the edit.
 */
export function overlay<T>(base: T, patch: unknown): T {
  if (patch === undefined || patch === null) return base;
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch as T;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = k in base ? overlay(base[k], v) : v;
  return out as T;
}
