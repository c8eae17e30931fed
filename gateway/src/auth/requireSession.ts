import type { RequestHandler, Response } from 'express';
import type { AppDeps } from '../context';
import type { ShopInstance } from '../db/models/shop.model';
import { reauthNeeded } from '../db/shopTokens';
import { unauthorized } from '../shared/errors';
import { installShop } from '../services/install';
import { SessionTokenError, verifySessionToken, type Session } from './sessionToken';

/** A verified admin session with its installed shop row. */
export interface AuthedSession extends Session {
  shopRow: ShopInstance;
}

/** The session requireSession put on res.locals; throws 401 when a route forgot the middleware. */
export function sessionOf(res: Response): AuthedSession {
  const s = res.locals.session as AuthedSession | undefined;
  if (!s) throw unauthorized();
  return s;
}

/**
 * Authorization: Bearer <session token> on every admin call. The shop comes from the verified token only. A valid
 * token for a shop we do not have installed, or whose offline token can no longer be renewed (the merchant opening
 * the app again is what ends a REAUTH_REQUIRED), is exchanged for an offline token (Shopify managed install); when
 * that fails the answer is 401.
 */
export function requireSession(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const m = /^Bearer ([^\s]+)$/.exec(req.header('authorization') ?? '');
    if (!m) throw unauthorized('Missing session token');
    let session: Session;
    try {
      session = await verifySessionToken(m[1], {
        apiKey: deps.config.shopifyApiKey,
        secret: deps.config.shopifyApiSecret,
      });
    } catch (err) {
      if (err instanceof SessionTokenError) {
        deps.logger.debug({ reason: err.message }, 'session token rejected');
        throw unauthorized('Invalid session token');
      }
      throw err;
    }
    let shopRow = await deps.db.models.Shop.findByPk(session.shop);
    if (!shopRow?.installed || !shopRow.access_token || reauthNeeded(shopRow)) {
      try {
        await installShop(deps, session.shop, await deps.adminApi.exchangeSessionToken(session.shop, m[1]));
      } catch (err) {
        deps.logger.info({ err, shop: session.shop }, 'token exchange failed');
        throw unauthorized('Shop is not installed');
      }
      shopRow = await deps.db.models.Shop.findByPk(session.shop);
      if (!shopRow?.installed) throw unauthorized('Shop is not installed');
    }
    res.locals.session = { ...session, shopRow } satisfies AuthedSession;
    next();
  };
}
