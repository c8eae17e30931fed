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

/**
 * How deep a JSON document may nest. The deepest real one (a campaign: settings.add_to_unlock.goals.N.gift.widget...)
 * is about 8 levels; a few thousand levels overflow the stack of any recursive walk, so input deeper than this is
 * refused at the boundary and the recursive helpers below stop here instead of crashing.
 */
export const MAX_JSON_DEPTH = 64;
/** The message for input nested past MAX_JSON_DEPTH. */
export const TOO_DEEP = `is nested too deeply (maximum is ${MAX_JSON_DEPTH} levels)`;

/** Thrown by the recursive helpers on a document nested past MAX_JSON_DEPTH (a boundary should have refused it). */
export class JsonTooDeepError extends RangeError {
  override name = 'JsonTooDeepError';
  constructor() {
    super(TOO_DEEP);
  }
}

const guard = (depth: number): void => {
  if (depth > MAX_JSON_DEPTH) throw new JsonTooDeepError();
};

/**
 * True when value nests no deeper than max (objects and arrays count one level each). Iterative, so it is safe on
 * input of any depth: the check a boundary runs before anything recursive sees the value.
 */
export function withinDepth(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (!isContainer(v)) continue;
    if (depth >= max) return false;
    for (const child of Object.values(v)) if (isContainer(child)) stack.push([child, depth + 1]);
  }
  return true;
}
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
  return equalAt(a, b, 0);
}

function equalAt(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  guard(depth);
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => equalAt((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth + 1));
}

/**
 * Drops empty values the way the spec's save payloads do ("cleaned of empty values", "drops any empty or null
 * values"): null, undefined and "" are removed from objects; arrays keep their items (positions matter) but are
 * cleaned inside. Numbers, false and empty arrays are values, not "empty".
 */
export function dropEmpty<T>(value: T): T {
  return dropEmptyAt(value, 0);
}

function dropEmptyAt<T>(value: T, depth: number): T {
  if (!isContainer(value)) return value;
  guard(depth);
  if (Array.isArray(value)) return value.map((v) => dropEmptyAt(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === null || v === undefined || v === '') continue;
    out[k] = dropEmptyAt(v, depth + 1);
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
  return overlayAt(base, patch, 0);
}

function overlayAt<T>(base: T, patch: unknown, depth: number): T {
  if (patch === undefined || patch === null) return base;
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch as T;
  guard(depth);
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = k in base ? overlayAt(base[k], v, depth + 1) : v;
  return out as T;
}
