import { AdminProviders, makeStore } from '@cartlift/admin-kit';
import { defaultCampaign, getPath } from '@cartlift/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { editorLoaded, selectDraft } from '../editorSlice';
import { GiftForm } from './GiftForm';

const BASE = 'settings.add_to_unlock.goals.0.gift';

/** The gift form on its own, over a draft whose first goal is a gift. */
function renderForm() {
  const campaign = defaultCampaign('add_to_unlock');
  campaign.settings.add_to_unlock!.goals[0].reward_type = 'gift';
  const store = makeStore();
  store.dispatch(editorLoaded({ key: 'new', campaign }));
  render(
    <AdminProviders store={store}>
      <GiftForm base={BASE} />
    </AdminProviders>,
  );
  return (path: string) => getPath(selectDraft(store.getState())!, `${BASE}.${path}`);
}

describe('gift form: the widget compare-at price colour', () => {
  it('edits widget.compare_at_price while the compare-at price is shown, and hides with it', () => {
    const read = renderForm();
    expect(read('widget.compare_at_price')).toEqual({ r: 140, g: 145, b: 150, a: 1 });
    // The swatch names the stored colour; the control edits the widget's compare_at_price path.
    const swatch = screen.getByRole('button', { name: 'Compare-at price colour: rgba(140, 145, 150, 1)' });
    expect(swatch.closest('[data-draft-path]')?.getAttribute('data-draft-path')).toBe(`${BASE}.widget.compare_at_price`);
    fireEvent.click(screen.getByLabelText('Show the compare-at price'));
    expect(read('widget.compare_at_price_active')).toBe(false);
    expect(screen.queryByRole('button', { name: /^Compare-at price colour/ })).toBeNull();
  });
});
