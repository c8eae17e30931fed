import { kickDiscountSync } from '../../../services/discountSync';
import { discountWarning } from '../../../services/discountWarnings';
import { getShop, updatePlanSettings, updateShopProp, updateShopSettings } from '../../../services/shops';
import { ownShop, type GraphqlContext } from '../../context';

type Args = Record<string, unknown>;

/** Root resolvers for the shop; the id argument must be the token's shop. */
export const shopResolvers = {
  Query: {
    shop: async (_: unknown, a: Args, ctx: GraphqlContext) => {
      const shop = await getShop(ctx.deps, ownShop(ctx, a.id));
      // The admin loads the shop on every visit: a shop whose discount is not synced (installed before the
      // Discount Function, or a failure since) gets a sync in the background, and the admin reads it on its refetch.
      kickDiscountSync(ctx.deps, shop.id, shop.discountSync.state === 'SYNCED');
      return { ...shop, discountSync: { ...shop.discountSync, warning: await discountWarning(ctx.deps, shop.id) } };
    },
  },
  Mutation: {
    updateShopProp: (_: unknown, a: Args, ctx: GraphqlContext) => updateShopProp(ctx.deps, ownShop(ctx, a.id), a.input),
    updateShopSettings: (_: unknown, a: Args, ctx: GraphqlContext) =>
      updateShopSettings(ctx.deps, ownShop(ctx, a.id), a.input),
    updatePlanSettings: (_: unknown, a: Args, ctx: GraphqlContext) =>
      updatePlanSettings(ctx.deps, ownShop(ctx, a.id), a.input),
  },
};
