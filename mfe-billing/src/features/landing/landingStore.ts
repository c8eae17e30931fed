import { INVITATION_ID_DAYS, REFERRAL_CODE_COOKIE_DAYS } from '@cartlift/domain';

const DAY_MS = 86_400_000;
/** localStorage keys (the admin's origin is the app's, so the kept values survive the install round trip). */
export const REF_KEY = 'cartlift_ref_code';
export const INVITATION_KEY = 'cartlift_invitation';

interface Kept {
  value: string;
  expires: number;
}

function keep(key: string, value: string, days: number, now: number): void {
  try {
    localStorage.setItem(key, JSON.stringify({ value, expires: now + days * DAY_MS } satisfies Kept));
  } catch {
    // Storage can be blocked (private mode); the landing still forwards, only the discount is not remembered.
  }
}

function read(key: string, now: number): string | null {
  try {
    const raw = localStorage.getItem(key);
    const kept = raw ? (JSON.parse(raw) as Partial<Kept>) : null;
    if (typeof kept?.value !== 'string' || typeof kept.expires !== 'number') return null;
    if (kept.expires <= now) {
      localStorage.removeItem(key);
      return null;
    }
    return kept.value;
  } catch {
    return null;
  }
}

/** cart-and-shop.md §4/§9: a referral code is kept 30 days. */
export const keepReferralCode = (code: string, now = Date.now()) => keep(REF_KEY, code, REFERRAL_CODE_COOKIE_DAYS, now);
/** cart-and-shop.md §4/§9: an invitation id is kept 7 days. */
export const keepInvitation = (id: string, now = Date.now()) => keep(INVITATION_KEY, id, INVITATION_ID_DAYS, now);
/** The kept referral code, if not expired. */
export const keptReferralCode = (now = Date.now()) => read(REF_KEY, now);
/** The kept invitation id, if not expired. */
export const keptInvitation = (now = Date.now()) => read(INVITATION_KEY, now);
