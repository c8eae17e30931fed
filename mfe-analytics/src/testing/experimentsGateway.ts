import {
  experimentEditError,
  NOT_VALID,
  horizonReached,
  plannedPerArm,
  transitionExperiment,
  validateExperiment,
  verdict,
  type Experiment,
  type ExperimentAction,
  type ExperimentRecord,
  type Shop,
} from '@cartlift/domain';
import {
  graphqlData,
  graphqlError,
  graphqlFieldErrors,
  installFakeGateway,
  restError,
  type FakeRequest,
} from '../../../admin-kit/testing/fakeGateway';
import type {
  ExperimentArmResult,
  ExperimentDayResult,
  ExperimentDetail,
  ExperimentDraftCart,
} from '../features/experiments/experimentsApi';

export { TEST_SHOP } from '../../../admin-kit/testing/fakeGateway';

/** One arm's totals as the gateway's rollups keep them (docs/experiments.md, experiment_daily). */
export interface FakeArm {
  visitors: number;
  cartViews: number;
  impressions: number;
  orders: number;
  convertingVisitors: number;
  revenueCents: number;
  revenueSqCents: number;
  addedRevenueCents: number;
}

/** A stored experiment of the fake: the domain's record with its creation time, both arms' totals and its days. */
export interface FakeExperiment {
  record: ExperimentRecord;
  arms: { control: FakeArm; variant: FakeArm };
  daily: ExperimentDayResult[];
}

/** The DashboardShop answer: the fields of the domain's Shop that document asks for. */
const shopAnswer = (id: string, moneyFormat = '${{amount}}'): Pick<Shop, 'id' | 'money_format' | 'currency' | 'iana_timezone'> => ({
  id,
  money_format: moneyFormat,
  currency: 'USD',
  iana_timezone: 'UTC',
});

/** An arm's totals, nothing counted unless given. */
export const fakeArm = (a: Partial<FakeArm> = {}): FakeArm => ({
  visitors: 0,
  cartViews: 0,
  impressions: 0,
  orders: 0,
  convertingVisitors: 0,
  revenueCents: 0,
  revenueSqCents: 0,
  addedRevenueCents: 0,
  ...a,
});

/** A seeded experiment; by default a 50 / 50 draft against the theme's cart with nothing counted. */
export function fakeExperiment(
  record: Partial<Experiment & { createdAt: string }> & { id: string },
  arms: Partial<FakeExperiment['arms']> = {},
  daily: ExperimentDayResult[] = [],
): FakeExperiment {
  return {
    record: {
      name: `Experiment ${record.id}`,
      variant: { kind: 'theme' },
      splitPercent: 50,
      goal: 'conversion_rate',
      plannedVisitors: 3600,
      status: 'draft',
      startedAt: null,
      stoppedAt: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      ...record,
    },
    arms: { control: arms.control ?? fakeArm(), variant: arms.variant ?? fakeArm() },
    daily,
  };
}

/** The ExperimentArm the gateway answers for an arm's totals (rates as fractions, money in cents). */
function armResult(arm: 'control' | 'variant', a: FakeArm): ExperimentArmResult {
  return {
    arm,
    visitors: a.visitors,
    cartViews: a.cartViews,
    impressions: a.impressions,
    orders: a.orders,
    convertingVisitors: a.convertingVisitors,
    conversionRate: a.visitors > 0 ? a.convertingVisitors / a.visitors : 0,
    revenueCents: a.revenueCents,
    revenuePerVisitorCents: a.visitors > 0 ? a.revenueCents / a.visitors : 0,
    aovCents: a.orders > 0 ? a.revenueCents / a.orders : 0,
    addedRevenueCents: a.addedRevenueCents,
  };
}

const totals = (a: FakeArm) => ({ visitors: a.visitors, conversions: a.convertingVisitors, revenue: a.revenueCents, revenueSquares: a.revenueSqCents });

/** The experiment as the gateway answers it, its verdict and horizon by the domain's own functions. */
export function experimentAnswer({ record: e, arms, daily }: FakeExperiment): ExperimentDetail {
  const input = { goal: e.goal, plannedVisitors: e.plannedVisitors, splitPercent: e.splitPercent, control: totals(arms.control), variant: totals(arms.variant) };
  const v = verdict(input);
  return {
    id: e.id,
    name: e.name,
    variant: e.variant,
    splitPercent: e.splitPercent,
    goal: e.goal,
    plannedVisitors: e.plannedVisitors,
    status: e.status,
    startedAt: e.startedAt,
    stoppedAt: e.stoppedAt,
    createdAt: e.createdAt,
    results: {
      control: armResult('control', arms.control),
      variant: armResult('variant', arms.variant),
      daily,
      // As the gateway answers it (domain ExperimentVerdictAnswer).
      verdict: { ...v, probability: v.probabilityVariantBetter, pValue: v.test.pValue },
      horizonReached: horizonReached(input),
      plannedPerArm: plannedPerArm(e.plannedVisitors, e.splitPercent),
    },
  };
}

/** Options of {@link startExperimentsGateway}. */
export interface ExperimentsGatewayOptions {
  experiments?: FakeExperiment[];
  drafts?: ExperimentDraftCart[];
  moneyFormat?: string;
  /** Operations answered with a GraphQL error until heal() is called. */
  failing?: string[];
  /** The clock transitions are stamped with. */
  now?: Date;
}

const TRANSITIONS: Record<string, ExperimentAction> = {
  StartExperiment: 'start',
  StopExperiment: 'stop',
  PromoteExperiment: 'promote',
};

/**
 * An in-memory stand-in for the gateway's experiment calls (docs/experiments.md, Admin GraphQL): inputs judged by the
 * domain's validateExperiment (refusals as BAD_USER_INPUT field errors), transitions by transitionExperiment (one
 * running per shop), edits by experimentEditError, results by verdict(). The real gateway is tested on its side.
 */
export function startExperimentsGateway(options: ExperimentsGatewayOptions = {}) {
  const experiments = new Map((options.experiments ?? []).map((e) => [e.record.id, e]));
  const drafts = [...(options.drafts ?? [])];
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  let failing = new Set(options.failing ?? []);
  let nextId = 1;
  const answer = ({ url, operation, variables }: FakeRequest): Response => {
    if (url.pathname !== '/graphql') return restError(404, 'NOT_FOUND', 'Route not found');
    calls.push({ operation, variables });
    if (failing.has(operation)) return graphqlError('The gateway is unavailable', 'INTERNAL_SERVER_ERROR');
    const id = typeof variables.id === 'string' ? variables.id : '';
    const found = experiments.get(id);
    switch (operation) {
      case 'DashboardShop':
        return graphqlData({ shop: shopAnswer(String(variables.id), options.moneyFormat) });
      case 'ExperimentDraftCarts':
        return graphqlData({ cartDrafts: drafts });
      case 'ExperimentList':
        return graphqlData({ experiments: [...experiments.values()].map(experimentAnswer) });
      case 'ExperimentDetail':
        return graphqlData({ experiment: found ? experimentAnswer(found) : null });
      case 'CreateExperiment':
      case 'UpdateExperiment': {
        if (operation === 'UpdateExperiment') {
          if (!found) return graphqlError('Experiment not found', 'NOT_FOUND');
          const locked = experimentEditError(found.record);
          if (locked) return graphqlError(locked, 'EXPERIMENT_LOCKED');
        }
        const r = validateExperiment(variables.input);
        if (!r.success) return graphqlFieldErrors(r.errors);
        // The gateway's own check beyond the schema: the draft cart must be one of the shop's.
        const variant = r.data.variant;
        if (variant.kind === 'draft' && !drafts.some((d) => d.id === variant.draftId))
          return graphqlFieldErrors([{ path: 'variant.draftId', message: NOT_VALID }]);
        const stored = found ?? fakeExperiment({ id: `x_test${nextId++}`, createdAt: new Date().toISOString() });
        stored.record = { ...stored.record, ...r.data };
        experiments.set(stored.record.id, stored);
        return graphqlData({ [operation === 'CreateExperiment' ? 'createExperiment' : 'updateExperiment']: experimentAnswer(stored) });
      }
      case 'DeleteExperiment': {
        if (!found) return graphqlError('Experiment not found', 'NOT_FOUND');
        const locked = experimentEditError(found.record);
        if (locked) return graphqlError(locked, 'EXPERIMENT_LOCKED');
        experiments.delete(id);
        return graphqlData({ deleteExperiment: id });
      }
      default: {
        const action = TRANSITIONS[operation];
        if (!action) return graphqlError(`Unknown operation ${operation}`, 'GRAPHQL_VALIDATION_FAILED');
        if (!found) return graphqlError('Experiment not found', 'NOT_FOUND');
        const others = [...experiments.values()].map((e) => e.record);
        const r = transitionExperiment(found.record, action, options.now ?? new Date(), others);
        if (!r.success) return graphqlFieldErrors(r.errors);
        found.record = { ...found.record, ...r.data };
        return graphqlData({ [`${action}Experiment`]: experimentAnswer(found) });
      }
    }
  };
  installFakeGateway(answer);
  return {
    experiments,
    /** The variables of every call of one operation, in order. */
    callsOf: (operation: string) => calls.filter((c) => c.operation === operation).map((c) => c.variables),
    /** Deletes a draft cart behind the screen's back (another tab, Cart Setup). */
    removeDraft: (id: string) => drafts.splice(drafts.findIndex((d) => d.id === id), 1),
    heal: () => {
      failing = new Set();
    },
  };
}
