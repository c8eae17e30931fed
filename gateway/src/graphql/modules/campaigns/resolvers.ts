import {
  createCampaign,
  getCampaign,
  listCampaigns,
  removeCampaign,
  updateCampaign,
} from '../../../services/campaigns';
import { campaignSummary } from '../../../services/campaignSummary';
import { ownShop, type GraphqlContext } from '../../context';

type Args = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Root resolvers for campaigns; every call is scoped to the token's shop. */
export const campaignResolvers = {
  Query: {
    campaigns: (_: unknown, a: Args, ctx: GraphqlContext) =>
      listCampaigns(ctx.deps, ownShop(ctx, a.userId), {
        nextToken: a.nextToken as string | null,
        limit: a.limit as number | null,
      }),
    campaign: (_: unknown, a: Args, ctx: GraphqlContext) => getCampaign(ctx.deps, ctx.session.shop, str(a.id)),
    campaignSummary: (_: unknown, a: Args, ctx: GraphqlContext) => campaignSummary(ctx.deps, ownShop(ctx, a.userId)),
  },
  Mutation: {
    createCampaign: (_: unknown, a: Args, ctx: GraphqlContext) => createCampaign(ctx.deps, ctx.session.shop, a.input),
    updateCampaign: (_: unknown, a: Args, ctx: GraphqlContext) =>
      updateCampaign(ctx.deps, ctx.session.shop, str(a.id), a.input),
    removeCampaign: (_: unknown, a: Args, ctx: GraphqlContext) => removeCampaign(ctx.deps, ctx.session.shop, str(a.id)),
  },
};
