import { experimentResults } from '../../../services/experimentResults';
import { notFound } from '../../../shared/errors';
import type { GraphqlContext } from '../../context';

/**
 * Experiment.results: the parent's id is read again together with the session's shop, so results are only ever those
 * of an experiment of the shop in the token, whatever shape the parent resolver gives.
 */
export const experimentResultsResolvers = {
  Experiment: {
    results: async (parent: { id?: unknown }, _: unknown, ctx: GraphqlContext) => {
      const id = typeof parent.id === 'string' ? parent.id : '';
      const row = await ctx.deps.db.models.Experiment.findOne({ where: { id, shop_id: ctx.session.shop } });
      if (!row) throw notFound('Experiment');
      return experimentResults(ctx.deps.db, row);
    },
  },
};
