import { render } from 'preact';
import { act } from 'preact/test-utils';
import { drawerHost } from '../../test-support/host';
import { App } from '../App';
import { cartOf, line, memorySource } from '../../test-support/memory-source';
import type { Lookup } from '../../shared/gateway';
import type { StorefrontCampaignRead as StorefrontCampaign } from '@cartlift/domain/storefront';
import type { StoreProduct } from '../common/source';

// Every look setting the campaign editor stores reaches the drawer.
const hostOf = drawerHost();

const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });
const $ = (sel: string) => hostOf().querySelector(sel) as HTMLElement;
const mount = (campaigns: StorefrontCampaign[], cart = cartOf([line(11, 2, 2500)]), products: StoreProduct[] = []) =>
  act(async () => {
    const lookup: Lookup = { settings: {}, compareAtMap: {}, campaigns };
    render(<App source={memorySource(cart, products)} lookup={lookup} open onClose={jest.fn()} />, hostOf());
  });

/** A tee in sizes S and M (variant ids id·10+1, id·10+2): more than one variant, so adding it opens the variant sheet. */
const teeInSizes = (id: number, handle: string, price: number) =>
  ({
    id,
    title: 'Tee',
    handle,
    options: ['Size'],
    variants: ['S', 'M'].map((size, i) => ({ id: id * 10 + i + 1, title: size, option1: size, price, available: true })),
  }) as StoreProduct;

/** The variant sheet is a lazy chunk: wait for its panel. */
async function waitForSheet(): Promise<HTMLElement> {
  for (let i = 0; i < 50 && !$('.cartlift-sheet__panel'); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  return $('.cartlift-sheet__panel');
}

describe('campaign styles on the storefront', () => {
  const bundles = (style: 'vertical' | 'horizontal'): StorefrontCampaign => ({
    id: '1',
    campaign_key: 'b',
    settings: {
      type: 'bundles',
      bundles: {
        style,
        text: 'Stock up and save',
        prefix: 'Take',
        font_size: 1.2,
        background: rgba(255, 250, 240),
        color: rgba(20, 20, 20),
        activeBackground: rgba(0, 128, 96, 0.08),
        activeColor: rgba(0, 128, 96),
        labelColor: rgba(90, 0, 90),
        tiers: [
          { id: 1, type: 'percentage', quantity: 2, reward: 10 },
          { id: 2, type: 'percentage', quantity: 3, reward: 15 },
        ],
      },
    },
  });

  it('Buy More Save More: text, prefix, style, font size, colours, and the reached tier in the active colours', async () => {
    await mount([bundles('horizontal')]);
    const offer = $('.cartlift-bundles__offer');
    expect(offer.style.background).toBe('rgb(255, 250, 240)');
    expect(offer.style.color).toBe('rgb(20, 20, 20)');
    expect(offer.style.fontSize).toBe('1.2em');
    expect($('.cartlift-bundles__text').textContent).toBe('Stock up and save');
    expect($('.cartlift-bundles__tiers').className).toContain('cartlift-bundles__tiers--horizontal');
    const tiers = [...hostOf().querySelectorAll('.cartlift-bundles__tier')] as HTMLElement[];
    expect(tiers.map((t) => t.textContent)).toEqual(['Take 2-10%', 'Take 3-15%']);
    expect(tiers[0].getAttribute('aria-current')).toBe('true');
    expect(tiers[0].style.background).toBe('rgba(0, 128, 96, 0.08)');
    expect(tiers[0].style.color).toBe('rgb(0, 128, 96)');
    expect((tiers[1].querySelector('.cartlift-bundles__label') as HTMLElement).style.color).toBe('rgb(90, 0, 90)');
  });

  it('Buy More Save More badge: the stored background and border, the text white or near-black for contrast', async () => {
    const campaign = bundles('vertical');
    campaign.settings.bundles!.badge = { text: 'Most popular', background: rgba(0, 128, 96), border: rgba(0, 100, 70) };
    await mount([campaign]);
    const badge = $('.cartlift-badge--bundle');
    expect(badge.textContent).toBe('Most popular -$5.00');
    expect([badge.style.background, badge.style.borderColor, badge.style.color]).toEqual(['rgb(0, 128, 96)', 'rgb(0, 100, 70)', 'rgb(255, 255, 255)']);
    campaign.settings.bundles!.badge = { text: 'Most popular', background: rgba(255, 214, 0), border: rgba(0, 0, 0) };
    await mount([campaign]);
    expect($('.cartlift-badge--bundle').style.color).toBe('rgb(17, 24, 39)');
    campaign.settings.bundles!.badge = { text: 'Most popular' };
    await mount([campaign]);
    expect($('.cartlift-badge--bundle').style.color).toBe('');
  });

  it('Buy More Save More variant picker: the sheet draws the confirm text and the picker colours', async () => {
    const campaign = bundles('vertical');
    campaign.settings.bundles!.variantsPicker = {
      active: true,
      label: 'Pick sizes',
      confirm: 'Take these',
      textColor: rgba(10, 20, 30),
      dropdownTextColor: rgba(40, 50, 60),
      dropdownBackground: rgba(250, 240, 230),
      confirmTextColor: rgba(255, 255, 250),
      confirmBackground: rgba(70, 0, 70),
    } as NonNullable<NonNullable<StorefrontCampaign['settings']['bundles']>['variantsPicker']>;
    await mount([campaign], cartOf([line(11, 2, 2500)]), [teeInSizes(1, 'p-11', 2500)]);
    await act(async () => $('.cartlift-bundles__add').click());
    await act(async () => undefined);
    const sheet = await waitForSheet();
    expect(sheet.style.color).toBe('rgb(10, 20, 30)');
    const select = sheet.querySelector('select') as HTMLElement;
    expect([select.style.color, select.style.background]).toEqual(['rgb(40, 50, 60)', 'rgb(250, 240, 230)']);
    const confirm = sheet.querySelector('.cartlift-sheet__confirm') as HTMLElement;
    expect([confirm.textContent, confirm.style.color, confirm.style.background]).toEqual(['Take these', 'rgb(255, 255, 250)', 'rgb(70, 0, 70)']);
  });

  it('Buy More Save More vertical is the default stacking', async () => {
    await mount([bundles('vertical')]);
    expect($('.cartlift-bundles__tiers').className).toContain('cartlift-bundles__tiers--vertical');
  });

  const oneCheck = (look: Record<string, unknown>): StorefrontCampaign => ({
    id: '2',
    campaign_key: 'o',
    settings: {
      type: 'one_check_up_sell',
      multi_one_check_upsell: {
        ...look,
        products: [{ text: 'Protect', product: { id: 7, title: 'Protection', price: '2.99', variant_id: 77 } }],
      },
    },
  });

  it('One Check: variant, alignment, border, highlight and switch colours', async () => {
    const look = {
      variant: 'circle',
      align: 'center',
      border: true,
      border_color: rgba(200, 0, 0),
      highlight: rgba(0, 0, 200, 0.1),
      switch_on: rgba(0, 150, 0),
      switch_off: rgba(150, 150, 150),
    };
    await mount([oneCheck(look)], cartOf([line(11, 1, 2500), line(77, 1, 299)]));
    const item = $('.cartlift-one-check__item');
    expect(item.className).toContain('cartlift-one-check--circle');
    expect(item.style.justifyContent).toBe('center');
    expect(item.style.borderColor).toBe('rgb(200, 0, 0)');
    expect(item.style.background).toBe('rgba(0, 0, 200, 0.1)');
    expect(item.style.getPropertyValue('--cartlift-oc-on')).toBe('rgba(0, 150, 0, 1)');
    expect(item.style.getPropertyValue('--cartlift-oc-off')).toBe('rgba(150, 150, 150, 1)');
    expect($('.cartlift-one-check__input').getAttribute('role')).toBeNull();
  });

  it('One Check switch is a switch for assistive technology; no border when border is off; no highlight unticked', async () => {
    await mount([oneCheck({ variant: 'switch', border: false, highlight: rgba(0, 0, 200, 0.1) })]);
    expect($('.cartlift-one-check__input').getAttribute('role')).toBe('switch');
    expect($('.cartlift-one-check__item').style.border).toBe('0px');
    expect($('.cartlift-one-check__item').style.background).toBe('');
  });

  const fbtProduct: StoreProduct = {
    id: 30,
    title: 'Socks',
    handle: 'socks',
    variants: [{ id: 301, title: 'Default', price: 900, available: true }],
  } as StoreProduct;
  const atu = (extra: Record<string, unknown>): StorefrontCampaign => ({
    id: '3',
    campaign_key: 'a',
    settings: {
      type: 'add_to_unlock',
      add_to_unlock: {
        isActive: true,
        goals: [],
        show_suggestions: true,
        recommendation_type: 'custom_recommendation',
        products: [{ id: 30, title: 'Socks', handle: 'socks' }],
        ...extra,
      },
    },
  });

  it('goal label: the reward label in its stored size, weight, colour and background', async () => {
    const goal_text = { text: 'Free gift', font_size: 1.1, font_weight: 800, color: rgba(120, 0, 0), background: rgba(255, 240, 200) };
    await mount([atu({ show_suggestions: false, multi_goal_type: 'amount', goals: [{ goal: 500, reward_type: 'manual', goal_text }] })]);
    const label = $('.cartlift-goal__label');
    expect(label.textContent).toBe('Free gift');
    expect([label.style.fontSize, label.style.fontWeight, label.style.color, label.style.background]).toEqual(['1.1em', '800', 'rgb(120, 0, 0)', 'rgb(255, 240, 200)']);
  });

  it('progress_secondary tints the bar up to where it ends once the next goal is reached; nothing once all are', async () => {
    const colours = { progress_primary: rgba(0, 128, 96), progress_secondary: rgba(0, 128, 96, 0.5), progress_complete: rgba(0, 0, 200) };
    const goals = (...at: number[]) => at.map((goal) => ({ goal, reward_type: 'manual' }));
    await mount([atu({ show_suggestions: false, multi_goal_type: 'amount', goals: goals(100, 200), ...colours })]);
    // $50 of $100 and $200: the bar is (50 + 0) / 2; at $100 it will be (100 + 50) / 2.
    expect($('.cartlift-goals__bar').style.width).toBe('25%');
    const next = $('.cartlift-goals__next');
    expect([next.style.width, next.style.background]).toEqual(['75%', 'rgba(0, 128, 96, 0.5)']);
    await mount([atu({ show_suggestions: false, multi_goal_type: 'amount', goals: goals(100), progress_mode: 'newer', ...colours })]);
    expect($('.cartlift-goals__next').style.width).toBe('100%');
    await mount([atu({ show_suggestions: false, multi_goal_type: 'amount', goals: goals(10, 20), ...colours })]);
    expect($('.cartlift-goals__bar').style.background).toBe('rgb(0, 0, 200)');
    expect($('.cartlift-goals__next')).toBeNull();
  });

  it('block display: title, product title and price, add button colours and hover, below the checkout button', async () => {
    await mount(
      [
        atu({
          fbt_position: 'below_checkout',
          title: { text: 'Pairs well', font_size: 1.1, font_weight: 700, color: rgba(1, 2, 3) },
          product_title: { font_size: 0.8, color: rgba(4, 5, 6) },
          product_price: { font_size: 0.7, color: rgba(7, 8, 9) },
          upsell_add_button: { text: 'Grab', color: rgba(255, 255, 255), background: rgba(10, 20, 30) },
          product_details: { hover: rgba(40, 50, 60) },
        }),
      ],
      cartOf([line(11, 1, 2500)]),
      [fbtProduct],
    );
    await act(async () => undefined);
    await act(async () => undefined);
    const title = $('.cartlift-fbt__title');
    expect(title.textContent).toBe('Pairs well');
    expect([title.style.fontSize, title.style.fontWeight, title.style.color]).toEqual(['1.1em', '700', 'rgb(1, 2, 3)']);
    expect($('.cartlift-fbt__body .cartlift-link').style.color).toBe('rgb(4, 5, 6)');
    expect($('.cartlift-fbt__price').style.fontSize).toBe('0.7em');
    const add = $('.cartlift-fbt__add');
    expect(add.textContent).toBe('Grab');
    expect(add.style.background).toBe('rgb(10, 20, 30)');
    expect(add.style.getPropertyValue('--cartlift-hover')).toBe('rgba(40, 50, 60, 1)');
    // below_checkout: after the checkout button in the footer.
    const checkout = $('.cartlift-checkout__button');
    expect(checkout.compareDocumentPosition($('.cartlift-fbt')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('suggestions confirm button: the variant sheet of a many-variant suggestion draws its text, weight and colours', async () => {
    const upsell_confirm_button = { text: 'Add this size', font_weight: 700, color: rgba(255, 255, 240), background: rgba(30, 60, 90) };
    await mount([atu({ products: [{ id: 31, title: 'Tee', handle: 'tee' }], upsell_confirm_button })], cartOf([line(11, 1, 2500)]), [teeInSizes(31, 'tee', 1500)]);
    await act(async () => undefined);
    await act(async () => undefined);
    await act(async () => $('.cartlift-fbt__add').click());
    const confirm = (await waitForSheet()).querySelector('.cartlift-sheet__confirm') as HTMLElement;
    expect([confirm.textContent, confirm.style.fontWeight, confirm.style.color, confirm.style.background]).toEqual([
      'Add this size',
      '700',
      'rgb(255, 255, 240)',
      'rgb(30, 60, 90)',
    ]);
  });
});
