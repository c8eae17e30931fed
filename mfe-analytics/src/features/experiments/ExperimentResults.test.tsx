import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EXPERIMENT_LOCKED, NOT_ENOUGH_DATA, verdict } from '@cartlift/domain';
import { findPageAction } from '../../testing/pageActions';
import { renderRoute } from '../../testing/renderRoute';
import { fakeArm, fakeExperiment, startExperimentsGateway, type FakeArm } from '../../testing/experimentsGateway';
import { ACTION_TOASTS } from './ExperimentActions';
import type { ExperimentDayResult } from './experimentsApi';

const DRAFTS = [{ id: 'd_blue', name: 'Blue cart', lockedBy: 'x_1' }];
const RUNNING = { id: 'x_1', name: 'Blue against live', variant: { kind: 'draft' as const, draftId: 'd_blue' }, status: 'running' as const, startedAt: '2026-11-20T09:00:00.000Z' };
// 617 + 617 of 3,600 planned: the horizon (1,800 a side) is far, so the verdict must wait whatever the figures say.
const CONTROL = fakeArm({ visitors: 617, cartViews: 300, impressions: 450, orders: 31, convertingVisitors: 30, revenueCents: 186_000, revenueSqCents: 2e9, addedRevenueCents: 12_345 });
const VARIANT = fakeArm({ visitors: 617, cartViews: 320, impressions: 500, orders: 42, convertingVisitors: 40, revenueCents: 252_000, revenueSqCents: 3e9, addedRevenueCents: 23_456 });
const DAILY: ExperimentDayResult[] = [
  { day: '2026-11-20', arm: 'control', visitors: 300, orders: 15, revenueCents: 90_000 },
  { day: '2026-11-20', arm: 'variant', visitors: 310, orders: 20, revenueCents: 120_000 },
  // Nov 21 has no rows: the chart still shows the day, at 0.
  { day: '2026-11-22', arm: 'control', visitors: 317, orders: 16, revenueCents: 96_000 },
  { day: '2026-11-22', arm: 'variant', visitors: 307, orders: 22, revenueCents: 132_000 },
];
const totals = (a: FakeArm) => ({ visitors: a.visitors, conversions: a.convertingVisitors, revenue: a.revenueCents, revenueSquares: a.revenueSqCents });
const figure = (arm: string, name: string) => {
  const row = within(document.getElementById(`experiment-arm-${arm}`) as HTMLElement).getByText(name).parentElement as HTMLElement;
  return row.lastElementChild?.textContent;
};

describe('A started experiment (/experiments/:id)', () => {
  it('shows the verdict in plain words, the progress to the horizon and both arms in the shop’s money format, each with its chart', async () => {
    startExperimentsGateway({ drafts: DRAFTS, moneyFormat: '€{{amount_with_comma_separator}}', experiments: [fakeExperiment(RUNNING, { control: CONTROL, variant: VARIANT }, DAILY)] });
    renderRoute('/experiments/x_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue against live' })).toBeTruthy();
    const expected = verdict({ goal: 'conversion_rate', plannedVisitors: 3600, splitPercent: 50, control: totals(CONTROL), variant: totals(VARIANT) });
    expect(expected.kind).toBe('not_enough_data');
    expect(screen.getByText(NOT_ENOUGH_DATA)).toBeTruthy();
    expect(screen.getByText(expected.soFar ?? 'a soFar line')).toBeTruthy();
    expect(screen.getByText('1,234 of 3,600 planned visitors')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByText(EXPERIMENT_LOCKED)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Variant (Draft: Blue cart)' })).toBeTruthy();
    expect(figure('control', 'Visitors')).toBe('617');
    expect(figure('control', 'Cart impressions')).toBe('450');
    expect(figure('control', 'Cart conversion rate')).toBe('4.86 %');
    expect(figure('control', 'Revenue per visitor')).toBe('€3,01');
    expect(figure('control', 'Average order value')).toBe('€60,00');
    expect(figure('control', 'Added (upsell) revenue')).toBe('€123,45');
    expect(figure('variant', 'Cart conversion rate')).toBe('6.48 %');
    expect(figure('variant', 'Added (upsell) revenue')).toBe('€234,56');
    // Each arm's chart reads out as a table: every day from the first to the last, a day without rows at 0.
    const table = screen.getByRole('region', { name: 'Live cart: visitors per day, Nov 20 to Nov 22' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['DayLive cart: visitors', 'Nov 20300', 'Nov 210', 'Nov 22317']);
    fireEvent.change(screen.getByLabelText('Chart per day'), { target: { value: 'revenueCents' } });
    const revenue = screen.getByRole('region', { name: 'Variant: revenue per day, Nov 20 to Nov 22' });
    expect(within(revenue).getAllByRole('row')[1].textContent).toBe('Nov 20€1.200,00');
  });

  it('calls the winner once the horizon is reached, and warns in a critical banner when visitors do not split as planned', async () => {
    const control = fakeArm({ visitors: 1800, convertingVisitors: 180, orders: 180 });
    const variant = fakeArm({ visitors: 1800, convertingVisitors: 250, orders: 250 });
    const skewed = fakeArm({ visitors: 1500, convertingVisitors: 150, orders: 150 });
    startExperimentsGateway({
      drafts: DRAFTS,
      experiments: [
        fakeExperiment({ ...RUNNING, status: 'stopped', stoppedAt: '2026-11-27T09:00:00.000Z' }, { control, variant }),
        fakeExperiment({ ...RUNNING, id: 'x_2', name: 'Lopsided' }, { control: fakeArm({ visitors: 2200, convertingVisitors: 150 }), variant: skewed }),
      ],
    });
    const { unmount } = renderRoute('/experiments/x_1');
    const won = verdict({ goal: 'conversion_rate', plannedVisitors: 3600, splitPercent: 50, control: totals(control), variant: totals(variant) });
    expect(won.text).toMatch(/^Variant ahead, (over )?\d+ % likely$/);
    expect(await screen.findByText(won.text)).toBeTruthy();
    expect(screen.getByText('Both versions have their planned visitors: the verdict counts.')).toBeTruthy();
    unmount();
    renderRoute('/experiments/x_2');
    const banner = (await screen.findByText('Visitors are not splitting as planned')).closest('.Polaris-Banner') as HTMLElement;
    expect(banner.textContent).toContain('(2,200 and 1,500 for 50 / 50)');
  });

  it('reads the results again when the merchant comes back to the experiment (orders counted meanwhile show)', async () => {
    const running = fakeExperiment(RUNNING);
    startExperimentsGateway({ drafts: DRAFTS, experiments: [running] });
    renderRoute('/experiments/x_1');
    await waitFor(() => expect(figure('variant', 'Orders')).toBe('0'));
    fireEvent.click(screen.getByRole('button', { name: 'Experiments' }));
    const link = await screen.findByRole('link', { name: 'Blue against live' });
    // Shoppers bought meanwhile: the gateway counts one order a side.
    running.arms = { control: fakeArm({ visitors: 1, orders: 1, convertingVisitors: 1 }), variant: fakeArm({ visitors: 1, orders: 1, convertingVisitors: 1 }) };
    fireEvent.click(link);
    await waitFor(() => expect([figure('control', 'Orders'), figure('variant', 'Orders')]).toEqual(['1', '1']));
  });

  it('stops a running experiment after a confirmation', async () => {
    const gw = startExperimentsGateway({ drafts: DRAFTS, experiments: [fakeExperiment(RUNNING, { control: CONTROL, variant: VARIANT })] });
    renderRoute('/experiments/x_1');
    fireEvent.click(await findPageAction('Stop'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Every shopper gets the live cart again/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop experiment' }));
    expect(await screen.findByText(ACTION_TOASTS.stop)).toBeTruthy();
    expect(gw.callsOf('StopExperiment')).toEqual([{ id: 'x_1' }]);
    expect(await screen.findByText('Stopped')).toBeTruthy();
  });

  it('promotes a draft variant, saying it becomes the live cart with the previous one kept for rollback', async () => {
    const gw = startExperimentsGateway({ drafts: DRAFTS, experiments: [fakeExperiment(RUNNING)] });
    renderRoute('/experiments/x_1');
    fireEvent.click(await findPageAction('Promote variant'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Draft: Blue cart becomes the live cart for every shopper/)).toBeTruthy();
    expect(within(dialog).getByText(/kept in Cart Setup, where you can roll back to it in one click/)).toBeTruthy();
    expect(within(dialog).getByText('The experiment stops now.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Promote variant' }));
    expect(await screen.findByText(ACTION_TOASTS.promote)).toBeTruthy();
    expect(gw.callsOf('PromoteExperiment')).toEqual([{ id: 'x_1' }]);
    await waitFor(() => expect(gw.experiments.get('x_1')?.record.status).toBe('promoted'));
  });

  it("says promoting the theme's cart switches Cartlift's cart off", async () => {
    startExperimentsGateway({ experiments: [fakeExperiment({ id: 'x_1', name: 'No cart', status: 'stopped', startedAt: '2026-11-01T00:00:00.000Z', stoppedAt: '2026-11-10T00:00:00.000Z' })] });
    renderRoute('/experiments/x_1');
    fireEvent.click(await findPageAction('Promote variant'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Cartlift's cart is switched off for every shopper/)).toBeTruthy();
    expect(within(dialog).getByText('The experiment stays stopped.')).toBeTruthy();
  });

  it('duplicates a started experiment into a new draft with its settings, as EXPERIMENT_LOCKED advises', async () => {
    const gw = startExperimentsGateway({
      drafts: DRAFTS,
      experiments: [fakeExperiment({ ...RUNNING, splitPercent: 30, plannedVisitors: 5000, goal: 'revenue_per_visitor', status: 'stopped' })],
    });
    renderRoute('/experiments/x_1');
    fireEvent.click(await findPageAction('Duplicate'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/experiments/new'));
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Copy of Blue against live');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Experiment saved')).toBeTruthy();
    expect(gw.callsOf('CreateExperiment')).toEqual([
      { input: { name: 'Copy of Blue against live', variant: { kind: 'draft', draftId: 'd_blue' }, splitPercent: 30, goal: 'revenue_per_visitor', plannedVisitors: 5000 } },
    ]);
  });
});
