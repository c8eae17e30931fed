import { randomUUID } from 'crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
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

/**
 * Signs claims as an HS256 JWT with jose, as App Bridge signs the real ones: local mode's /login, the tests and the
 * bench need tokens the verifier below accepts. The claims are passed through as given (tests set bad ones on purpose).
 */
export function signSessionToken(claims: SessionTokenClaims, secret: string): Promise<string> {
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
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

/** jose's reasons, in the words our logs used before (the client only ever sees "Invalid session token"). */
function reasonOf(err: unknown): string {
  if (err instanceof errors.JWSSignatureVerificationFailed) return 'bad signature';
  if (err instanceof errors.JOSEAlgNotAllowed || err instanceof errors.JOSENotSupported) return 'unexpected algorithm';
  if (err instanceof errors.JWTExpired) return 'expired';
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'nbf') return 'not yet valid';
    if (err.claim === 'aud') return 'wrong audience';
    return `bad ${err.claim}`;
  }
  return 'malformed token';
}

/**
 * Verifies a session token the way Shopify documents it, with jose: HS256 only (alg "none" and every other algorithm
 * refused), signature with the app secret, exp in the future and nbf in the past within CLOCK_TOLERANCE_S, aud = our
 * API key; then iss and dest on the same https *.myshopify.com shop and a user in sub. Rejects with SessionTokenError.
 */
export async function verifySessionToken(
  token: string,
  opts: { apiKey: string; secret: string; nowS?: number },
): Promise<Session> {
  let c: JWTPayload;
  try {
    ({ payload: c } = await jwtVerify(token, new TextEncoder().encode(opts.secret), {
      algorithms: ['HS256'],
      audience: opts.apiKey,
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['exp', 'nbf', 'iss', 'sub'],
      currentDate: opts.nowS === undefined ? undefined : new Date(opts.nowS * 1000),
    }));
  } catch (err) {
    throw new SessionTokenError(reasonOf(err));
  }
  const dest = hostOf(c.dest);
  const iss = hostOf(c.iss);
  if (!dest || dest !== iss || !isShopDomain(dest)) throw new SessionTokenError('bad shop');
  if (typeof c.sub !== 'string' || c.sub === '') throw new SessionTokenError('no user');
  return { shop: dest, userId: c.sub, sessionId: typeof c.sid === 'string' ? c.sid : '' };
}
