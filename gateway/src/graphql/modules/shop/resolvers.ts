import { getShop, updatePlanSettings, updateShopProp, updateShopSettings } from '../../../services/shops';
import { ownShop, type GraphqlContext } from '../../context';

type Args = Record<string, unknown>;

/** Root resolvers for the shop; the id argument must be the token's shop. */
export const shopResolvers = {
  Query: {
    shop: (_: unknown, a: Args, ctx: GraphqlContext) => getShop(ctx.deps, ownShop(ctx, a.id)),
  },
  Mutation: {
    updateShopProp: (_: unknown, a: Args, ctx: GraphqlContext) => updateShopProp(ctx.deps, ownShop(ctx, a.id), a.input),
    updateShopSettings: (_: unknown, a: Args, ctx: GraphqlContext) =>
      updateShopSettings(ctx.deps, ownShop(ctx, a.id), a.input),
    updatePlanSettings: (_: unknown, a: Args, ctx: GraphqlContext) =>
      updatePlanSettings(ctx.deps, ownShop(ctx, a.id), a.input),
  },
};
