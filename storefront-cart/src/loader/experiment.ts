/*
 * Cart experiments on the storefront (docs/experiments.md, "Visitor, arm, attributes"): the loader assigns the visitor
 * from the lookup answer it already fetches (no extra round trip), draws that arm's cart, writes the arm to the cart
 * and counts the visit. The assignment file is imported by its own path: it imports nothing, so no zod reaches the
 * bundle (the size test fails if it does).
 */
import { ARM_ATTRIBUTE, assignArm, encodeArm, ensureVisitorId, VISITOR_ATTRIBUTE, type Arm } from '@cartlift/domain/experiment/assignment';
import type { TrackEventInput } from '@cartlift/domain/api/track';
import type { CartClient } from '../shared/cart-client';
import type { Lookup } from '../shared/gateway';
import type { Cart } from '../shared/types';

/** The visitor's place in the running experiment, as every track event and order body carries it. */
export interface Assignment {
  id: string;
  arm: Arm;
  visitorId: string;
}

/** localStorage (else a first-party cookie, one year): the visitor id assignment hashes. */
export const VISITOR_KEY = 'cartlift_vid';
/** localStorage (else a cookie, one day): "<experiment id>:<day>" of the last experiment_visit sent. */
export const VISIT_KEY = 'cartlift_visit';
/** sessionStorage (else a session cookie): "<cart token> <arm attribute> <visitor id>" last written to the cart. */
export const WRITTEN_KEY = 'cartlift_arm_cart';

const YEAR_S = 31536000;
const DAY_S = 86400;

type Store = 'localStorage' | 'sessionStorage';

function cookie(doc: Document, key: string): string | null {
  const found = new RegExp(`(?:^|; )${key}=([^;]*)`).exec(doc.cookie);
  return found && decodeURIComponent(found[1]);
}

/**
 * A kept value: web storage, else the cookie of the same name. Storage can throw (blocked cookies, some private modes)
 * or refuse only writes (a full quota), so a value written to the cookie is still read back.
 */
export function kept(win: Window, store: Store, key: string): string | null {
  let value: string | null = null;
  try {
    value = win[store].getItem(key);
  } catch {
    // storage blocked: the cookie holds the value
  }
  return value ?? cookie(win.document, key);
}

/** Keeps a value in web storage, or in a first-party cookie (for maxAge seconds; a session cookie without) when storage throws. */
export function keep(win: Window, store: Store, key: string, value: string, maxAge?: number): void {
  try {
    win[store].setItem(key, value);
  } catch {
    win.document.cookie = `${key}=${encodeURIComponent(value)}; path=/; SameSite=Lax${maxAge ? `; max-age=${maxAge}` : ''}`;
  }
}

/**
 * The visitor's arm in the answer's running experiment, keeping the first-party visitor id (made on the first page of
 * the first experiment, then the same on every page and visit). Null without an experiment: then nothing is read or
 * written.
 */
export function assign(win: Window, lookup: Lookup): Assignment | null {
  const experiment = lookup.experiment;
  if (!experiment?.id || typeof experiment.split !== 'number') return null;
  const stored = kept(win, 'localStorage', VISITOR_KEY);
  const visitorId = ensureVisitorId(stored);
  if (visitorId !== stored) keep(win, 'localStorage', VISITOR_KEY, visitorId, YEAR_S);
  return { id: experiment.id, arm: assignArm(experiment.id, visitorId, experiment.split), visitorId };
}

/** True when the visitor's arm is the theme's own cart: Cartlift stays off for them on this page. */
export const isThemeArm = (lookup: Lookup, a: Assignment): boolean => a.arm === 'variant' && !lookup.experiment?.variant;

/**
 * The answer as the visitor's arm draws it: the variant's settings for the variant, the live settings for control, and
 * only that arm's campaigns. The theme's own cart is the answer with the cart switched off and no sticky bar, so every
 * path of the loader that honours the merchant's switch leaves the page to the theme.
 */
export function armLookup(lookup: Lookup, a: Assignment): Lookup {
  const experiment = lookup.experiment;
  if (isThemeArm(lookup, a)) return { ...lookup, settings: { ...lookup.settings, active: false }, sticky_cart: undefined, campaigns: [] };
  const cart = a.arm === 'variant' ? experiment?.variant : null;
  const ids = (cart ? cart.campaignIds : experiment?.controlCampaignIds) ?? [];
  return { ...lookup, settings: cart ? cart.settings : lookup.settings, campaigns: (lookup.campaigns ?? []).filter((c) => ids.includes(c.id)) };
}

/** The cart attributes naming the visitor's arm (docs/experiments.md): what checkout, the function and orders read. */
export const armAttributes = (a: Assignment): Record<string, string> => ({
  [ARM_ATTRIBUTE]: encodeArm(a.id, a.arm),
  [VISITOR_ATTRIBUTE]: a.visitorId,
});

/**
 * Sends experiment_visit once per visitor, experiment and calendar day. The day is the visitor's own: the shop's time
 * zone is the gateway's to apply, and a visitor is counted once per experiment whatever the days (their first day).
 */
export function sendVisit(win: Window, a: Assignment, send: (body: TrackEventInput) => void, now = new Date()): void {
  const mark = `${a.id}:${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
  if (kept(win, 'localStorage', VISIT_KEY) === mark) return;
  keep(win, 'localStorage', VISIT_KEY, mark, DAY_S);
  send({ type: 'experiment_visit' });
}

/**
 * Writes the arm attributes with one cart/update.js when this cart token has not had them in this session. Private
 * ("__") attributes never come back in cart.js, so what was written is remembered instead; a new token (a new cart
 * after an order) gets them again. A failed write is tried again on the next cart change, never in a loop.
 */
export function armWriter(win: Window, client: Pick<CartClient, 'update'>): (a: Assignment, cart: Cart | null) => void {
  let asked = '';
  return (a, cart) => {
    if (!cart) return;
    const attributes = armAttributes(a);
    const mark = (token: string) => `${token} ${attributes[ARM_ATTRIBUTE]} ${a.visitorId}`;
    if (asked === mark(cart.token) || kept(win, 'sessionStorage', WRITTEN_KEY) === mark(cart.token)) return;
    asked = mark(cart.token);
    client.update({ attributes }).then(
      (written) => keep(win, 'sessionStorage', WRITTEN_KEY, mark(written.token)),
      () => (asked = ''),
    );
  };
}
