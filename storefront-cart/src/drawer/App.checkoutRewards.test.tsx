import { render } from 'preact';
import { act } from 'preact/test-utils';
import { App, type AppProps } from './App';
import { loadTexts } from './common/i18n';
import { testHost } from '../test-support/host';
import { cartOf, line, memorySource } from '../test-support/memory-source';
import type { Lookup } from '../shared/gateway';
import { HOME, homeMultiBuy, lookupOf, spendRewards } from '../test-support/campaigns';

// Issue 21, Build 6: the drawer shows what the shop's Discount Function gives at checkout: Buy More Save More tiers on
// products reached through a targeted collection (the lookup's product→collection membership), each campaign's
// discount under its "Discount title at checkout", and free shipping when an automatic free-shipping goal is reached.

const slot = testHost();

async function mount(props: Partial<AppProps> & Pick<AppProps, 'source' | 'lookup'>) {
  await act(async () => render(<App open onClose={jest.fn()} {...props} />, slot.current));
}
const $ = (sel: string) => slot.current.querySelector(sel) as HTMLElement | null;
const rows = (sel: string) => [...slot.current.querySelectorAll(sel)].map((r) => [...r.children].map((c) => c.textContent));

describe('Buy More Save More on a targeted collection', () => {
  // Product 1 (variant 11, $32) is in Home & Living; product 2 (variant 21) is not.
  const cart = () => cartOf([line(11, 3, 3200), line(21, 1, 1000)]);

  it("gives a collection's product its tier, badge and price, and offers the next tier, from the lookup's membership", async () => {
    await mount({ source: memorySource(cartOf([line(11, 2, 3200)])), lookup: lookupOf([homeMultiBuy('Home multi-buy')], { 1: [HOME] }) });
    // Two tumblers: 10 % ($6.40) off, and "add 1 more" for the 15 % tier.
    expect($('.cartlift-badge--bundle')?.textContent).toBe('Buy -$6.40');
    expect($('.cartlift-line__price')?.textContent).toBe('$57.60');
    expect($('.cartlift-subtotal__value')?.textContent).toBe('$57.60');
    expect($('.cartlift-bundles__next span')?.textContent).toBe('Add 1 more to save 15%');
  });

  it('leaves a product outside the collection, and every product when the lookup names no membership, at full price', async () => {
    await mount({ source: memorySource(cart()), lookup: lookupOf([homeMultiBuy()], { 1: [HOME] }) });
    // $96 − 15 % and $10 at full price.
    expect($('[data-line-key="11:k"] .cartlift-badge--bundle')).not.toBeNull();
    expect($('[data-line-key="21:k"] .cartlift-badge--bundle')).toBeNull();
    expect($('.cartlift-subtotal__value')?.textContent).toBe('$91.60');
    render(null, slot.current);
    await mount({ source: memorySource(cart()), lookup: lookupOf([homeMultiBuy()]) });
    expect($('.cartlift-badge--bundle')).toBeNull();
    expect($('.cartlift-bundles__offer')).toBeNull();
    expect($('.cartlift-subtotal__value')?.textContent).toBe('$106.00');
  });

  it("adds the campaign's modules to a cart holding a product of its collection", async () => {
    const withText = { ...homeMultiBuy(), modules: { random_text: { active: true, text: 'Mix any Home & Living items' } } };
    await mount({ source: memorySource(cartOf([line(11, 1, 3200)])), lookup: lookupOf([withText], { 1: [HOME] }) });
    expect($('.cartlift-random-text')?.textContent).toBe('Mix any Home & Living items');
    render(null, slot.current);
    await mount({ source: memorySource(cartOf([line(21, 1, 1000)])), lookup: lookupOf([withText], { 1: [HOME] }) });
    expect($('.cartlift-random-text')).toBeNull();
  });
});

describe("each campaign's discount under its Discount title at checkout", () => {
  const tenOff = { goal: 50, reward_type: 'discount', discount: { type: 'percentage', reward: 10 } };

  it('lists what each campaign takes off under its title, as checkout names the discounts', async () => {
    await mount({
      source: memorySource(cartOf([line(11, 3, 3200), line(21, 1, 1000)])),
      lookup: lookupOf([spendRewards([tenOff], 'Spend rewards'), homeMultiBuy('Home multi-buy')], { 1: [HOME] }),
    });
    // $96 − 15 % ($14.40) = $81.60 + $10 = $91.60; 10 % of it is $9.16 (the tumblers $8.16, the other line $1).
    expect(rows('.cartlift-discount')).toEqual([
      ['Spend rewards', '-$9.16'],
      ['Home multi-buy', '-$14.40'],
    ]);
    expect($('.cartlift-badge--discount')?.textContent).toBe('Spend rewards (-$8.16)');
    expect($('.cartlift-subtotal__value')?.textContent).toBe('$82.44');
  });

  it('names a campaign without a title, or with a blank one, Special Discount, as the function does', async () => {
    await mount({ source: memorySource(cartOf([line(11, 2, 3200)])), lookup: lookupOf([spendRewards([tenOff], '  '), homeMultiBuy()], { 1: [HOME] }) });
    expect(rows('.cartlift-discount')).toEqual([['Special Discount', '-$12.16']]);
  });

  it('lists nothing when no campaign gives anything', async () => {
    await mount({ source: memorySource(cartOf([line(21, 1, 1000)])), lookup: lookupOf([spendRewards([tenOff], 'Spend rewards')]) });
    expect(rows('.cartlift-discount')).toEqual([]);
  });
});

describe('the free-shipping state', () => {
  const shipping = (manual: boolean) => ({ goal: 30, reward_type: 'free_shipping', free_shipping: { before: 'x', after: 'y', manual } });

  it('says shipping is free once an automatic free-shipping goal is reached, and not before', async () => {
    const source = memorySource(cartOf([line(11, 1, 2500)]));
    await mount({ source, lookup: lookupOf([spendRewards([shipping(false)])]) });
    expect($('.cartlift-shipping')).toBeNull();
    await act(async () => source.publish(cartOf([line(11, 2, 2500)])));
    expect(rows('.cartlift-shipping')).toEqual([['Shipping', 'Free']]);
    // In the footer's reading order, before the subtotal the shopper pays.
    expect($('.cartlift-shipping')?.nextElementSibling?.className).toBe('cartlift-subtotal');
  });

  it('claims nothing for a manual free-shipping goal (the merchant ships free by hand; checkout charges shipping)', async () => {
    await mount({ source: memorySource(cartOf([line(11, 2, 2500)])), lookup: lookupOf([spendRewards([shipping(true)])]) });
    expect($('.cartlift-goal--unlocked, .cartlift-goals')).not.toBeNull();
    expect($('.cartlift-shipping')).toBeNull();
  });

  it("speaks the shop's language", async () => {
    await loadTexts('french');
    const lookup = { ...lookupOf([spendRewards([shipping(false)])]), settings: { default_language: 'french' } } as Lookup;
    await mount({ source: memorySource(cartOf([line(11, 2, 2500)])), lookup });
    expect(rows('.cartlift-shipping')).toEqual([['Livraison', 'Gratuit']]);
  });
});
