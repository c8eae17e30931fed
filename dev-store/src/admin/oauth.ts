import { createHmac, randomBytes } from 'node:crypto';
import express, { Router, type Response } from 'express';
import { errors, jwtVerify } from 'jose';
import type { StoreDeps } from '../config';

/** Shopify's OAuth hmac: hex HMAC-SHA256 of the query without `hmac`, keys sorted, "k=v" joined by "&". */
export function oauthHmac(params: Record<string, string>, secret: string): string {
  const message = Object.keys(params).filter((k) => k !== 'hmac' && k !== 'signature').sort().map((k) => `${k}=${params[k]}`).join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** jose's reasons in the words the token exchange answers with (Shopify's invalid_subject_token description). */
function problemOf(err: unknown): string {
  if (err instanceof errors.JWSSignatureVerificationFailed) return 'signature mismatch';
  if (err instanceof errors.JOSEAlgNotAllowed || err instanceof errors.JOSENotSupported) return 'unexpected algorithm';
  if (err instanceof errors.JWTExpired) return 'token expired';
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'nbf') return 'token not yet valid';
    if (err.claim === 'aud') return 'wrong audience';
    return `bad ${err.claim}`;
  }
  return 'malformed token';
}

/**
 * Verifies an App Bridge session token with jose, as Shopify does at token exchange: HS256 signed with the app secret
 * (alg "none" and other algorithms refused), exp and nbf within 5 s of clock skew, aud = the app, dest = this shop.
 * Answers what is wrong, or null.
 */
export async function verifySessionToken(token: string, deps: StoreDeps, nowSeconds: number): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(deps.config.apiSecret), {
      algorithms: ['HS256'],
      audience: deps.config.apiKey,
      clockTolerance: 5,
      requiredClaims: ['exp'],
      currentDate: new Date(nowSeconds * 1000),
    });
    return payload.dest === `https://${deps.config.shopDomain}` ? null : 'wrong shop';
  } catch (err) {
    return problemOf(err);
  }
}

const oauthError = (res: Response, status: number, error: string, description: string) => res.status(status).json({ error, error_description: description });

/**
 * GET /admin/oauth/authorize (auto-approves, as a merchant clicking Install) and POST /admin/oauth/access_token: the
 * code grant, token exchange and, for expiring tokens, `grant_type=refresh_token`.
 */
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

  router.post('/admin/oauth/access_token', express.json(), express.urlencoded({ extended: false }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.client_id !== deps.config.apiKey || body.client_secret !== deps.config.apiSecret) {
      oauthError(res, 401, 'invalid_client', 'Client authentication failed: the client_id or client_secret is wrong');
      return;
    }
    const shop = deps.config.shopDomain;
    if (body.grant_type === 'refresh_token') {
      const tokens = deps.state.expiringTokensFor(shop);
      const grant = typeof body.refresh_token === 'string' ? tokens.refresh(body.refresh_token, Date.now(), deps.state.tokenLifetimes) : 'invalid_grant';
      if (grant === 'invalid_grant') {
        oauthError(res, 400, 'invalid_grant', 'The refresh token is invalid, expired or revoked');
        return;
      }
      if (tokens.loseRefreshAnswers > 0) {
        tokens.loseRefreshAnswers--;
        res.status(503).json({ errors: 'Service unavailable' });
        return;
      }
      res.json({ ...grant, scope: deps.config.scopes });
      return;
    }
    let scope: string;
    if (body.grant_type === 'urn:ietf:params:oauth:grant-type:token-exchange') {
      if (body.subject_token_type !== 'urn:ietf:params:oauth:token-type:id_token' || typeof body.subject_token !== 'string') {
        oauthError(res, 400, 'invalid_request', 'subject_token and subject_token_type urn:ietf:params:oauth:token-type:id_token are required');
        return;
      }
      const problem = await verifySessionToken(body.subject_token, deps, Math.floor(Date.now() / 1000));
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
    // expiring=1 asks for an expiring offline token (required of public apps created from 2026-04-01); without it the
    // store grants a non-expiring one, as Shopify still does for older apps.
    if (body.expiring === '1' || body.expiring === 1) {
      res.json({ ...deps.state.expiringTokensFor(shop).issue(Date.now(), deps.state.tokenLifetimes), scope });
      return;
    }
    const accessToken = `shpat_${randomBytes(16).toString('hex')}`;
    deps.state.tokensFor(shop).add(accessToken);
    res.json({ access_token: accessToken, scope });
  });
  return router;
}
