import { AdminProviders, makeStore } from '@cartlift/admin-kit';
import { defaultCampaign, getPath } from '@cartlift/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { editorLoaded, selectDraft } from '../editorSlice';
import { GiftWidgetPreview, giftWidgetTabs } from './GiftWidgetPreview';

const BASE = 'settings.add_to_unlock.goals.0.gift';
const red = { r: 200, g: 0, b: 0, a: 1 };

/** The gift form's widget preview on its own, over a draft whose first goal is a gift with these products. */
function renderPreview(products: { id: number; title: string; variant_id: number }[], multiple: boolean) {
  const campaign = defaultCampaign('add_to_unlock');
  const goal = campaign.settings.add_to_unlock!.goals[0];
  goal.reward_type = 'gift';
  goal.gift = { ...goal.gift, products, widget: { ...goal.gift!.widget, before: { header: 'Spend more, get a gift', background: red, product_name: red } } };
  const store = makeStore();
  store.dispatch(editorLoaded({ key: 'new', campaign }));
  render(
    <AdminProviders store={store}>
      <GiftWidgetPreview base={BASE} multiple={multiple} />
    </AdminProviders>,
  );
  return (path: string) => getPath(selectDraft(store.getState())!, `${BASE}.${path}`);
}

/** The state buttons (a segmented group), and which one is pressed. */
const states = () => within(screen.getByRole('group', { name: 'Gift widget state' }));
const tabNames = () => states().getAllByRole('button').map((t) => t.textContent);
const pressed = () => states().getAllByRole('button', { pressed: true }).map((t) => t.textContent);
const openTab = (name: string) => fireEvent.click(states().getByRole('button', { name }));

describe('gift widget preview', () => {
  it('shows selecting only with several gifts the shopper selects from', () => {
    expect(giftWidgetTabs(false, 'select')).toEqual(['before', 'after']);
    expect(giftWidgetTabs(true, 'random')).toEqual(['before', 'after']);
    expect(giftWidgetTabs(true, 'select')).toEqual(['before', 'selecting', 'after']);
    expect(giftWidgetTabs(true, undefined)).toEqual(['before', 'selecting', 'after']);
  });

  it('draws the before state with its header, gifts and colours; the tabs switch the state shown and edited', () => {
    const read = renderPreview(
      [
        { id: 9, title: 'Tote', variant_id: 91 },
        { id: 8, title: 'Socks', variant_id: 81 },
      ],
      true,
    );
    expect(tabNames()).toEqual(['Before', 'Selecting', 'After']);
    expect(pressed()).toEqual(['Before']);
    const widget = screen.getByTestId('gift-widget-preview');
    expect(widget.style.background).toBe('rgb(200, 0, 0)');
    expect(widget.textContent).toBe('Spend more, get a giftToteSocks');
    expect((screen.getByText('Tote') as HTMLElement).style.color).toBe('rgb(200, 0, 0)');
    openTab('Selecting');
    expect(pressed()).toEqual(['Selecting']);
    expect(screen.getByTestId('gift-widget-preview').textContent).toBe('Choose your free giftTote (choose)Socks (choose)');
    // The header field now edits the selecting state, and the drawing follows it.
    fireEvent.change(screen.getByLabelText('Header'), { target: { value: 'Pick one' } });
    expect(read('widget.selecting.header')).toBe('Pick one');
    expect(read('widget.before.header')).toBe('Spend more, get a gift');
    expect(screen.getByTestId('gift-widget-preview').textContent).toContain('Pick one');
  });

  it('with one gift offers before and after only, and stands in "Your gift product" until a gift is chosen', () => {
    renderPreview([], false);
    expect(tabNames()).toEqual(['Before', 'After']);
    openTab('After');
    expect(screen.getByTestId('gift-widget-preview').textContent).toBe('Your free giftYour gift product');
  });
});
