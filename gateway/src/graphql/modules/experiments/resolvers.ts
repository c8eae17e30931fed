import {
  createExperiment,
  deleteExperiment,
  getExperiment,
  listExperiments,
  promoteExperiment,
  startExperiment,
  stopExperiment,
  updateExperiment,
} from '../../../services/experiments';
import type { GraphqlContext } from '../../context';

type Args = Record<string, unknown>;

/** Root resolvers for experiments; every call is scoped to the token's shop. */
export const experimentResolvers = {
  Query: {
    experiments: (_: unknown, _a: Args, ctx: GraphqlContext) => listExperiments(ctx.deps, ctx.session.shop),
    experiment: (_: unknown, a: Args, ctx: GraphqlContext) => getExperiment(ctx.deps, ctx.session.shop, a.id),
  },
  Mutation: {
    createExperiment: (_: unknown, a: Args, ctx: GraphqlContext) => createExperiment(ctx.deps, ctx.session.shop, a.input),
    updateExperiment: (_: unknown, a: Args, ctx: GraphqlContext) =>
      updateExperiment(ctx.deps, ctx.session.shop, a.id, a.input),
    deleteExperiment: (_: unknown, a: Args, ctx: GraphqlContext) => deleteExperiment(ctx.deps, ctx.session.shop, a.id),
    startExperiment: (_: unknown, a: Args, ctx: GraphqlContext) => startExperiment(ctx.deps, ctx.session.shop, a.id),
    stopExperiment: (_: unknown, a: Args, ctx: GraphqlContext) => stopExperiment(ctx.deps, ctx.session.shop, a.id),
    promoteExperiment: (_: unknown, a: Args, ctx: GraphqlContext) =>
      promoteExperiment(ctx.deps, ctx.session.shop, a.id),
  },
};
