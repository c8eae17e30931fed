import { createHmac, timingSafeEqual } from 'crypto';

/** True when header is the base64 HMAC-SHA256 of the raw body keyed with the app secret. */
export function verifyWebhookHmac(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Signs a body the way Shopify does (tests, the dev store). */
export const signWebhook = (rawBody: Buffer | string, secret: string): string =>
  createHmac('sha256', secret).update(rawBody).digest('base64');
