import { createHmac, randomUUID, timingSafeEqual } from 'crypto';
import { isPlainObject } from '@cartlift/domain';
import { isShopDomain } from '../shopify/shopDomain';

/** The claims of a Shopify session token (shopify-platform.md §3.5). */
export interface SessionTokenClaims {
  iss: string;
  dest: string;
  aud: string;
  sub: string;
  exp: number;
  nbf: number;
  iat: number;
  jti: string;
  sid: string;
}

/** A verified session: the shop (dest host) and the user (sub). */
export interface Session {
  shop: string;
  userId: string;
  sessionId: string;
}

/** Shopify's libraries allow a few seconds of clock skew; so do we. */
export const CLOCK_TOLERANCE_S = 5;
/** Session token lifetime (Shopify: one minute). */
export const SESSION_TOKEN_TTL_S = 60;

const b64url = (buf: Buffer | string): string => Buffer.from(buf).toString('base64url');
const sign = (data: string, secret: string): Buffer => createHmac('sha256', secret).update(data).digest();

/** Signs claims as an HS256 JWT (used by /login in local mode and by tests). */
export function signSessionToken(claims: SessionTokenClaims, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  return `${head}.${body}.${b64url(sign(`${head}.${body}`, secret))}`;
}

/** Claims for a fresh token for shop, valid for ttl seconds from now. */
export function sessionClaims(
  shop: string,
  apiKey: string,
  userId = '1',
  nowS = Math.floor(Date.now() / 1000),
  ttl = SESSION_TOKEN_TTL_S,
): SessionTokenClaims {
  return {
    iss: `https://${shop}/admin`,
    dest: `https://${shop}`,
    aud: apiKey,
    sub: userId,
    exp: nowS + ttl,
    nbf: nowS - 1,
    iat: nowS,
    jti: randomUUID(),
    sid: randomUUID(),
  };
}

/** Why a token was rejected; never sent to the client in detail. */
export class SessionTokenError extends Error {
  override name = 'SessionTokenError';
}

function hostOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' ? u.hostname : undefined;
  } catch {
    return undefined;
  }
}

function decodePart(part: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (isPlainObject(v)) return v;
  } catch {
    // fall through
  }
  throw new SessionTokenError('malformed token');
}

/**
 * Verifies a session token the way Shopify documents it: HS256 signature with the app secret, exp in the future,
 * nbf in the past, iss and dest on the same shop, aud = our API key. Throws SessionTokenError otherwise.
 */
export function verifySessionToken(token: string, opts: { apiKey: string; secret: string; nowS?: number }): Session {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p)))
    throw new SessionTokenError('malformed token');
  const [head, body, sig] = parts;
  const header = decodePart(head);
  if (header.alg !== 'HS256') throw new SessionTokenError('unexpected algorithm');
  const expected = sign(`${head}.${body}`, opts.secret);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new SessionTokenError('bad signature');
  const c = decodePart(body);
  const now = opts.nowS ?? Math.floor(Date.now() / 1000);
  if (typeof c.exp !== 'number' || c.exp + CLOCK_TOLERANCE_S <= now) throw new SessionTokenError('expired');
  if (typeof c.nbf !== 'number' || c.nbf - CLOCK_TOLERANCE_S > now) throw new SessionTokenError('not yet valid');
  if (c.aud !== opts.apiKey) throw new SessionTokenError('wrong audience');
  const dest = hostOf(c.dest);
  const iss = hostOf(c.iss);
  if (!dest || dest !== iss || !isShopDomain(dest)) throw new SessionTokenError('bad shop');
  if (typeof c.sub !== 'string' || c.sub === '') throw new SessionTokenError('no user');
  return { shop: dest, userId: c.sub, sessionId: typeof c.sid === 'string' ? c.sid : '' };
}
