import { createHmac, randomUUID } from 'crypto';

const b64url = (s: string | Buffer): string => Buffer.from(s).toString('base64url');

/** An HS256 JWT over the given claims and header (alg "none" gets no signature): good and bad session tokens alike. */
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
