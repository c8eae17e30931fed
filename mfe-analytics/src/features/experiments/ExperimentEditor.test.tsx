import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  minimumPlannedVisitors,
  NOT_VALID,
  ONE_RUNNING_EXPERIMENT,
  planTooSmallForSplit,
  sampleSizePerArm,
  validateExperiment,
} from '@cartlift/domain';
import { findPageAction } from '../../testing/pageActions';
import { renderRoute } from '../../testing/renderRoute';
import { fakeExperiment, startExperimentsGateway } from '../../testing/experimentsGateway';
import { EXPERIMENT_SAVED } from './ExperimentEditor';

const DRAFTS = [
  { id: 'd_blue', name: 'Blue cart', lockedBy: null },
  { id: 'd_gift', name: 'Higher gift goal', lockedBy: null },
];
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The domain's message for a path of an input it refuses: what the screen must show under that field. */
const domainMessage = (input: unknown, path: string) => {
  const r = validateExperiment(input);
  const message = r.success ? undefined : r.errors.find((e) => e.path === path)?.message;
  if (!message) throw new Error(`the domain accepts ${path} of ${JSON.stringify(input)}`);
  return message;
};

describe('New experiment (/experiments/new)', () => {
  it("shows the domain's messages under the fields and sends nothing while they stand", async () => {
    const gw = startExperimentsGateway({ drafts: DRAFTS });
    renderRoute('/experiments/new');
    await screen.findByRole('heading', { name: 'New experiment' });
    type('Visitors on the variant (%)', '1');
    type('Planned visitors (both versions together)', '500');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const blank = domainMessage({ name: '', variant: { kind: 'theme' }, splitPercent: 50, goal: 'conversion_rate', plannedVisitors: 5000 }, 'name');
    expect(await screen.findByText(blank)).toBeTruthy();
    // The name error sits with the name field (Polaris links it by aria-describedby).
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    type('Name', 'Blue against live');
    const tooSmall = planTooSmallForSplit(1, minimumPlannedVisitors(1));
    expect(await screen.findByText(tooSmall)).toBeTruthy();
    expect(field('Planned visitors (both versions together)').getAttribute('aria-invalid')).toBe('true');
    type('Visitors on the variant (%)', '100');
    const over = domainMessage({ name: 'x', variant: { kind: 'theme' }, splitPercent: 100, goal: 'conversion_rate', plannedVisitors: 500 }, 'splitPercent');
    expect(await screen.findByText(over)).toBeTruthy();
    expect(gw.callsOf('CreateExperiment')).toHaveLength(0);
  });

  it('creates a draft against a draft cart with the split, goal and a horizon worked out by the helper', async () => {
    const gw = startExperimentsGateway({ drafts: DRAFTS });
    renderRoute('/experiments/new');
    await screen.findByRole('heading', { name: 'New experiment' });
    // The first draft is chosen; the theme's own cart is the other kind of variant.
    expect(field('Draft: Blue cart').checked).toBe(true);
    expect(screen.getByLabelText("The theme's own cart (Cartlift off)")).toBeTruthy();
    type('Name', 'Gift goal test');
    fireEvent.click(field('Draft: Higher gift goal'));
    type('Visitors on the variant (%)', '30');
    expect(await screen.findByText('Live cart 70 % / Variant 30 %')).toBeTruthy();
    type('Current conversion rate (%)', '3');
    type('Smallest improvement worth finding (%)', '20');
    const plan = sampleSizePerArm({ metric: 'conversion_rate', baselineRate: 0.03, minimumDetectableEffect: 0.2, splitPercent: 30 });
    fireEvent.click(await screen.findByRole('button', { name: `Use ${plan.total.toLocaleString('en-US')} visitors` }));
    expect(field('Planned visitors (both versions together)').value).toBe(String(plan.total));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EXPERIMENT_SAVED)).toBeTruthy();
    expect(gw.callsOf('CreateExperiment')).toEqual([
      {
        input: { name: 'Gift goal test', variant: { kind: 'draft', draftId: 'd_gift' }, splitPercent: 30, goal: 'conversion_rate', plannedVisitors: plan.total },
      },
    ]);
    // The new draft opens in its own editor, which can start it.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/experiments/x_test1'));
    expect(await screen.findByRole('heading', { name: 'Gift goal test' })).toBeTruthy();
  });

  it('sizes a revenue goal from revenue per visitor and its spread', async () => {
    startExperimentsGateway({ drafts: DRAFTS });
    renderRoute('/experiments/new');
    await screen.findByRole('heading', { name: 'New experiment' });
    fireEvent.change(screen.getByLabelText('Goal'), { target: { value: 'revenue_per_visitor' } });
    type('Current revenue per visitor (USD)', '2.5');
    type('Spread of revenue per visitor (USD, standard deviation)', '12');
    type('Smallest improvement worth finding (%)', '10');
    const plan = sampleSizePerArm({ metric: 'revenue_per_visitor', baselineMean: 2.5, baselineSd: 12, minimumDetectableEffect: 0.1, splitPercent: 50 });
    expect(await screen.findByRole('button', { name: `Use ${plan.total.toLocaleString('en-US')} visitors` })).toBeTruthy();
  });

  it('says when the shop has no draft carts and links to Cart Setup, where they are made', async () => {
    startExperimentsGateway({ drafts: [] });
    renderRoute('/experiments/new');
    expect(await screen.findByText(/You have no draft carts yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart Setup' }).getAttribute('href')).toMatch(/^\/settings\?shop=/);
    expect(field("The theme's own cart (Cartlift off)").checked).toBe(true);
  });
});

describe('A draft experiment (/experiments/:id)', () => {
  it("refuses a split that is not a whole percent with the domain's message, sending nothing", async () => {
    const gw = startExperimentsGateway({ drafts: DRAFTS, experiments: [fakeExperiment({ id: 'x_1', name: 'Tidy', plannedVisitors: 5000 })] });
    renderRoute('/experiments/x_1');
    await screen.findByRole('heading', { name: 'Tidy' });
    // A value the screen lets through only because it is not a whole number the slider shows: the domain refuses it.
    type('Visitors on the variant (%)', '12.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const notWhole = domainMessage({ name: 'Tidy', variant: { kind: 'theme' }, splitPercent: 12.5, goal: 'conversion_rate', plannedVisitors: 5000 }, 'splitPercent');
    expect(await screen.findByText(notWhole)).toBeTruthy();
    expect(gw.callsOf('UpdateExperiment')).toHaveLength(0);
  });

  it("shows the gateway's field error under its field: the draft cart was deleted meanwhile", async () => {
    const gw = startExperimentsGateway({ drafts: DRAFTS, experiments: [fakeExperiment({ id: 'x_1', name: 'Tidy', plannedVisitors: 5000 })] });
    renderRoute('/experiments/x_1');
    await screen.findByRole('heading', { name: 'Tidy' });
    fireEvent.click(field('Draft: Blue cart'));
    gw.removeDraft('d_blue');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const choices = (await screen.findByText('Draft: Blue cart')).closest('fieldset') as HTMLElement;
    expect(await within(choices).findByText(NOT_VALID)).toBeTruthy();
    expect(gw.callsOf('UpdateExperiment')).toHaveLength(1);
    expect(gw.experiments.get('x_1')?.record.variant).toEqual({ kind: 'theme' });
  });

  it('saves changes, starts it (its results then show), and shows a refused start in the domain’s words', async () => {
    const gw = startExperimentsGateway({
      drafts: DRAFTS,
      experiments: [
        fakeExperiment({ id: 'x_1', name: 'Tidy', plannedVisitors: 5000 }),
        fakeExperiment({ id: 'x_2', name: 'Blocked', plannedVisitors: 5000 }),
      ],
    });
    const { unmount } = renderRoute('/experiments/x_1');
    await screen.findByRole('heading', { name: 'Tidy' });
    type('Name', 'Tidy cart');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EXPERIMENT_SAVED)).toBeTruthy();
    expect(gw.callsOf('UpdateExperiment')).toEqual([
      { id: 'x_1', input: { name: 'Tidy cart', variant: { kind: 'theme' }, splitPercent: 50, goal: 'conversion_rate', plannedVisitors: 5000 } },
    ]);
    fireEvent.click(await findPageAction('Start'));
    expect(await screen.findByText('Experiment started')).toBeTruthy();
    expect(gw.callsOf('StartExperiment')).toEqual([{ id: 'x_1' }]);
    expect(await screen.findByRole('heading', { name: 'Verdict' })).toBeTruthy();
    unmount();

    renderRoute('/experiments/x_2');
    await screen.findByRole('heading', { name: 'Blocked' });
    fireEvent.click(await findPageAction('Start'));
    const banner = (await screen.findByText('That did not work')).closest('.Polaris-Banner') as HTMLElement;
    expect(within(banner).getByText(ONE_RUNNING_EXPERIMENT)).toBeTruthy();
    expect(gw.experiments.get('x_2')?.record.status).toBe('draft');
  });

  it('deletes a draft after a confirmation and goes back to the list', async () => {
    const gw = startExperimentsGateway({ experiments: [fakeExperiment({ id: 'x_1', name: 'Throwaway' })] });
    renderRoute('/experiments/x_1');
    await screen.findByRole('heading', { name: 'Throwaway' });
    fireEvent.click(await findPageAction('Delete'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Experiment deleted')).toBeTruthy();
    expect(gw.callsOf('DeleteExperiment')).toEqual([{ id: 'x_1' }]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/experiments'));
  });

  it('asks before leaving with unsaved changes', async () => {
    startExperimentsGateway({ experiments: [fakeExperiment({ id: 'x_1', name: 'Tidy', plannedVisitors: 5000 })] });
    renderRoute('/experiments/x_1');
    await screen.findByRole('heading', { name: 'Tidy' });
    type('Name', 'Tidier');
    fireEvent.click(screen.getByRole('button', { name: 'Experiments' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('location').textContent).toBe('/experiments/x_1');
    fireEvent.click(screen.getByRole('button', { name: 'Experiments' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave page' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/experiments'));
  });
});
