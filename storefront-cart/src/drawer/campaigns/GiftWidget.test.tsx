import { render } from 'preact';
import { act } from 'preact/test-utils';
import { drawerHost } from '../../test-support/host';
import { App } from '../App';
import { cartOf, line, memorySource } from '../../test-support/memory-source';
import type { Lookup } from '../../shared/gateway';
import type { StorefrontGoal as Goal } from '@cartlift/domain/storefront';
import { selectedGifts } from './gift-reconciler';

const hostOf = drawerHost();
const $ = (sel: string) => hostOf().querySelector(sel) as HTMLElement;
const $$ = (sel: string) => [...hostOf().querySelectorAll(sel)] as HTMLElement[];

const red = { r: 200, g: 0, b: 0, a: 1 };
const giftGoal = (extra: Partial<NonNullable<Goal['gift']>> = {}): Goal => ({
  goal: 40,
  reward_type: 'gift',
  gift: {
    multi_gift_select: 'select',
    products: [
      { id: 9, variant_id: 91, title: 'Tote', variant_price: '15.00', image: 'https://cdn.example/tote.png' },
      { id: 8, variant_id: 81, title: 'Socks', variant_price: '9.00', image: 'https://cdn.example/socks.png' },
    ],
    widget: {
      active: true,
      compare_at_price: red,
      compare_at_price_active: true,
      before: { header: 'Spend more for a gift', offer_highlight: red },
      selecting: { header: 'Pick one', variant_selector_text: 'Take this', variant_button_background: red, multi_gift_image: false },
      after: { header: 'Enjoy your gift', variant_change_text: 'Swap gift', product_name: red },
    },
    ...extra,
  },
});
const lookupWith = (goals: Goal[], extra = {}): Lookup => ({
  settings: {},
  compareAtMap: {},
  campaigns: [{ id: '1', campaign_key: 'atu', settings: { type: 'add_to_unlock', add_to_unlock: { isActive: true, goals, ...extra } } }],
});
const gift = (id: number, price: number) => line(id, 1, price, { product_type: 'free_gift' });

async function mount(cart: ReturnType<typeof cartOf>, l: Lookup) {
  const source = memorySource(cart);
  await act(async () => render(<App source={source} lookup={l} open onClose={() => undefined} />, hostOf()));
  return source;
}

describe('gift widget', () => {
  it('before: the locked goal shows its header, every gift, the struck price in the compare-at colour and the offer', async () => {
    await mount(cartOf([line(11, 1, 2500)]), lookupWith([giftGoal()]));
    expect($('.cartlift-gift').dataset.state).toBe('before');
    expect($('.cartlift-gift__header').textContent).toBe('Spend more for a gift');
    expect($$('.cartlift-gift__name').map((e) => e.textContent)).toEqual(['Tote', 'Socks']);
    expect($$('.cartlift-gift__compare').map((e) => e.textContent)).toEqual(['$15.00', '$9.00']);
    expect($('.cartlift-gift__compare').style.color).toBe('rgb(200, 0, 0)');
    expect($('.cartlift-gift__free').style.color).toBe('rgb(200, 0, 0)');
    expect($('.cartlift-gift__choose')).toBeNull();
    expect($$('.cartlift-gift img')).toHaveLength(2);
  });

  it('selecting: the unlocked goal offers each gift with the selecting texts; choosing stores it and re-reads the cart', async () => {
    const source = await mount(cartOf([line(11, 2, 2500)]), lookupWith([giftGoal()]));
    expect($('.cartlift-gift').dataset.state).toBe('selecting');
    expect($('.cartlift-gift__header').textContent).toBe('Pick one');
    const buttons = $$('.cartlift-gift__choose');
    expect(buttons.map((b) => b.textContent)).toEqual(['Take this', 'Take this']);
    expect(buttons[0].style.background).toBe('rgb(200, 0, 0)');
    expect($$('.cartlift-gift img')).toHaveLength(0);
    // The store adds the gift when the reconciler runs on read.
    source.read.mockImplementationOnce(async () => {
      source.publish(cartOf([line(11, 2, 2500), gift(81, 900)]));
      return source.current();
    });
    await act(async () => buttons[1].click());
    expect(source.read).toHaveBeenCalled();
    expect(selectedGifts([giftGoal()])).toEqual({ 0: '81' });
    expect($('.cartlift-gift').dataset.state).toBe('after');
  });

  it('after: shows the gift in the cart and changes it with variant_change_text', async () => {
    await mount(cartOf([line(11, 2, 2500), gift(91, 1500)]), lookupWith([giftGoal()]));
    expect($('.cartlift-gift').dataset.state).toBe('after');
    expect($('.cartlift-gift__header').textContent).toBe('Enjoy your gift');
    expect($$('.cartlift-gift__name').map((e) => e.textContent)).toEqual(['Tote']);
    expect($('.cartlift-gift__name').style.color).toBe('rgb(200, 0, 0)');
    expect($('.cartlift-gift__change').textContent).toBe('Swap gift');
    await act(async () => $('.cartlift-gift__change').click());
    expect($('.cartlift-gift').dataset.state).toBe('selecting');
    const buttons = $$('.cartlift-gift__choose') as HTMLButtonElement[];
    expect(buttons.map((b) => b.disabled)).toEqual([true, false]);
    expect($('.cartlift-gift__change').textContent).toBe('Cancel');
  });

  it('forgets a choice the store refuses (sold out) and says so, keeping the state it had', async () => {
    const source = await mount(cartOf([line(11, 2, 2500)]), lookupWith([giftGoal()]));
    await act(async () => $$('.cartlift-gift__choose')[1].click());
    await act(async () => undefined);
    expect($('.cartlift-gift__error').textContent).toBe('This gift is no longer available. Please choose another.');
    expect(selectedGifts([giftGoal()])).toEqual({});
    expect($('.cartlift-gift').dataset.state).toBe('selecting');
    expect(source.read).toHaveBeenCalledTimes(3);
  });

  it('shows nothing with widget.active off, hides the compare-at price when it is off, and never asks for a random gift', async () => {
    await mount(cartOf([line(11, 2, 2500)]), lookupWith([giftGoal({ widget: { active: false } })]));
    expect($('.cartlift-gift')).toBeNull();
    render(null, hostOf());
    await mount(cartOf([line(11, 1, 2500)]), lookupWith([giftGoal({ widget: { compare_at_price_active: false } })]));
    expect($('.cartlift-gift__compare')).toBeNull();
    expect($('.cartlift-gift__header').textContent).toBe('Unlock your free gift');
    render(null, hostOf());
    await mount(cartOf([line(11, 2, 2500)]), lookupWith([giftGoal({ multi_gift_select: 'random' })]));
    expect($('.cartlift-gift')).toBeNull();
  });

  it("does not offer a gift that is already another goal's gift", async () => {
    const second = { ...giftGoal(), goal: 45 };
    localStorage.setItem('cartlift:gift-choices', JSON.stringify({ '0|81,91': '91' }));
    await mount(cartOf([line(11, 2, 2500), gift(91, 1500)]), lookupWith([giftGoal(), second]));
    expect($$('.cartlift-gift').map((e) => e.dataset.state)).toEqual(['after', 'selecting']);
    const buttons = $$('.cartlift-gift[data-goal="1"] .cartlift-gift__choose') as HTMLButtonElement[];
    expect(buttons.map((b) => b.disabled)).toEqual([true, false]);
  });

  it('shows the next locked gift goal only, unless show_all_locked_goals is on', async () => {
    const second = { ...giftGoal(), goal: 80 };
    await mount(cartOf([line(11, 1, 2500)]), lookupWith([giftGoal(), second]));
    expect($$('.cartlift-gift').map((e) => e.dataset.goal)).toEqual(['0']);
    render(null, hostOf());
    await mount(cartOf([line(11, 1, 2500)]), lookupWith([giftGoal(), second], { show_all_locked_goals: true }));
    expect($$('.cartlift-gift').map((e) => e.dataset.goal)).toEqual(['0', '1']);
  });
});
