import type { AppDeps } from '../context';
import type { AuthedSession } from '../auth/requireSession';
import { notFound } from '../shared/errors';

/** Per-request GraphQL context: the app's dependencies and the verified session. */
export interface GraphqlContext {
  deps: AppDeps;
  session: AuthedSession;
}

/**
 * userId / shop id arguments are the client's claim; the shop always comes from the token. An argument naming
 * anything other than the token's shop (or its user) is answered "Shop not found", as if it did not exist.
 */
export function ownShop(ctx: GraphqlContext, claimed: unknown): string {
  if (claimed !== ctx.session.shop && claimed !== ctx.session.userId) throw notFound('Shop');
  return ctx.session.shop;
}
