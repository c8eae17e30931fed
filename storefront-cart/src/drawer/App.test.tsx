import { render } from 'preact';
import { act } from 'preact/test-utils';
import { App, type AppProps } from './App';
import { cartOf, line, memorySource } from '../test-support/memory-source';
import { CheckoutRefused } from './common/source';
import type { Lookup } from '../shared/gateway';
import { previewSource } from '../preview/preview-source';

let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
});
afterEach(() => {
  render(null, host);
  host.remove();
  jest.useRealTimers();
});

const lookup = (extra: Partial<Lookup> = {}): Lookup => ({ settings: {}, campaigns: [], compareAtMap: {}, ...extra });

async function mount(props: Partial<AppProps> & Pick<AppProps, 'source'>) {
  const all: AppProps = { lookup: lookup(), open: true, onClose: jest.fn(), ...props };
  await act(async () => render(<App {...all} />, host));
  return all;
}
const $ = (sel: string) => host.querySelector(sel) as HTMLElement;
const $$ = (sel: string) => [...host.querySelectorAll(sel)] as HTMLElement[];

describe('drawer rendering', () => {
  it('shows the header, each line with its 70×70 _small image, price and the subtotal', async () => {
    const source = memorySource(cartOf([line(11, 2, 2500), line(21, 1, 999)]));
    await mount({ source });
    expect($('.cartlift-title').textContent).toBe('My Cart');
    expect($$('.cartlift-line')).toHaveLength(2);
    const img = $('.cartlift-line__image') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://cdn.example/p-11_small.jpg?v=1');
    expect(img.getAttribute('width')).toBe('70');
    expect($('.cartlift-line__price').textContent).toBe('$50.00');
    expect($('.cartlift-subtotal__value').textContent).toBe('$59.99');
    expect($('[role="dialog"]').getAttribute('aria-modal')).toBe('true');
  });

  it('shows the empty-cart message and continue shopping, which closes the drawer', async () => {
    const source = memorySource(cartOf([]));
    const props = await mount({ source });
    expect($('.cartlift-empty__message').textContent).toBe('Your cart is empty');
    await act(async () => $('.cartlift-continue').click());
    expect(props.onClose).toHaveBeenCalled();
  });

  it('removes a line with the bin in one change.js call', async () => {
    const source = memorySource(cartOf([line(11, 2, 2500)]));
    await mount({ source });
    await act(async () => $('.cartlift-line__remove').click());
    expect(source.change).toHaveBeenCalledWith({ id: '11:k', quantity: 0 });
  });

  it('debounces the quantity stepper 300 ms into one write', async () => {
    jest.useFakeTimers();
    const source = memorySource(cartOf([line(11, 1, 2500)]));
    await mount({ source });
    const plus = $$('.cartlift-qty__btn')[1];
    await act(async () => {
      plus.click();
      plus.click();
    });
    expect(source.change).not.toHaveBeenCalled();
    await act(async () => void jest.advanceTimersByTime(300));
    expect(source.change).toHaveBeenCalledTimes(1);
    expect(source.change).toHaveBeenCalledWith({ id: '11:k', quantity: 3 });
  });

  it("rejects a typed quantity that is not a positive number with 'Please enter a valid quantity' for 3 s", async () => {
    jest.useFakeTimers();
    const source = memorySource(cartOf([line(11, 2, 2500)]));
    await mount({ source });
    const input = $('.cartlift-qty__input') as HTMLInputElement;
    await act(async () => {
      input.value = 'abc';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    expect($('.cartlift-line__error').textContent).toBe('Please enter a valid quantity');
    expect(input.value).toBe('2');
    expect(source.change).not.toHaveBeenCalled();
    await act(async () => void jest.advanceTimersByTime(3000));
    expect($('.cartlift-line__error')).toBeNull();
  });

  it('hides the stepper on a zero-price gift line', async () => {
    const source = memorySource(cartOf([line(11, 1, 2500), line(91, 1, 0, { product_type: 'free_gift' })]));
    await mount({ source });
    const [paid, gift] = $$('.cartlift-line');
    expect(paid.querySelectorAll('.cartlift-qty__btn')).toHaveLength(2);
    expect(gift.querySelectorAll('.cartlift-qty__btn')).toHaveLength(0);
  });

  it('edits the variant in one update.js call and marks a line sold out when its variant is unavailable', async () => {
    const product = {
      id: 1,
      title: 'Tee',
      handle: 'p-11',
      options: [{ name: 'Size' }],
      variants: [
        { id: 11, title: 'S', price: 2500, available: true },
        { id: 12, title: 'M', price: 2500, available: true },
      ],
    };
    const source = memorySource(cartOf([line(11, 2, 2500), line(21, 1, 900)]), [
      product,
      { ...product, id: 2, handle: 'p-21', variants: [{ id: 21, title: 'One', price: 900, available: false }] },
    ]);
    await mount({ source, lookup: lookup({ settings: { product: { allow_variants_editing: true } } }) });
    const select = $('.cartlift-line__variant') as HTMLSelectElement;
    await act(async () => {
      select.value = '12';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(source.update).toHaveBeenCalledWith({ updates: { '11:k': 0, 12: 2 } });
    expect($$('.cartlift-line')[1].querySelector('.cartlift-line__sold-out')!.textContent).toBe('Sold out');
  });

  it('loads a custom font once and applies the shop colours as CSS variables', async () => {
    const { loadFont } = await import('./mount');
    loadFont('Open Sans');
    loadFont('Open Sans');
    loadFont('inherit');
    // Lato has no 600: css2 would answer 400 for the whole family, the v1 endpoint serves 400 and 700.
    loadFont('Lato');
    const links = [...document.head.querySelectorAll('link[id^="cartlift-font"]')] as HTMLLinkElement[];
    expect(links.map((l) => l.href)).toEqual([
      'https://fonts.googleapis.com/css?family=Open+Sans:400,600,700&display=swap',
      'https://fonts.googleapis.com/css?family=Lato:400,600,700&display=swap',
    ]);
    const source = memorySource(cartOf([line(11, 1, 2500)]));
    await mount({
      source,
      lookup: lookup({ settings: { theme: { primary: { r: 1, g: 2, b: 3, a: 1 } }, curved: false } }),
    });
    expect($('.cartlift-drawer').style.getPropertyValue('--cartlift-primary')).toBe('rgba(1, 2, 3, 1)');
    expect($('.cartlift-drawer').className).not.toContain('cartlift-curved');
  });

  it('renders Arabic right to left with Arabic texts', async () => {
    const source = memorySource(cartOf([line(11, 1, 2500)]));
    await mount({ source, lookup: lookup({ settings: { default_language: 'arabic' } }) });
    expect($('.cartlift-drawer').getAttribute('dir')).toBe('rtl');
    expect($('.cartlift-title').textContent).toBe('سلة التسوق');
  });

  it('closes on Escape', async () => {
    const source = memorySource(cartOf([line(11, 1, 2500)]));
    const props = await mount({ source });
    await act(
      async () =>
        void $('.cartlift-panel').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    );
    expect(props.onClose).toHaveBeenCalled();
  });

  it('shakes the terms box for 0.9 s instead of checking out when terms are not accepted', async () => {
    jest.useFakeTimers();
    const source = memorySource(cartOf([line(11, 1, 2500)]));
    await mount({
      source,
      lookup: lookup({ settings: { is_checkout_condition_active: true, checkout_condition_text: 'I accept' } }),
    });
    await act(async () => $('.cartlift-checkout__button').click());
    expect($('.cartlift-terms').className).toContain('cartlift-shake');
    expect(source.checkout).not.toHaveBeenCalled();
    await act(async () => void jest.advanceTimersByTime(900));
    expect($('.cartlift-terms').className).not.toContain('cartlift-shake');
    await act(async () => ($('.cartlift-terms input') as HTMLInputElement).click());
    await act(async () => $('.cartlift-checkout__button').click());
    expect(source.checkout).toHaveBeenCalledWith(
      expect.objectContaining({ items: [{ variant_id: 11, product_id: 1, quantity: 1 }] }),
    );    expect(source.record).toHaveBeenCalledTimes(1);
    expect(source.record).toHaveBeenCalledWith({ type: 'checkout_started', campaigns: [] });
  });

  it('resets the loading state and keeps the cart when checkout fails', async () => {
    const source = memorySource(cartOf([line(11, 1, 2500)]));
    source.checkout.mockRejectedValueOnce(new Error('502'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount({ source });
    await act(async () => $('.cartlift-checkout__button').click());
    expect(($('.cartlift-checkout__button') as HTMLButtonElement).disabled).toBe(false);
    expect($('.cartlift-checkout__button').textContent).toBe('Checkout');
    expect($$('.cartlift-line')).toHaveLength(1);
  });

  it('is ready again when Back from the checkout restores the page from the back/forward cache', async () => {
    const source = memorySource(cartOf([line(11, 1, 2500)]));
    // The store's checkout took over the page: the checkout never answers here.
    source.checkout.mockReturnValueOnce(new Promise<void>(() => undefined));
    await mount({ source });
    await act(async () => $('.cartlift-checkout__button').click());
    expect($('.cartlift-checkout__button').textContent).toBe('Loading...');
    await act(async () => void dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
    expect($('.cartlift-checkout__button').textContent).toBe('Loading...');
    await act(async () => void dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(($('.cartlift-checkout__button') as HTMLButtonElement).disabled).toBe(false);
    expect($('.cartlift-checkout__button').textContent).toBe('Checkout');
  });

  it("sends the cart's applied codes and shows 'Discount code not found' when the gateway answers DISCOUNTS_NOT_FOUND", async () => {
    const source = memorySource({ ...cartOf([line(11, 1, 2500)]), discount_codes: [{ code: 'GONE', applicable: true }, { code: 'X', applicable: false }] });
    source.checkout.mockRejectedValueOnce(new CheckoutRefused('DISCOUNTS_NOT_FOUND'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount({ source });
    await act(async () => $('.cartlift-checkout__button').click());
    expect(source.checkout).toHaveBeenCalledWith(expect.objectContaining({ discountCode: 'GONE' }));
    expect($('#cartlift-checkout-refusal').textContent).toBe('Discount code not found');
    expect($('.cartlift-checkout__button').getAttribute('aria-describedby')).toBe('cartlift-checkout-refusal');
  });
});

describe('campaigns in the drawer', () => {
  const atu = (goals: unknown[], extra = {}): Lookup =>
    lookup({
      campaigns: [
        {
          id: '1',
          campaign_key: 'atu-1',
          settings: {
            type: 'add_to_unlock',
            applied_discount_title: 'Cartlift deal',
            add_to_unlock: { isActive: true, goals, ...extra } as never,
          },
        },
      ],
    });

  it('adds a suggested product in one add call and records it as an Add To Unlock upsell (kind fbt)', async () => {
    const socks = { id: 30, title: 'Socks', handle: 'socks', options: ['Title'], variants: [{ id: 301, title: 'Default', price: 900, available: true }] };
    const source = memorySource(cartOf([line(11, 1, 2500)]), [socks as never]);
    await mount({
      source,
      lookup: atu([], { show_suggestions: true, recommendation_type: 'custom_recommendation', products: [{ id: 30, title: 'Socks', handle: 'socks' }] }),
    });
    await act(async () => undefined);
    await act(async () => $('.cartlift-fbt__add').click());
    // Linked to the product it was suggested for (line 11's product 1), so it leaves the cart with that line.
    expect(source.add).toHaveBeenCalledWith([{ id: 301, quantity: 1, properties: { _cartlift_fbt: '1' } }]);
    expect(source.record).toHaveBeenCalledWith({ type: 'upsell_added', campaign: 'atu-1', kind: 'fbt' });
  });

  it('fills the goal message placeholders and the bar from the domain math', async () => {
    const source = memorySource(cartOf([line(11, 1, 2500)]));
    await mount({
      source,
      lookup: atu([
        {
          goal: 40,
          reward_type: 'discount',
          discount: {
            type: 'percentage',
            reward: 10,
            before: 'Spend {{amount_left}} more for {{reward}} off',
            after: 'Unlocked!',
          },
          goal_text: { text: '10% Off' },
        },
      ]),
    });
    expect($('.cartlift-goals__message').textContent).toBe('Spend $15.00 more for 10% off');
    expect($('[role="progressbar"]').getAttribute('aria-valuenow')).toBe('63');
    // The bar's accessible name, and the goal message as its value text.
    expect($('[role="progressbar"]').getAttribute('aria-label')).toBe('Progress towards your rewards');
    expect($('[role="progressbar"]').getAttribute('aria-valuetext')).toBe('Spend $15.00 more for 10% off');
    expect($('.cartlift-goal__label').textContent).toBe('10% Off');
    expect($('.cartlift-badge--discount')).toBeNull();
  });

  it("draws the bar in the campaign's progress_mode: classic when absent (older campaigns), newer stops at 85 %", async () => {
    const source = memorySource(cartOf([line(11, 1, 3800)]));
    const goal = { goal: 40, reward_type: 'free_shipping', free_shipping: { before: 'Almost' } };
    await mount({ source, lookup: atu([goal]) });
    expect($('[role="progressbar"]').getAttribute('aria-valuenow')).toBe('95');
    render(null, host);
    await mount({ source, lookup: atu([goal], { progress_mode: 'newer' }) });
    expect($('[role="progressbar"]').getAttribute('aria-valuenow')).toBe('85');
    render(null, host);
    await mount({ source: memorySource(cartOf([line(11, 1, 100)])), lookup: atu([goal], { progress_mode: 'newer' }) });
    expect($('[role="progressbar"]').getAttribute('aria-valuenow')).toBe('5');
  });

  it('draws goal badges by type in 55 px circles: 1 image, 2 icon and text, 3 icon only; long texts get room', async () => {
    const source = memorySource(cartOf([line(11, 1, 5000)]));
    const goal = (n: number, badge: object, reward = 'discount') => ({
      goal: n,
      reward_type: reward,
      goal_text: { text: `Goal ${n}` },
      badge,
    });
    await mount({
      source,
      lookup: atu(
        [
          goal(40, { type: 1, image: 'https://cdn.example/b.png', text: 'Pic' }),
          goal(60, { type: 2, text: 'Free shipping today' }, 'free_shipping'),
          goal(80, { type: 3, text: 'Secret' }),
          goal(100, { type: 2, show_text: false, text: 'Hidden' }, 'manual'),
        ],
        { show_badges: true },
      ),
    });
    const goals = $$('.cartlift-goal');
    expect(goals.map((g) => g.dataset.badgeType)).toEqual(['1', '2', '3', '2']);
    const circles = $$('.cartlift-goal__badge');
    expect(circles.map((c) => [c.style.width, c.style.height])).toEqual(Array(4).fill(['55px', '55px']));
    expect(circles[0].querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/b.png');
    expect(circles.slice(1).map((c) => !!c.querySelector('svg'))).toEqual([true, true, true]);
    expect(goals.map((g) => g.querySelector('.cartlift-goal__badge-text')?.textContent ?? null)).toEqual([
      'Pic',
      'Free shipping today',
      null,
      null,
    ]);
    // Icon only keeps its text for screen readers.
    expect(goals[2].querySelector('.cartlift-sr')!.textContent).toBe('Secret');
    expect(goals.map((g) => g.classList.contains('cartlift-goal--long'))).toEqual([false, true, false, false]);
    expect(goals.map((g) => g.style.left)).toEqual([
      'calc(25% - 55px)',
      'calc(50% - 55px)',
      'calc(75% - 55px)',
      'calc(100% - 55px)',
    ]);
    expect(goals[0].dataset.unlocked).toBe('true');
    // Without badges: the goal texts only.
    render(null, host);
    await mount({ source, lookup: atu([goal(40, { type: 1, image: 'https://cdn.example/b.png' })]) });
    expect($('.cartlift-goal__badge')).toBeNull();
    expect($('.cartlift-goal__label').textContent).toBe('Goal 40');
  });

  it('shows the unlocked discount as a badge spread over the lines and in the savings', async () => {
    const source = memorySource(cartOf([line(11, 1, 3000), line(21, 1, 1000)]));
    await mount({
      source,
      lookup: atu([
        {
          goal: 40,
          reward_type: 'discount',
          discount: { type: 'percentage', reward: 10, before: 'x', after: 'You got {{reward}} off' },
        },
      ]),
    });
    expect($('.cartlift-goals__message').textContent).toBe('You got 10% off');
    expect($$('.cartlift-badge--discount').map((b) => b.textContent)).toEqual([
      'Cartlift deal (-$3.00)',
      'Cartlift deal (-$1.00)',
    ]);
    expect($('.cartlift-subtotal__value').textContent).toBe('$36.00');
    expect($('.cartlift-savings').textContent).toContain('-$4.00');
    expect($('.cartlift-goals').getAttribute('data-complete')).toBe('true');
  });

  it('shows the Buy More Save More tier badge for the item count of that product', async () => {
    const source = memorySource(cartOf([line(11, 3, 1000)]));
    await mount({
      source,
      lookup: lookup({
        campaigns: [
          {
            id: '2',
            campaign_key: 'bmsm',
            target: { type: 'specific_products', ids: [1] },
            settings: {
              type: 'bundles',
              bundles: {
                badge: { text: 'Bundle deal' },
                tiers: [
                  { id: 1, quantity: 2, reward: 10 },
                  { id: 2, quantity: 3, reward: 15 },
                ],
              },
            },
          },
        ],
      }),
    });
    expect($('.cartlift-badge--bundle').textContent).toBe('Bundle deal -$4.50');
  });

  it('offers the next Buy More Save More tier and adds the missing quantity', async () => {
    const source = memorySource(cartOf([line(11, 1, 1000)]));
    await mount({
      source,
      lookup: lookup({
        campaigns: [
          {
            id: '2',
            campaign_key: 'bmsm',
            settings: {
              type: 'bundles',
              bundles: {
                tiers: [
                  { id: 1, quantity: 2, reward: 10 },
                  { id: 2, quantity: 3, reward: 15 },
                ],
              },
            },
          },
        ],
      }),
    });
    expect($('.cartlift-bundles__next span').textContent).toBe('Add 1 more to save 10%');
    await act(async () => $('.cartlift-bundles__add').click());
    expect(source.add).toHaveBeenCalledWith([{ id: 11, quantity: 1 }]);    expect(source.record).toHaveBeenCalledWith({ type: 'upsell_added', campaign: 'bmsm', kind: 'tier' });
  });

  it('fills the auto-discount badge text placeholders and draws its colours from the shop settings', async () => {
    const source = memorySource(cartOf([line(11, 1, 5000)]));
    const l = atu([{ goal: 40, reward_type: 'discount', discount: { type: 'fixed_amount', reward: 5 } }]);
    l.settings = {
      auto_discount: { text: '{{amount}} off with {{title}}', background: { r: 17, g: 34, b: 51, a: 1 }, border: { r: 200, g: 0, b: 0, a: 1 } },
    };
    await mount({ source, lookup: l });
    const badge = $('.cartlift-badge--discount');
    expect(badge.textContent).toBe('$5.00 off with Cartlift deal');
    // cart-and-shop.md §3 auto_discount style: its background and border, the text white on this dark background for
    // contrast.
    expect([badge.style.background, badge.style.borderColor, badge.style.color]).toEqual(['rgb(17, 34, 51)', 'rgb(200, 0, 0)', 'rgb(255, 255, 255)']);
  });

  it('converts goals with the storefront currency rate (and prefers a specific-currency goal)', async () => {
    const source = memorySource(cartOf([line(11, 1, 3500)]));
    const goal = {
      goal: 40,
      reward_type: 'free_shipping',
      free_shipping: { before: '{{amount_left}} to go', after: 'Free shipping!' },
    };
    await mount({ source, lookup: atu([goal]), currency: 'EUR', currencyRate: 0.85 });
    expect($('.cartlift-goals__message').textContent).toBe('Free shipping!');
    render(null, host);
    await mount({
      source,
      lookup: atu([{ ...goal, specific_goals: [{ goal: 50, currency: 'EUR' }] }]),
      currency: 'EUR',
      currencyRate: 0.85,
    });
    expect($('.cartlift-goals__message').textContent).toBe('$15.00 to go');
  });

  it("skips campaigns that exclude the shopper's country", async () => {
    const source = memorySource(cartOf([line(11, 1, 2500)]));
    const l = atu([{ goal: 40, reward_type: 'free_shipping', free_shipping: { before: 'Almost' } }]);
    l.campaigns![0].target = { countries: { exclude_active: true, exclude: ['FR'] } };
    await mount({ source, lookup: l, country: 'FR' });
    expect($('.cartlift-goals')).toBeNull();
  });

  it('tracks view_cart once per open with the campaign keys', async () => {
    const source = memorySource(cartOf([line(11, 1, 2500)]));
    const opened = jest.fn();
    const props = await mount({
      source,
      lookup: atu([{ goal: 40, reward_type: 'free_shipping' }]),
      onCartOpened: opened,
    });
    await act(async () => render(<App {...props} onCartOpened={opened} />, host));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.mock.calls[0][0].keys).toEqual(['atu-1']);
    await act(async () => render(<App {...props} open={false} onCartOpened={opened} />, host));
    await act(async () => render(<App {...props} open onCartOpened={opened} />, host));
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('toggles a One Check Upsell add-on with its tick box', async () => {
    const source = memorySource(cartOf([line(11, 1, 2500)]));
    localStorage.clear();
    await mount({
      source,
      lookup: lookup({
        campaigns: [
          {
            id: '3',
            campaign_key: 'oc',
            settings: {
              type: 'one_check_up_sell',
              multi_one_check_upsell: {
                products: [
                  {
                    text: 'Shipping protection',
                    is_ticked_by_default: false,
                    product: { id: 5, title: 'Protect', price: '2.55', variant_id: 51 },
                  },
                ],
              },
            },
          },
        ],
      }),
    });
    expect($('.cartlift-one-check__text').textContent).toBe('Shipping protection');
    expect($('.cartlift-one-check__price').textContent).toBe('$2.55');
    await act(async () => ($('.cartlift-one-check input') as HTMLInputElement).click());
    expect(source.add).toHaveBeenCalledWith([{ id: 51, quantity: 1 }]);
    expect(source.record).toHaveBeenCalledWith({ type: 'upsell_added', campaign: 'oc', kind: 'one_check' });
  });
  it('fills the One Check text placeholders and truncates only the product title', async () => {
    const source = memorySource(cartOf([line(11, 1, 2500)]));
    localStorage.clear();
    const product = { id: 5, title: 'Premium Package Protection Plus', price: '2.55', variant_id: 51 };
    await mount({
      source,
      lookup: lookup({
        campaigns: [
          {
            id: '3',
            campaign_key: 'oc',
            settings: {
              type: 'one_check_up_sell',
              multi_one_check_upsell: { products: [{ text: 'Add {{product_title}} for {{product_price}}', product }] },
            },
          },
        ],
      }),
    });
    expect($('.cartlift-one-check__text').textContent).toBe('Add Premium Package Protectio… for $2.55');
  });
});

describe('preview mode', () => {
  it('renders example products and makes no network call, simulating checkout loading for 4 s', async () => {
    jest.useFakeTimers();
    const fetchSpy = jest.fn();
    (globalThis as { fetch?: unknown }).fetch = fetchSpy;
    const source = previewSource(null);
    await mount({ source });
    expect($('.cartlift-line__title').textContent).toBe('Example product');
    expect($('.cartlift-line__title').tagName).toBe('SPAN');
    expect($('.cartlift-line__price').textContent).toBe('$20.00');
    await act(async () => $$('.cartlift-qty__btn')[1].click());
    await act(async () => void jest.advanceTimersByTime(300));
    expect($('.cartlift-line__price').textContent).toBe('$40.00');
    await act(async () => $('.cartlift-checkout__button').click());
    expect($('.cartlift-checkout__button').textContent).toBe('Loading...');
    await act(async () => void jest.advanceTimersByTime(4000));
    expect($('.cartlift-checkout__button').textContent).toBe('Checkout');
    expect(fetchSpy).not.toHaveBeenCalled();
    delete (globalThis as { fetch?: unknown }).fetch;
  });
});
