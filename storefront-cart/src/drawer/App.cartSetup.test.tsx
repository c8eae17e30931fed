import { render } from 'preact';
import { act } from 'preact/test-utils';
import { drawerHost } from '../test-support/host';
import { App } from './App';
import { cartOf, line, memorySource } from '../test-support/memory-source';
import type { Lookup } from '../shared/gateway';
import type { StorefrontCampaignRead as StorefrontCampaign, StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import type { StoreProduct } from './common/source';

// Cart Setup's controls as the shopper sees them in the live drawer, with and without campaigns in the cart.
const hostOf = drawerHost();
const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });
const $ = (sel: string) => hostOf().querySelector(sel) as HTMLElement | null;
const texts = (sel: string) => [...hostOf().querySelectorAll(sel)].map((e) => e.textContent);
/** The footer's blocks as the shopper meets them, top to bottom. */
const footerBlocks = () =>
  [...hostOf().querySelectorAll('.cartlift-footer > *')].map((e) =>
    e.classList.contains('cartlift-random-text') ? `text:${e.textContent}` : e.classList.contains('cartlift-note') ? `note:${e.querySelector('span')!.textContent}` : e.className,
  );

async function mount(settings: WidgetSettings, campaigns: StorefrontCampaign[] = [], cart = cartOf([line(11, 2, 2500)]), products: StoreProduct[] = []) {
  const lookup: Lookup = { settings, compareAtMap: {}, campaigns };
  await act(async () => render(<App source={memorySource(cart, products)} lookup={lookup} open onClose={jest.fn()} />, hostOf()));
  // Product data and suggestions load after the first render.
  await act(async () => undefined);
  await act(async () => undefined);
}

const noteAndText: WidgetSettings = {
  modules: {
    order: ['order_note', 'random_text', 'checkout_button'],
    random_text: { isActive: true, text: '<p>Free returns for 30 days</p>' },
    order_note: { isActive: true, title: 'Gift message?' },
  },
};
type Modules = NonNullable<StorefrontCampaign['modules']>;
const campaignModules = (over: Partial<Modules> = {}): Modules => ({
  order: ['random_text', 'order_note', 'checkout_button'],
  random_text: { text: 'Campaign text', active: false },
  order_note: { text: 'Campaign note', active: false },
  checkout_button: { active: true },
  ...over,
});
const atu = (modules = campaignModules(), extra: Record<string, unknown> = {}): StorefrontCampaign => ({
  id: '1',
  campaign_key: 'atu',
  settings: { type: 'add_to_unlock', add_to_unlock: { isActive: true, multi_goal_type: 'amount', goals: [{ goal: 100, reward_type: 'manual' }], ...extra } },
  modules,
});
const bundles = (product: number, modules: ReturnType<typeof campaignModules>): StorefrontCampaign => ({
  id: '2',
  campaign_key: 'bmsm',
  target: { type: 'specific_products', selected: [{ id: product, title: 'P' }] },
  settings: { type: 'bundles', bundles: { tiers: [{ id: 1, type: 'percentage', quantity: 3, reward: 10 }] } },
  modules,
});
const oneCheck = (modules: ReturnType<typeof campaignModules>): StorefrontCampaign => ({
  id: '3',
  campaign_key: 'oc',
  settings: {
    type: 'one_check_up_sell',
    multi_one_check_upsell: { products: [{ text: 'Protect it', product: { id: 9, variant_id: 91, title: 'Protection', price: '2.99' } }] },
  },
  modules,
});

describe('modules: Cart Setup and the campaigns in the cart', () => {
  it("an Add To Unlock campaign with its default modules (texts off) leaves Cart Setup's note, text block and order", async () => {
    await mount(noteAndText, [atu()]);
    expect($('.cartlift-goals')).not.toBeNull();
    expect(footerBlocks()).toEqual(['note:Gift message?', 'text:Free returns for 30 days', 'cartlift-checkout']);
  });

  it("a campaign's switched-on text block shows after Cart Setup's; its note stands in only where Cart Setup has none", async () => {
    const on = campaignModules({ random_text: { text: '<p>Spend $100 for a gift</p>', active: true }, order_note: { text: 'Campaign note', active: true } });
    await mount(noteAndText, [atu(on)]);
    expect(footerBlocks()).toEqual(['note:Gift message?', 'text:Free returns for 30 daysSpend $100 for a gift', 'cartlift-checkout']);
    expect([...$('.cartlift-random-text')!.children].map((c) => c.textContent)).toEqual(['Free returns for 30 days', 'Spend $100 for a gift']);
    // Cart Setup without modules: the campaign's note (its text is the title) in the campaign's order.
    await mount({}, [atu(on)]);
    expect(footerBlocks()).toEqual(['text:Spend $100 for a gift', 'note:Campaign note', 'cartlift-checkout']);
  });

  it('Buy More Save More and One Check modules show while the campaign is in the cart, not otherwise', async () => {
    const text = (t: string) => campaignModules({ random_text: { text: `<p>${t}</p>`, active: true } });
    await mount({}, [bundles(1, text('Hoodies: 3 for less'))]);
    expect(texts('.cartlift-random-text')).toEqual(['Hoodies: 3 for less']);
    // The cart's product is 1 (variant 11); a campaign on product 5 is not in this cart.
    await mount({}, [bundles(5, text('Hoodies: 3 for less'))]);
    expect($('.cartlift-random-text')).toBeNull();
    await mount({}, [oneCheck(campaignModules({ order_note: { text: 'Delivery instructions', active: true } }))]);
    expect(footerBlocks()).toContain('note:Delivery instructions');
  });
});

describe('Cart Setup controls drawn', () => {
  it('font colour is the cart text colour; "text on cart" only stands in when no font colour is stored', async () => {
    await mount({ font: { color: rgba(120, 10, 10) }, theme: { textColor: rgba(0, 0, 200) } });
    expect($('.cartlift-drawer')!.style.getPropertyValue('--cartlift-text')).toBe('rgba(120, 10, 10, 1)');
    await mount({ theme: { textColor: rgba(0, 0, 200) } });
    expect($('.cartlift-drawer')!.style.getPropertyValue('--cartlift-text')).toBe('rgba(0, 0, 200, 1)');
  });

  it('"show the variant under the title" off hides the variant text; on shows it', async () => {
    const cart = cartOf([line(11, 1, 2500, { variant_title: 'Large / Blue' })]);
    await mount({ product: { variants: { isActive: true } } }, [], cart);
    expect($('.cartlift-line__variant-text')?.textContent).toBe('Large / Blue');
    await mount({ product: { variants: { isActive: false } } }, [], cart);
    expect($('.cartlift-line')!.textContent).not.toContain('Large / Blue');
  });

  it('product title and price texts head the lines, each in its text style; stored English defaults follow the language', async () => {
    await mount({
      product: {
        title: { text: 'Item', font_size: 1.1, font_weight: 700, color: rgba(1, 2, 3) },
        price: { text: 'Cost', font_size: 0.9, font_weight: 300, color: rgba(4, 5, 6) },
      },
    });
    const [title, price] = [...$('.cartlift-lines__head')!.children] as HTMLElement[];
    expect([title.textContent, title.style.fontSize, title.style.fontWeight, title.style.color]).toEqual(['Item', '1.1em', '700', 'rgb(1, 2, 3)']);
    expect([price.textContent, price.style.fontSize, price.style.fontWeight, price.style.color]).toEqual(['Cost', '0.9em', '300', 'rgb(4, 5, 6)']);
    await mount({ default_language: 'french', product: { title: { text: 'Product' }, price: { text: 'Price' } } });
    expect($('.cartlift-lines__head')!.textContent).toBe('ProduitPrix');
  });

  it('checkout text colour colours the checkout section; subtotal keeps its own colour', async () => {
    await mount({
      modules: {
        order_note: { isActive: true, title: 'Note' },
        checkout_button: { font_color: rgba(90, 0, 90), subtotal: { color: rgba(0, 90, 0) } },
      },
    });
    expect($('.cartlift-footer')!.style.color).toBe('rgb(90, 0, 90)');
    expect($('.cartlift-subtotal')!.style.color).toBe('rgb(0, 90, 0)');
  });

  it('split payments: "the provider shows its own message" leaves out Cartlift\'s message', async () => {
    await mount({ afterPay: { isActive: true, splits: 4 } });
    expect($('.cartlift-split')!.textContent).toBe('or 4 interest-free payments of $12.50');
    await mount({ afterPay: { isActive: true, splits: 4, isExternal: true } });
    expect($('.cartlift-footer')!.textContent).not.toContain('interest-free');
  });
});

describe('product details', () => {
  const socks = {
    id: 30,
    title: 'Socks',
    handle: 'socks',
    url: '/fr/products/socks',
    description: 'Warm wool socks. '.repeat(10),
    variants: [{ id: 301, title: 'Default', price: 900, available: true }],
  } as StoreProduct;
  const suggesting = (details: Record<string, unknown>) =>
    atu(campaignModules(), {
      show_suggestions: true,
      recommendation_type: 'custom_recommendation',
      products: [{ id: 30, title: 'Socks', handle: 'socks' }],
      show_product_details: true,
      product_details: { readMore: { text: 'See more', color: rgba(0, 0, 150) }, atcButton: { text: 'Campaign add', color: rgba(255, 255, 255) }, atcButton_background: rgba(20, 20, 20), ...details },
    });
  const shopDetails: WidgetSettings = { product_details: { atcButton: 'Put it in my bag', readMore: 'Keep reading', truncate: true, truncate_length: 40 } };

  it("the details slide takes Cart Setup's texts and description length, the add button the campaign's look", async () => {
    await mount(shopDetails, [suggesting({})], cartOf([line(11, 1, 2500)]), [socks]);
    const link = $('.cartlift-fbt__details')!;
    expect([link.textContent, link.style.color]).toEqual(['See more', 'rgb(0, 0, 150)']);
    await act(async () => link.click());
    for (let i = 0; i < 50 && !$('.cartlift-details'); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
    expect($('.cartlift-details__text')!.textContent).toBe('Warm wool socks. Warm wool socks. Warm w…');
    expect($('.cartlift-details .cartlift-link')!.textContent).toBe('Keep reading');
    const add = $('.cartlift-details__add')!;
    expect([add.textContent, add.style.background, add.style.color]).toEqual(['Put it in my bag', 'rgb(20, 20, 20)', 'rgb(255, 255, 255)']);
    await act(async () => $('.cartlift-details .cartlift-link')!.click());
    expect($('.cartlift-details__text')!.textContent).not.toContain('…');
    expect($('.cartlift-details .cartlift-link')).toBeNull();
  });

  it('"open the product page instead": the title and the details link go to the product page, no slide', async () => {
    await mount(shopDetails, [suggesting({ external: true })], cartOf([line(11, 1, 2500)]), [socks]);
    const links = [...hostOf().querySelectorAll('.cartlift-fbt__body a')] as HTMLAnchorElement[];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Socks', '/fr/products/socks'],
      ['See more', '/fr/products/socks'],
    ]);
    expect(hostOf().querySelector('.cartlift-fbt__body button')).toBeNull();
  });
});
