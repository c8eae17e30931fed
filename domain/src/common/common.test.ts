import { z } from 'zod';
import {
  aIsRequired,
  cantBeBlank,
  deepEqual,
  deletePath,
  DEFAULT_BORDER_COLOUR,
  dropEmpty,
  errorsByPath,
  getPath,
  hexToRgba,
  mustBeAtLeast,
  mustBeAtMost,
  overlay,
  isPlainObject,
  JsonTooDeepError,
  MAX_JSON_DEPTH,
  TOO_DEEP,
  withinDepth,
  NOT_VALID,
  parseWith,
  rgba,
  rgbaSchema,
  rgbaToCss,
  setPath,
  tooLong,
  tooShort,
} from '.';

describe('generic messages (campaigns.md §5, cart-and-shop.md §5)', () => {
  it.each([
    [cantBeBlank('name'), "Name can't be blank"],
    [tooShort(3), 'is too short (minimum is 3 characters)'],
    [tooLong(50), 'is too long (maximum is 50 characters)'],
    [NOT_VALID, 'value is not valid'],
    [mustBeAtLeast(1), 'must be greater than or equal to 1'],
    [mustBeAtMost(100), 'must be less than or equal to 100'],
    [aIsRequired('suggested product'), 'A suggested product is required'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});

describe('rgba colours', () => {
  it('accepts integers 0-255 and alpha 0-1', () => {
    expect(rgbaSchema.safeParse(rgba(0, 255, 128, 0.5)).success).toBe(true);
  });
  it.each([
    [{ r: 256, g: 0, b: 0, a: 1 }, 'r', 'must be less than or equal to 255'],
    [{ r: -1, g: 0, b: 0, a: 1 }, 'r', 'must be greater than or equal to 0'],
    [{ r: 1.5, g: 0, b: 0, a: 1 }, 'r', 'value is not valid'],
    [{ r: 0, g: 0, b: 0, a: 1.1 }, 'a', 'must be less than or equal to 1'],
    [{ r: 0, g: '0', b: 0, a: 1 }, 'g', 'value is not valid'],
  ])('rejects %j at %s', (value, path, message) => {
    expect(parseWith(rgbaSchema, value)).toEqual({ success: false, errors: [{ path, message }] });
  });
  it('the default border colour is rgba(226, 232, 240)', () => {
    expect(rgbaToCss(DEFAULT_BORDER_COLOUR)).toBe('rgba(226, 232, 240, 1)');
  });
  it.each([
    ['#fff', rgba(255, 255, 255)],
    ['0a0B0c', rgba(10, 11, 12)],
    ['#ggg', undefined],
    ['#ffff', undefined],
  ])('hex %s (3 or 6 digits)', (hex, expected) => expect(hexToRgba(hex)).toEqual(expected));
});

describe('dotted paths', () => {
  const draft = { a: { list: [{ x: 1 }, { x: 2 }] }, keep: { y: true } };

  it('reads nested values and array items', () => {
    expect(getPath(draft, 'a.list.1.x')).toBe(2);
    expect(getPath(draft, 'a.missing.x')).toBeUndefined();
    expect(getPath(draft, '')).toBe(draft);
  });
  it('sets without mutating and shares untouched branches', () => {
    const next = setPath(draft, 'a.list.0.x', 9);
    expect(next.a.list[0].x).toBe(9);
    expect(draft.a.list[0].x).toBe(1);
    expect(next.keep).toBe(draft.keep);
  });
  it('creates missing containers matching the next segment', () => {
    expect(setPath({}, 'a.0.b', 1)).toEqual({ a: [{ b: 1 }] });
    expect(setPath({ a: 1 }, '', 'whole')).toBe('whole');
  });
  it('deletes keys and splices array items', () => {
    expect(deletePath(draft, 'a.list.0')).toEqual({ a: { list: [{ x: 2 }] }, keep: { y: true } });
    expect(deletePath(draft, 'keep')).toEqual({ a: draft.a });
    expect(deletePath(draft, 'a.nope.x')).toBe(draft);
    expect(deletePath(draft, '')).toBe(draft);
  });
  it('compares plain data deeply', () => {
    expect(deepEqual(draft, JSON.parse(JSON.stringify(draft)))).toBe(true);
    expect(deepEqual(draft, setPath(draft, 'a.list.1.x', 3))).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
  it('drops null, undefined and empty strings but keeps 0, false and array positions', () => {
    expect(dropEmpty({ a: '', b: null, c: undefined, d: 0, e: false, f: [], g: [{ h: '' }, 'x'] })).toEqual({
      d: 0,
      e: false,
      f: [],
      g: [{}, 'x'],
    });
  });
});

describe('parseWith and errorsByPath', () => {
  const schema = z.object({ name: z.string().min(1, { error: cantBeBlank('name') }) });
  it('returns data on success', () => {
    expect(parseWith(schema, { name: 'x' })).toEqual({ success: true, data: { name: 'x' } });
  });
  it('groups errors by path', () => {
    const r = parseWith(schema, { name: '' });
    expect(r.success).toBe(false);
    if (!r.success) expect(errorsByPath(r.errors)).toEqual({ name: ["Name can't be blank"] });
  });
});

describe('overlay', () => {
  it('keeps what the patch lacks, replaces what it has, replaces arrays whole', () => {
    expect(overlay({ a: { b: 1, c: 2 }, l: [1, 2] }, { a: { c: 3 }, l: [9] })).toEqual({ a: { b: 1, c: 3 }, l: [9] });
  });
  it('null or undefined patch leaves the base', () => {
    expect(overlay({ a: 1 }, null)).toEqual({ a: 1 });
    expect(overlay({ a: { b: 1 } }, { a: undefined })).toEqual({ a: { b: 1 } });
  });
  it('keeps keys only the patch knows exactly as given, and a value of another kind replaces the base', () => {
    expect(overlay({ a: 1 }, { extra: null, a: { x: 1 } })).toEqual({ a: { x: 1 }, extra: null });
  });
  it('tells plain objects from arrays and null', () => {
    expect([{}, [], null, 'x'].map(isPlainObject)).toEqual([true, false, false, false]);
  });
});

describe('deeply nested input', () => {
  const nested = (levels: number): unknown => {
    let v: unknown = { leaf: 'x' };
    for (let i = 0; i < levels; i++) v = i % 2 ? { a: v } : [v];
    return v;
  };

  it('withinDepth checks any depth without recursion', () => {
    expect(withinDepth(nested(MAX_JSON_DEPTH - 1))).toBe(true);
    expect(withinDepth(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(withinDepth(nested(200_000))).toBe(false);
    expect(withinDepth('text')).toBe(true);
    expect(withinDepth({ a: [1, { b: 2 }] }, 3)).toBe(true);
    expect(withinDepth({ a: [1, { b: {} }] }, 3)).toBe(false);
  });

  it('the recursive helpers stop with JsonTooDeepError instead of overflowing the stack', () => {
    const deep = nested(5000);
    expect(() => dropEmpty(deep)).toThrow(JsonTooDeepError);
    expect(() => dropEmpty(deep)).toThrow(TOO_DEEP);
    expect(() => overlay({ a: {} }, { a: nested(5000) })).not.toThrow();
    // overlay walks objects only (arrays replace whole), so its attack is objects all the way down.
    const objects = (levels: number): unknown => {
      let v: unknown = { leaf: 'x' };
      for (let i = 0; i < levels; i++) v = { a: v };
      return v;
    };
    expect(() => overlay(objects(5000), objects(5000))).toThrow(JsonTooDeepError);
    expect(() => deepEqual(deep, nested(5000))).toThrow(JsonTooDeepError);
    // Documents within the limit are untouched by the guard.
    expect(dropEmpty(nested(MAX_JSON_DEPTH - 1))).toEqual(nested(MAX_JSON_DEPTH - 1));
  });
});
