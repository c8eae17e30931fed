import { createHmac, randomUUID } from 'crypto';
import { SignJWT } from 'jose';

const b64url = (s: string | Buffer): string => Buffer.from(s).toString('base64url');

/** A valid session token for shop, signed with jose as App Bridge signs one (HS256 with the app secret). */
export function sessionToken(shop: string, secret: string): Promise<string> {
  return new SignJWT(sessionClaims(shop)).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

/**
 * A forged JWT over any claims and header, built by hand on purpose: the bad-input generator needs tokens a JWT
 * library refuses to make (alg "none" with no signature, an HMAC under a header that lies about its alg, claims of
 * the wrong type), synchronously while it lists its cases. Valid tokens come from sessionToken above.
 */
export function jwt(
  claims: Record<string, unknown>,
  secret: string,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): string {
  const head = b64url(JSON.stringify(header));
  const body = b64url(JSON.stringify(claims));
  const sig = header.alg === 'none' ? '' : b64url(createHmac('sha256', secret).update(`${head}.${body}`).digest());
  return `${head}.${body}.${sig}`;
}

/**
 * The claims App Bridge puts in a session token for shop (shopify-platform.md 3.5), valid for a minute. The suite
 * signs its own with the local app secret, as App Bridge signs with the real one: asking the gateway's /login would
 * need the database, which the restart run takes away on purpose.
 */
export function sessionClaims(shop: string, apiKey = 'cartlift-local-key'): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://${shop}/admin`,
    dest: `https://${shop}`,
    aud: apiKey,
    sub: shop,
    exp: now + 60,
    nbf: now - 1,
    iat: now,
    jti: randomUUID(),
    sid: randomUUID(),
  };
}
