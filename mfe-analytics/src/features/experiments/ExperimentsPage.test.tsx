import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOT_ENOUGH_DATA } from '@cartlift/domain';
import { renderRoute } from '../../testing/renderRoute';
import { fakeArm, fakeExperiment, startExperimentsGateway } from '../../testing/experimentsGateway';

const DRAFTS = [{ id: 'd_summer', name: 'Summer cart', lockedBy: 'x_run' }];

describe('Experiments list (/experiments)', () => {
  it('lists each experiment with its status, variant, split, dates and the verdict of running and stopped ones', async () => {
    startExperimentsGateway({
      drafts: DRAFTS,
      experiments: [
        fakeExperiment({ id: 'x_draft', name: 'Gift threshold', splitPercent: 30 }),
        fakeExperiment(
          { id: 'x_run', name: 'Summer test', variant: { kind: 'draft', draftId: 'd_summer' }, status: 'running', startedAt: '2026-11-20T10:00:00.000Z' },
          { control: fakeArm({ visitors: 40 }), variant: fakeArm({ visitors: 38 }) },
        ),
        fakeExperiment({ id: 'x_old', name: 'No cart at all', status: 'stopped', startedAt: '2026-10-01T10:00:00.000Z', stoppedAt: '2026-10-15T10:00:00.000Z' }),
      ],
    });
    renderRoute('/experiments');
    const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    const draft = await row('Gift threshold');
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByText("Theme's own cart")).toBeTruthy();
    expect(within(draft).getByText('70 / 30')).toBeTruthy();
    expect(within(draft).queryByText(NOT_ENOUGH_DATA)).toBeNull();
    const running = await row('Summer test');
    expect(within(running).getByText('Running')).toBeTruthy();
    await waitFor(() => expect(within(running).getByText('Draft: Summer cart')).toBeTruthy());
    expect(within(running).getByText('50 / 50')).toBeTruthy();
    expect(within(running).getByText('Nov 20, 2026')).toBeTruthy();
    expect(within(running).getByText(NOT_ENOUGH_DATA)).toBeTruthy();
    // The name opens the experiment, the query string kept.
    expect(within(running).getByRole('link', { name: 'Summer test' }).getAttribute('href')).toMatch(/^\/experiments\/x_run\?shop=/);
    const stopped = await row('No cart at all');
    expect(within(stopped).getByText('Stopped')).toBeTruthy();
    expect(within(stopped).getByText('Oct 15, 2026')).toBeTruthy();
    expect(within(stopped).getByText(NOT_ENOUGH_DATA)).toBeTruthy();
  });

  it('offers Create experiment from an empty list, which opens the new experiment', async () => {
    startExperimentsGateway();
    renderRoute('/experiments');
    expect(await screen.findByText('No experiments yet')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Create experiment' });
    // The page's primary action and the empty state's.
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/experiments/new'));
    expect(await screen.findByRole('heading', { name: 'New experiment' })).toBeTruthy();
  });

  it('shows a failed load under the title with Retry, which brings the list', async () => {
    const gw = startExperimentsGateway({ experiments: [fakeExperiment({ id: 'x_1', name: 'Back again' })], failing: ['ExperimentList'] });
    renderRoute('/experiments');
    expect(await screen.findByText('Your experiments could not load')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Experiments' })).toBeTruthy();
    gw.heal();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });
});
