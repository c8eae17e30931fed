/**
 * Arm assignment for cart experiments. The storefront loader bundles this file, so it imports nothing (no zod, no other
 * folder) and stays a few hundred bytes gzip (assignment.test.ts holds the import graph and the size).
 *
 * A visitor's arm is a pure function of the experiment id and the visitor's first-party id: every page, visit and
 * server (loader, gateway, checkout) computes the same answer without a round trip, and a second experiment reshuffles
 * visitors independently because the experiment id is part of the hashed key.
 */

/**
 * The two arms: control is the live cart, variant the tested one. Declared here, the one file of the folder the loader
 * bundles, so the storefront, the schemas (constants.ts re-exports it) and the GraphQL enum spell them alike.
 */
export const EXPERIMENT_ARMS = ['control', 'variant'] as const;
/** An experiment arm. */
export type Arm = (typeof EXPERIMENT_ARMS)[number];

/** Buckets a visitor can fall into: a split is counted in hundredths of a percent. */
export const ASSIGNMENT_BUCKETS = 10000;

/** The private cart attribute (a "__" name: hidden from Liquid and Ajax reads) carrying the arm to checkout. */
export const ARM_ATTRIBUTE = '__cartlift_arm';
/** The private cart attribute carrying the storefront's first-party visitor id, beside the arm (orders/create reads both). */
export const VISITOR_ATTRIBUTE = '__cartlift_vid';

// Read once: a global lookup per call is slow where the global object is a sandbox's (jest's vm contexts, 100x here),
// and the simulation test hashes millions of keys.
const { floor, imul } = Math;

/**
 * FNV-1a over the UTF-16 code units, then murmur3's 32-bit finaliser. FNV-1a alone leaves its low bits depending only
 * on the low bits of the state, which would tie two experiments' buckets together; the finaliser spreads every input
 * bit over every output bit.
 */
export function hash32(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = imul(h ^ key.charCodeAt(i), 0x01000193);
  h = imul(h ^ (h >>> 16), 0x85ebca6b);
  h = imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The visitor's bucket in an experiment, 0..9999 (high bits of the hash, so no modulo bias worth naming). */
export const assignmentBucket = (experimentId: string, visitorId: string): number =>
  floor((hash32(`${experimentId}:${visitorId}`) / 4294967296) * ASSIGNMENT_BUCKETS);

/**
 * The visitor's arm: buckets below splitPercent × 100 see the variant. Raising the split only moves visitors from
 * control to variant, never back.
 */
export const assignArm = (experimentId: string, visitorId: string, splitPercent: number): Arm =>
  assignmentBucket(experimentId, visitorId) < splitPercent * (ASSIGNMENT_BUCKETS / 100) ? 'variant' : 'control';

const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** True for an id newVisitorId could have made (22 URL-safe base64 characters, 128 bits). */
export const isVisitorId = (value: unknown): value is string => typeof value === 'string' && VISITOR_ID.test(value);

/** Fills a byte array with randomness; the default is the Web Crypto API (browsers, Node ≥ 19). */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** A new random visitor id: 16 bytes (128 bits) as URL-safe base64 without padding. */
export function newVisitorId(random: RandomBytes = cryptoBytes): string {
  const bytes = random(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .slice(0, 22);
}

/** The stored id when it is one of ours, else a new one: what the loader keeps first-party across pages and visits. */
export const ensureVisitorId = (stored: unknown, random?: RandomBytes): string =>
  isVisitorId(stored) ? stored : newVisitorId(random);

/** "<experimentId>:<arm>", the arm attribute's value. */
export const encodeArm = (experimentId: string, arm: Arm): string => `${experimentId}:${arm}`;

const ARM_VALUE = new RegExp(`^([A-Za-z0-9_-]{1,64}):(${EXPERIMENT_ARMS.join('|')})$`);

const isArm = (value: string): value is Arm => (EXPERIMENT_ARMS as readonly string[]).includes(value);

/**
 * Reads an arm attribute strictly: anything but exactly "<id>:control" or "<id>:variant" (id of 1-64 URL-safe
 * characters) is null, so a forged or garbled value can name at most one arm, never both. Whether the id is the
 * shop's running experiment is the caller's check.
 */
export function decodeArm(value: unknown): { experimentId: string; arm: Arm } | null {
  const m = typeof value === 'string' ? ARM_VALUE.exec(value) : null;
  return m && isArm(m[2]) ? { experimentId: m[1], arm: m[2] } : null;
}
