import { render } from 'preact';
import { act } from 'preact/test-utils';
import { App } from '../App';
import { drawerHost } from '../../test-support/host';
import { cartOf, line, memorySource } from '../../test-support/memory-source';
import type { Lookup } from '../../shared/gateway';
import type { StoreProduct } from '../common/source';

// Suggested products as Shopify's products/{handle}.js serves them: `available` per variant, selling plans, no
// inventory quantity. A sold-out product is not offered, a sold-out variant is marked in the sheet, and a
// subscription-only product is left out when the shop granted write_discounts (cart-and-shop.md §5).
const host = drawerHost();
const $ = (sel: string) => host().querySelector(sel) as HTMLElement;
const $$ = (sel: string) => [...host().querySelectorAll(sel)] as HTMLElement[];

const variant = (id: number, option1: string, available: boolean) => ({ id, title: option1, option1, price: 2500, available, inventory_management: 'shopify' });
const product = (id: number, handle: string, variants: StoreProduct['variants'], extra: Partial<StoreProduct> = {}): StoreProduct => ({
  id,
  title: handle,
  handle,
  options: [{ name: 'Size', values: variants.map((v) => v.option1 ?? '') }],
  variants,
  ...extra,
});
const plans = [{ id: 'g', name: 'Subscribe', selling_plans: [{ id: 5, name: 'Monthly' }] }];
const CATALOG = [
  product(40, 'sweatshirt', [variant(401, 'S', false), variant(402, 'M', false)]),
  product(50, 'pocket-tee', [variant(501, 'S', true), variant(502, 'M', false), variant(503, 'L', true)]),
  product(60, 'coffee-club', [variant(601, 'Bag', true)], { requires_selling_plan: true, selling_plan_groups: plans }),
  product(70, 'socks', [variant(701, 'One', true)]),
];

type AtuBlock = NonNullable<NonNullable<NonNullable<Lookup['campaigns']>[number]['settings']>['add_to_unlock']>;
const lookup = (canWriteDiscounts: boolean, block: Partial<AtuBlock> = {}): Lookup => ({
  settings: {},
  compareAtMap: {},
  shop: { id: 's.myshopify.com', money_format: '${{amount}}', currency: 'USD', enabled_presentment_currencies: ['USD'], can_write_discounts: canWriteDiscounts },
  campaigns: [
    {
      id: '1',
      campaign_key: 'atu-1',
      settings: {
        type: 'add_to_unlock',
        add_to_unlock: {
          isActive: true,
          goals: [],
          show_suggestions: true,
          recommendation_type: 'custom_recommendation',
          products_length: 5,
          products: CATALOG.map((p) => ({ id: p.id, title: p.title, handle: p.handle })),
          ...block,
        },
      },
    },
  ],
});

async function mount(canWriteDiscounts: boolean, block: Partial<AtuBlock> = {}) {
  const source = memorySource(cartOf([line(11, 1, 2500)]), CATALOG);
  await act(async () => render(<App source={source} lookup={lookup(canWriteDiscounts, block)} open onClose={jest.fn()} />, host()));
  await act(async () => undefined);
  return source;
}
const offered = () => $$('.cartlift-fbt__item').map((li) => Number(li.dataset.productId));

describe('suggestions read what the store serves', () => {
  it('never offers a product whose every variant is sold out; drops subscription-only products with write_discounts', async () => {
    await mount(true);
    expect(offered()).toEqual([50, 70]);
  });

  it('keeps a subscription-only product without the write-discounts permission', async () => {
    await mount(false);
    expect(offered()).toEqual([50, 60, 70]);
  });

  it('marks the sold-out variant in the sheet, starts on an available one, and will not add the sold-out one', async () => {
    const source = await mount(true);
    await act(async () => ($$('.cartlift-fbt__add')[0] as HTMLButtonElement).click());
    // The sheet is a lazy chunk: wait for it to mount.
    for (let i = 0; i < 20 && !$('.cartlift-sheet select'); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
    const select = $('.cartlift-sheet select') as HTMLSelectElement;
    const options = [...select.options].map((o) => [o.value, o.textContent, o.dataset.soldOut ?? null]);
    expect(options).toEqual([
      ['S', 'S', null],
      ['M', 'M (Sold out)', 'true'],
      ['L', 'L', null],
    ]);
    expect(select.value).toBe('S');
    await act(async () => {
      select.value = 'M';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const confirm = $('.cartlift-sheet__confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.textContent).toBe('Sold out');
    await act(async () => {
      select.value = 'L';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => ($('.cartlift-sheet__confirm') as HTMLButtonElement).click());
    expect(source.add).toHaveBeenCalledWith([expect.objectContaining({ id: 503, quantity: 1 })]);
  });

  it("without a stored recommendation type or count, shows the widget's fallback: the merchant's first product (campaigns.md §3)", async () => {
    const source = await mount(true, { recommendation_type: undefined, products_length: undefined });
    expect(offered()).toEqual([50]);
    expect(source.recommendations).not.toHaveBeenCalled();
  });
});
