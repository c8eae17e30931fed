import {
  createCartDraft,
  deleteCartDraft,
  getCartDraft,
  listCartDrafts,
  liveCartHistory,
  publishCartDraft,
  rollbackLiveCart,
  updateCartDraft,
} from '../../../services/cartDrafts';
import type { GraphqlContext } from '../../context';

type Args = Record<string, unknown>;

/** Root resolvers for draft carts; every call is scoped to the token's shop. */
export const draftResolvers = {
  Query: {
    cartDrafts: (_: unknown, _a: Args, ctx: GraphqlContext) => listCartDrafts(ctx.deps, ctx.session.shop),
    cartDraft: (_: unknown, a: Args, ctx: GraphqlContext) => getCartDraft(ctx.deps, ctx.session.shop, a.id),
    liveCartHistory: (_: unknown, _a: Args, ctx: GraphqlContext) => liveCartHistory(ctx.deps, ctx.session.shop),
  },
  Mutation: {
    createCartDraft: (_: unknown, a: Args, ctx: GraphqlContext) => createCartDraft(ctx.deps, ctx.session.shop, a.input),
    updateCartDraft: (_: unknown, a: Args, ctx: GraphqlContext) =>
      updateCartDraft(ctx.deps, ctx.session.shop, a.id, a.input),
    deleteCartDraft: (_: unknown, a: Args, ctx: GraphqlContext) => deleteCartDraft(ctx.deps, ctx.session.shop, a.id),
    publishCartDraft: (_: unknown, a: Args, ctx: GraphqlContext) => publishCartDraft(ctx.deps, ctx.session.shop, a.id),
    rollbackLiveCart: (_: unknown, _a: Args, ctx: GraphqlContext) => rollbackLiveCart(ctx.deps, ctx.session.shop),
  },
};
