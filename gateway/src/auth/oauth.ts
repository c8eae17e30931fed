import { createHmac, randomBytes, timingSafeEqual } from 'crypto';
import { Router } from 'express';
import type { AppDeps } from '../context';
import { DEMO_SHOP } from '../db/seed';
import { jsonBody } from '../http/jsonBody';
import { isShopDomain } from '../shopify/shopDomain';
import { badRequest, notFound, unauthorized } from '../shared/errors';
import { installShop } from '../services/install';
import { sessionClaims, signSessionToken } from './sessionToken';

const STATE_COOKIE = 'cartlift_oauth_state';
/** Shopify's callback hmac older than this is refused (replays). */
const CALLBACK_MAX_AGE_S = 24 * 60 * 60;

const hmacHex = (secret: string, data: string): string => createHmac('sha256', secret).update(data).digest('hex');

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Verifies Shopify's OAuth query hmac: hex HMAC-SHA256 of the sorted query without hmac. */
export function verifyQueryHmac(query: Record<string, string>, secret: string): boolean {
  const { hmac, ...rest } = query;
  if (typeof hmac !== 'string') return false;
  const message = Object.keys(rest)
    .sort()
    .map((k) => `${k}=${rest[k]}`)
    .join('&');
  return safeEqual(hmacHex(secret, message), hmac);
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

const stringQuery = (q: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(q).filter((e): e is [string, string] => typeof e[1] === 'string'));

/** GET /install (to the public /auth), GET /auth (begin), GET /auth/shopify/callback (finish) and, in local mode, POST /login. */
export function authRouter(deps: AppDeps): Router {
  const { config } = deps;
  const router = Router();
  const secure = config.publicUrl.startsWith('https:');
  const cookieAttrs = `HttpOnly; SameSite=Lax; Path=/auth${secure ? '; Secure' : ''}`;

  router.get('/auth', (req, res) => {
    const shop = req.query.shop;
    if (!isShopDomain(shop)) throw badRequest('A valid shop domain is required', 'shop');
    const nonce = randomBytes(16).toString('hex');
    const signed = `${nonce}.${hmacHex(config.shopifyApiSecret, nonce)}`;
    res.setHeader('Set-Cookie', `${STATE_COOKIE}=${signed}; Max-Age=600; ${cookieAttrs}`);
    res.redirect(
      deps.adminApi.authorizeUrl(shop, {
        scope: config.scopes,
        redirectUri: `${config.publicUrl}/auth/shopify/callback`,
        state: nonce,
      }),
    );
  });

  /*
   * The admin's install-redirect page (/install, where a referral link lands) reaches the gateway through the admin's
   * /gateway proxy, on the admin's origin. OAuth has to start here, on the gateway's public URL: its state cookie is
   * set for this origin and Shopify's callback returns to it. So this forwards there, keeping the whole query.
   */
  router.get('/install', (req, res) => {
    if (!isShopDomain(req.query.shop)) throw badRequest('A valid shop domain is required', 'shop');
    const query = new URLSearchParams(stringQuery(req.query as Record<string, unknown>));
    res.redirect(`${config.publicUrl}/auth?${query.toString()}`);
  });

  router.get('/auth/shopify/callback', async (req, res) => {
    const query = stringQuery(req.query as Record<string, unknown>);
    const { shop, code, state, timestamp, host } = query;
    if (!isShopDomain(shop) || !code || !state) throw badRequest('Incomplete OAuth callback');
    if (!verifyQueryHmac(query, config.shopifyApiSecret)) throw unauthorized('Invalid OAuth signature');
    const age = Math.floor(Date.now() / 1000) - Number(timestamp);
    if (!Number.isFinite(age) || age > CALLBACK_MAX_AGE_S || age < -60) throw unauthorized('Expired OAuth callback');
    const [nonce, sig] = (readCookie(req.header('cookie'), STATE_COOKIE) ?? '').split('.');
    if (!nonce || !sig || !safeEqual(sig, hmacHex(config.shopifyApiSecret, nonce)) || !safeEqual(nonce, state)) {
      throw unauthorized('OAuth state mismatch');
    }
    await installShop(deps, shop, await deps.adminApi.exchangeCode(shop, code));
    res.setHeader('Set-Cookie', `${STATE_COOKIE}=; Max-Age=0; ${cookieAttrs}`);
    const next = new URLSearchParams({ shop, ...(host ? { host } : {}) });
    res.redirect(`${config.appUrl}/?${next.toString()}`);
  });

  // Local mode stands in for the Shopify admin's session: the demo shop by default, or `{shop}`, any shop installed
  // here (a second shop that installed through /auth signs in the same way).
  router.post('/login', (_req, _res, next) => (config.localMode ? next() : next(notFound('Route'))), jsonBody('1kb'), async (req, res) => {
    const asked: unknown = (req.body as { shop?: unknown } | undefined)?.shop;
    if (asked !== undefined && asked !== '' && !isShopDomain(asked)) throw badRequest('A valid shop domain is required', 'shop');
    const domain = asked === undefined || asked === '' ? DEMO_SHOP : asked;
    const shop = await deps.db.models.Shop.findByPk(domain);
    if (!shop?.installed) throw notFound(domain === DEMO_SHOP ? 'Demo shop (run the seed)' : 'Shop');
    const token = await signSessionToken(sessionClaims(domain, config.shopifyApiKey, domain), config.shopifyApiSecret);
    res.json({ token, shop: domain });
  });

  return router;
}
