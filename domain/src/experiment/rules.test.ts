import { cantBeBlank, mustBeAtLeast, mustBeAtMost, NOT_VALID } from '../common';
import {
  ALREADY_STARTED,
  CART_LOCKED,
  EXPERIMENT_LOCKED,
  ONE_RUNNING_EXPERIMENT,
  ONLY_RUNNING_STOPS,
  PROMOTE_RUNNING_OR_STOPPED,
  planTooSmallForSplit,
} from './messages';
import {
  cartEditError,
  experimentEditError,
  minimumPlannedVisitors,
  transitionError,
  transitionExperiment,
  validateExperiment,
} from './rules';
import { type Experiment, experimentClaimSchema, experimentSchema } from './schema';

const input = {
  name: 'Green cart',
  variant: { kind: 'draft', draftId: 'd1' },
  splitPercent: 30,
  goal: 'conversion_rate',
  plannedVisitors: 4146,
};

const stored = (patch: Partial<Experiment> = {}): Experiment => ({
  ...(input as Experiment),
  id: 'e1',
  status: 'draft',
  startedAt: null,
  stoppedAt: null,
  ...patch,
});

const errorsOf = (value: unknown) => {
  const r = validateExperiment(value);
  return r.success ? [] : r.errors;
};

describe('validateExperiment', () => {
  it('accepts a draft variant and the theme’s own cart, and strips unknown keys', () => {
    expect(validateExperiment({ ...input, extra: 1 })).toEqual({ success: true, data: input });
    expect(validateExperiment({ ...input, variant: { kind: 'theme' } }).success).toBe(true);
  });

  it('words every field as the spec does', () => {
    expect(errorsOf({ ...input, name: ' ' })).toEqual([{ path: 'name', message: cantBeBlank('name') }]);
    expect(errorsOf({ ...input, variant: { kind: 'draft' } })).toEqual([
      { path: 'variant.draftId', message: cantBeBlank('draft cart') },
    ]);
    expect(errorsOf({ ...input, variant: { kind: 'other' } })).toEqual([{ path: 'variant.kind', message: NOT_VALID }]);
    expect(errorsOf({ ...input, splitPercent: 0 })).toEqual([{ path: 'splitPercent', message: mustBeAtLeast(1) }]);
    expect(errorsOf({ ...input, splitPercent: 100 })).toEqual([{ path: 'splitPercent', message: mustBeAtMost(99) }]);
    expect(errorsOf({ ...input, splitPercent: 30.5 })).toEqual([{ path: 'splitPercent', message: NOT_VALID }]);
    expect(errorsOf({ ...input, splitPercent: undefined })).toEqual([
      { path: 'splitPercent', message: cantBeBlank('traffic split') },
    ]);
    expect(errorsOf({ ...input, goal: 'clicks' })).toEqual([{ path: 'goal', message: NOT_VALID }]);
    expect(errorsOf({ ...input, plannedVisitors: 12.5 })).toEqual([{ path: 'plannedVisitors', message: NOT_VALID }]);
  });

  it('reports every shape error at once', () => {
    expect(errorsOf({ ...input, name: '', goal: 'x', splitPercent: 0 }).map((e) => e.path)).toEqual([
      'name',
      'splitPercent',
      'goal',
    ]);
  });

  it('refuses a horizon that leaves either arm fewer than 100 visitors, naming the smallest that works', () => {
    expect(minimumPlannedVisitors(30)).toBe(334);
    expect(errorsOf({ ...input, plannedVisitors: 333 }).map((e) => e.path)).toEqual(['plannedVisitors']);
    expect(validateExperiment({ ...input, plannedVisitors: 334 }).success).toBe(true);
    expect(minimumPlannedVisitors(1)).toBe(10000);
    expect(minimumPlannedVisitors(99)).toBe(10000);
    expect(errorsOf({ ...input, splitPercent: 1, plannedVisitors: 9999 })).toEqual([
      { path: 'plannedVisitors', message: planTooSmallForSplit(1, 10000) },
    ]);
    expect(planTooSmallForSplit(1, 10000)).toBe(
      'With 1 % of visitors on the variant, plan at least 10,000 visitors so each version gets 100',
    );
    expect(validateExperiment({ ...input, splitPercent: 1, plannedVisitors: 10000 }).success).toBe(true);
  });

  it('gives a stored experiment an id the arm attribute can carry', () => {
    expect(experimentSchema.safeParse(stored()).success).toBe(true);
    expect(experimentSchema.safeParse(stored({ id: 'e:1' })).success).toBe(false);
    expect(experimentSchema.safeParse(stored({ startedAt: 'yesterday' })).success).toBe(false);
  });

  it("reads a storefront request's experiment claim strictly (id, one of the two arms, a visitor id)", () => {
    const claim = { id: 'x_abc', arm: 'variant', visitorId: 'A'.repeat(22) };
    expect(experimentClaimSchema.safeParse(claim).data).toEqual(claim);
    for (const bad of [
      { ...claim, id: 'x:1' },
      { ...claim, id: 'x'.repeat(65) },
      { ...claim, arm: 'both' },
      { ...claim, visitorId: 'A'.repeat(21) },
      { ...claim, extra: true },
      'x_abc:variant',
    ])
      expect(experimentClaimSchema.safeParse(bad).error?.issues[0].message).toBe(NOT_VALID);
  });
});

describe('status transitions', () => {
  const now = new Date('2026-11-27T10:00:00.000Z');
  const later = new Date('2026-12-04T10:00:00.000Z');

  it('starts a draft, then stops it, then promotes it, stamping the times', () => {
    const started = transitionExperiment(stored(), 'start', now);
    if (!started.success) throw new Error('start refused');
    expect(started.data).toMatchObject({ status: 'running', startedAt: now.toISOString(), stoppedAt: null });
    const stopped = transitionExperiment(started.data, 'stop', later);
    if (!stopped.success) throw new Error('stop refused');
    expect(stopped.data).toMatchObject({
      status: 'stopped',
      startedAt: now.toISOString(),
      stoppedAt: later.toISOString(),
    });
    const promoted = transitionExperiment(stopped.data, 'promote', new Date('2027-01-01T00:00:00Z'));
    expect(promoted).toMatchObject({ success: true, data: { status: 'promoted', stoppedAt: later.toISOString() } });
  });

  it('promoting a running experiment stops it at the same moment', () => {
    const r = transitionExperiment(stored({ status: 'running', startedAt: now.toISOString() }), 'promote', later);
    expect(r).toMatchObject({ success: true, data: { status: 'promoted', stoppedAt: later.toISOString() } });
  });

  it('allows one running experiment per shop', () => {
    const others = [{ id: 'e2', status: 'running' as const }];
    expect(transitionError(stored(), 'start', others)).toBe(ONE_RUNNING_EXPERIMENT);
    expect(transitionExperiment(stored(), 'start', now, others)).toEqual({
      success: false,
      errors: [{ path: 'status', message: ONE_RUNNING_EXPERIMENT }],
    });
    expect(
      transitionError(stored(), 'start', [
        { id: 'e2', status: 'stopped' },
        { id: 'e1', status: 'running' },
      ]),
    ).toBeNull();
  });

  it.each([
    ['start', 'running', ALREADY_STARTED],
    ['start', 'stopped', ALREADY_STARTED],
    ['start', 'promoted', ALREADY_STARTED],
    ['stop', 'draft', ONLY_RUNNING_STOPS],
    ['stop', 'stopped', ONLY_RUNNING_STOPS],
    ['stop', 'promoted', ONLY_RUNNING_STOPS],
    ['promote', 'draft', PROMOTE_RUNNING_OR_STOPPED],
    ['promote', 'promoted', PROMOTE_RUNNING_OR_STOPPED],
  ] as const)('refuses to %s a %s experiment', (action, status, message) => {
    expect(transitionError(stored({ status }), action)).toBe(message);
  });
});

describe('locks while running', () => {
  it('freezes the experiment’s own settings once started', () => {
    expect(experimentEditError(stored())).toBeNull();
    for (const status of ['running', 'stopped', 'promoted'] as const)
      expect(experimentEditError(stored({ status }))).toBe(EXPERIMENT_LOCKED);
  });

  it('locks the live cart and the draft under test, not other drafts, only while running', () => {
    const running = [stored({ status: 'running' })];
    expect(cartEditError({ kind: 'live' }, running)).toBe(CART_LOCKED);
    expect(cartEditError({ kind: 'draft', draftId: 'd1' }, running)).toBe(CART_LOCKED);
    expect(cartEditError({ kind: 'draft', draftId: 'd2' }, running)).toBeNull();
    expect(cartEditError({ kind: 'live' }, [stored({ status: 'stopped' })])).toBeNull();
    expect(
      cartEditError({ kind: 'draft', draftId: 'd1' }, [stored({ status: 'running', variant: { kind: 'theme' } })]),
    ).toBeNull();
  });
});
