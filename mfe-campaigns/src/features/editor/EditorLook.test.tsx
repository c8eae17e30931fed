import { makeStore } from '@cartlift/admin-kit';
import { defaultCampaign, getPath, type CampaignDraft } from '@cartlift/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { editorDrawn, renderRoute } from '../../testing/renderRoute';
import { startTestGateway } from '../../testing/testGateway';
import { editorLoaded, fieldSet, selectDraft } from './editorSlice';

// The look fields the storefront draws are editable: goal label weight and colour, badges, goal type, the discount
// title, block-display weights and colours. fbt_below is gone (migrated to fbt_position).
async function openNew(campaign: CampaignDraft) {
  startTestGateway({ products: [] });
  const store = makeStore();
  store.dispatch(editorLoaded({ key: 'new', campaign }));
  store.dispatch(fieldSet({ path: 'name', value: 'Look' }));
  renderRoute('/campaigns/create', { store });
  await editorDrawn();
  return (path: string) => getPath(selectDraft(store.getState())!, path);
}
const pick = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('editor look fields', () => {
  it('Add To Unlock: goal type, label weight, badge type/image/text, discount title and every text style (size limits, weights, wording)', async () => {
    const campaign = defaultCampaign('add_to_unlock');
    campaign.settings.add_to_unlock!.show_badges = true;
    campaign.settings.add_to_unlock!.show_suggestions = true;
    const read = await openNew(campaign);
    const G = 'settings.add_to_unlock.goals.0';
    // The words say what the cart and checkout do (domain goalThreshold): fixed keeps the per-currency goals.
    const goalTypes = within(screen.getByLabelText('Goal type')).getAllByRole('option');
    expect(goalTypes.map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ['relative', 'Relative: the goal converts at the exchange rate in every currency (per-currency goals are ignored)'],
      ['fixed', 'Fixed: the goal set per currency below applies (others convert the goal at the exchange rate)'],
    ]);
    pick('Goal type', 'relative');
    expect(read(`${G}.goal_type`)).toBe('relative');
    pick('Reward label font weight', '700');
    expect(read(`${G}.goal_text.font_weight`)).toBe(700);
    pick('Badge type', '1');
    expect(read(`${G}.badge.type`)).toBe(1);
    fireEvent.change(screen.getByLabelText('Badge image URL'), { target: { value: 'https://cdn.example/b.png' } });
    expect(read(`${G}.badge.image`)).toBe('https://cdn.example/b.png');
    fireEvent.change(screen.getByLabelText('Badge text'), { target: { value: 'Gift!' } });
    expect(read(`${G}.badge.text`)).toBe('Gift!');
    fireEvent.change(screen.getByLabelText('Discount title at checkout'), { target: { value: 'Goal reward' } });
    expect(read('settings.applied_discount_title')).toBe('Goal reward');
    pick('Block title font weight', '900');
    expect(read('settings.add_to_unlock.title.font_weight')).toBe(900);
    pick('Product price font weight', '');
    expect(read('settings.add_to_unlock.product_price.font_weight')).toBeUndefined();
    expect(screen.queryByLabelText('Show the block below the goals')).toBeNull();
    // One control set per stored text style: the spec's size limits on each, every field bound to its own path.
    expect(screen.getByLabelText('Reward label font size').getAttribute('max')).toBe('1.2');
    expect(screen.getByLabelText('Block title font size').getAttribute('max')).toBe('2');
    fireEvent.change(screen.getByLabelText('Add button font size'), { target: { value: '1.3' } });
    expect(read('settings.add_to_unlock.upsell_add_button.font_size')).toBe(1.3);
    pick('Confirm button font weight', '500');
    expect(read('settings.add_to_unlock.upsell_confirm_button.font_weight')).toBe(500);
    fireEvent.change(screen.getByLabelText('Confirm button'), { target: { value: 'Yes, add' } });
    expect(read('settings.add_to_unlock.upsell_confirm_button.text')).toBe('Yes, add');
    pick('Show details link font weight', '600');
    expect(read('settings.add_to_unlock.product_details.readMore.font_weight')).toBe(600);
    // Every weight offered is one the schema accepts: 100-900 in steps of 100.
    const weights = within(screen.getByLabelText('Block title font weight')).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(weights).toEqual(['', '100', '200', '300', '400', '500', '600', '700', '800', '900']);
  });

  it('Add To Unlock: colour controls for the label, block title, product title/price, add button and hover', async () => {
    const campaign = defaultCampaign('add_to_unlock');
    campaign.settings.add_to_unlock!.show_suggestions = true;
    await openNew(campaign);
    for (const name of ['Reward label colour', 'Block title colour', 'Block title background', 'Product title colour', 'Product price colour', 'Add button colour', 'Add button background', 'Confirm button background', 'Button hover', 'Block background', 'Block border'])
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
  });

  it('One Check: "Ticked by default" starts off and carries the App Store 1.1.9 warning beside it', async () => {
    const read = await openNew(defaultCampaign('one_check_up_sell'));
    const P = 'settings.multi_one_check_upsell.products.0';
    const box = screen.getByLabelText('Ticked by default') as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(read(`${P}.is_ticked_by_default`)).toBe(false);
    const warning = screen.getByText(/forbid pre-selecting an optional charge/);
    expect(warning.textContent).toContain('1.1.9');
    // Beside the switch: in the same group as the checkbox.
    expect(box.closest('.Polaris-BlockStack')?.contains(warning)).toBe(true);
    fireEvent.click(box);
    expect(read(`${P}.is_ticked_by_default`)).toBe(true);
  });
});
