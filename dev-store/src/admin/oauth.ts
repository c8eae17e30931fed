import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import express, { Router, type Response } from 'express';
import type { StoreDeps } from '../config';

/** Shopify's OAuth hmac: hex HMAC-SHA256 of the query without `hmac`, keys sorted, "k=v" joined by "&". */
export function oauthHmac(params: Record<string, string>, secret: string): string {
  const message = Object.keys(params).filter((k) => k !== 'hmac' && k !== 'signature').sort().map((k) => `${k}=${params[k]}`).join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

function b64url(input: string): Buffer {
  return Buffer.from(input.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** Verifies an App Bridge session token (HS256 JWT signed with the app secret) for this shop and app. */
export function verifySessionToken(token: string, deps: StoreDeps, nowSeconds: number): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return 'malformed token';
  const expected = createHmac('sha256', deps.config.apiSecret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = b64url(parts[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'signature mismatch';
  let payload: { exp?: number; nbf?: number; aud?: string; dest?: string };
  try {
    payload = JSON.parse(b64url(parts[1]).toString('utf8')) as typeof payload;
  } catch {
    return 'malformed payload';
  }
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return 'token expired';
  if (typeof payload.nbf === 'number' && payload.nbf > nowSeconds + 5) return 'token not yet valid';
  if (payload.aud !== deps.config.apiKey) return 'wrong audience';
  if (payload.dest !== `https://${deps.config.shopDomain}`) return 'wrong shop';
  return null;
}

const oauthError = (res: Response, status: number, error: string, description: string) => res.status(status).json({ error, error_description: description });

/** GET /admin/oauth/authorize (auto-approves, as a merchant clicking Install) and POST /admin/oauth/access_token. */
export function oauthRoutes(deps: StoreDeps): Router {
  const router = Router();
  router.get('/admin/oauth/authorize', (req, res) => {
    const q = Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, String(v)]));
    if (q.client_id !== deps.config.apiKey) {
      res.status(400).type('html').send('<h1>Oauth error invalid_request: The client_id is invalid or missing</h1>');
      return;
    }
    let redirect: URL;
    try {
      redirect = new URL(q.redirect_uri ?? '');
    } catch {
      res.status(400).type('html').send('<h1>Oauth error invalid_request: The redirect_uri is missing or not whitelisted</h1>');
      return;
    }
    const code = randomBytes(16).toString('hex');
    deps.state.oauthCodes.set(code, { clientId: q.client_id, scope: q.scope ?? deps.config.scopes, shop: deps.config.shopDomain });
    const params: Record<string, string> = {
      code, host: Buffer.from(`admin.shopify.com/store/${deps.config.shopDomain.replace('.myshopify.com', '')}`).toString('base64url'),
      shop: deps.config.shopDomain, timestamp: String(Math.floor(Date.now() / 1000)), ...(q.state !== undefined ? { state: q.state } : {}),
    };
    params.hmac = oauthHmac(params, deps.config.apiSecret);
    for (const [k, v] of Object.entries(params)) redirect.searchParams.set(k, v);
    res.redirect(302, redirect.toString());
  });

  router.post('/admin/oauth/access_token', express.json(), express.urlencoded({ extended: false }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.client_id !== deps.config.apiKey || body.client_secret !== deps.config.apiSecret) {
      oauthError(res, 401, 'invalid_client', 'Client authentication failed: the client_id or client_secret is wrong');
      return;
    }
    let scope: string;
    if (body.grant_type === 'urn:ietf:params:oauth:grant-type:token-exchange') {
      if (body.subject_token_type !== 'urn:ietf:params:oauth:token-type:id_token' || typeof body.subject_token !== 'string') {
        oauthError(res, 400, 'invalid_request', 'subject_token and subject_token_type urn:ietf:params:oauth:token-type:id_token are required');
        return;
      }
      const problem = verifySessionToken(body.subject_token, deps, Math.floor(Date.now() / 1000));
      if (problem) {
        oauthError(res, 400, 'invalid_subject_token', `The subject token is invalid: ${problem}`);
        return;
      }
      scope = deps.config.scopes;
    } else {
      const grant = typeof body.code === 'string' ? deps.state.oauthCodes.get(body.code) : undefined;
      // A code is redeemed at the shop that issued it, as on Shopify (each shop is its own host).
      if (!grant || grant.shop !== deps.config.shopDomain) {
        oauthError(res, 400, 'invalid_request', 'The authorization code was not found or was already used');
        return;
      }
      deps.state.oauthCodes.delete(body.code as string);
      scope = grant.scope;
    }
    const accessToken = `shpat_${randomBytes(16).toString('hex')}`;
    deps.state.tokensFor(deps.config.shopDomain).add(accessToken);
    res.json({ access_token: accessToken, scope });
  });
  return router;
}
