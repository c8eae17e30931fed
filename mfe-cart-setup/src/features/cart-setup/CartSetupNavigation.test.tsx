import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { startTestGateway } from '../../testing/testGateway';

beforeEach(() => window.localStorage.clear());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const location = () => screen.getByTestId('location').textContent;
/** A Polaris action rendered as a link (Page actions may render twice while Polaris measures them: take the first). */
const linkTo = (name: string) => screen.getAllByRole('link', { name })[0];

async function expectLeavePromptThenStay(path: string, label: string, kept: string) {
  const prompt = await screen.findByRole('dialog');
  expect(within(prompt).getByText('Leave page with unsaved changes?')).toBeTruthy();
  fireEvent.click(within(prompt).getByRole('button', { name: 'Stay' }));
  await waitFor(() => expect(screen.queryByText('Leave page with unsaved changes?')).toBeNull());
  expect(location()).toBe(path);
  expect(field(label).value).toBe(kept);
}

describe('leaving Cart Setup and checkout settings with unsaved edits', () => {
  it.each([['Manual Setup'], ['Checkout settings']])('%s asks first; Stay keeps the edit', async (name) => {
    startTestGateway();
    renderRoute('/settings');
    await screen.findByText('Basic Cart Design');
    fireEvent.change(field('Header title'), { target: { value: 'Not saved yet' } });
    fireEvent.click(linkTo(name));
    await expectLeavePromptThenStay('/settings', 'Header title', 'Not saved yet');
  });

  it('Customize cash on delivery asks first with edits, and opens the COD page without', async () => {
    startTestGateway();
    renderRoute('/settings');
    await screen.findByText('Basic Cart Design');
    fireEvent.change(field('Header title'), { target: { value: 'Not saved yet' } });
    fireEvent.click(linkTo('Customize cash on delivery'));
    await expectLeavePromptThenStay('/settings', 'Header title', 'Not saved yet');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull());
    fireEvent.click(linkTo('Customize cash on delivery'));
    await waitFor(() => expect(location()).toBe('/settings/cod'));
  });

  it('Add Upsell asks first; Stay keeps the edit', async () => {
    startTestGateway({ settings: { active: true }, settingsSaved: true, embedEnabled: true });
    renderRoute('/settings');
    await screen.findByText('Basic Cart Design');
    const addUpsell = await screen.findByRole('link', { name: 'Add Upsell' });
    fireEvent.change(field('Header title'), { target: { value: 'Not saved yet' } });
    fireEvent.click(addUpsell);
    await expectLeavePromptThenStay('/settings', 'Header title', 'Not saved yet');
  });

  it('the checkout settings back action asks first; Stay keeps the edit', async () => {
    startTestGateway();
    renderRoute('/settings/checkout');
    await screen.findByLabelText('Loading text');
    fireEvent.change(field('Loading text'), { target: { value: 'Hold on' } });
    fireEvent.click(linkTo('Cart Setup'));
    await expectLeavePromptThenStay('/settings/checkout', 'Loading text', 'Hold on');
  });

  it('shows the continue-shopping switch once on /settings', async () => {
    startTestGateway();
    renderRoute('/settings');
    await screen.findByText('Basic Cart Design');
    // The switch and its underline, both in the checkout section; section 2 only points there.
    expect(screen.getAllByRole('checkbox', { name: /continue-shopping button/i })).toHaveLength(2);
    expect(screen.getAllByLabelText('Show a continue-shopping button in the empty cart')).toHaveLength(1);
  });
});
