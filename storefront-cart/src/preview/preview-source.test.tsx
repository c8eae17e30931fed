import { render } from 'preact';
import { act } from 'preact/test-utils';
import { App } from '../drawer/App';
import { drawerHost } from '../test-support/host';
import { previewSource } from './preview-source';
import type { StoreProduct } from '../drawer/common/source';

const own: StoreProduct = {
  id: 9,
  title: 'Linen Shirt',
  handle: 'linen-shirt',
  images: ['https://cdn.example/shirt.png'],
  featured_image: 'https://cdn.example/shirt.png',
  options: ['Size'],
  variants: [{ id: 91, title: 'M', price: 4500, available: true }],
};

describe('preview cart', () => {
  it("starts with the campaign's own first product when the admin sends them, the example product otherwise", async () => {
    const source = previewSource(null);
    expect(source.current()!.items.map((i) => i.product_title)).toEqual(['Example product']);
    source.reset(null, [own]);
    expect(source.current()!.items.map((i) => [i.product_title, i.variant_title, i.price])).toEqual([['Linen Shirt', 'M', 4500]]);
    // Its page is known to the preview (variant sheet, details) and it can be added again.
    expect((await source.product('linen-shirt'))?.title).toBe('Linen Shirt');
    await source.add([{ id: 91, quantity: 1 }]);
    expect(source.current()!.items[0].quantity).toBe(2);
    source.reset(null, []);
    expect(source.current()!.items.map((i) => i.product_title)).toEqual(['Example product']);
  });
});

describe('preview auto-discount example', () => {
  const hostOf = drawerHost();
  it('with no campaign the first line wears the auto-discount badge for 10 % (Cart Setup previews its style)', async () => {
    const source = previewSource(null);
    await act(async () => render(<App source={source} lookup={{ settings: { auto_discount: { text: '{{title}} saves {{amount}}' } }, campaigns: [], compareAtMap: {} }} open onClose={jest.fn()} />, hostOf()));
    expect(hostOf().querySelector('.cartlift-badge--discount')?.textContent).toBe('Special Discount saves $2.00');
    expect(hostOf().querySelector('.cartlift-line__price')?.textContent).toBe('$20.00');
  });
});

describe('preview subscription upgrades', () => {
  const hostOf = drawerHost();
  const box = () => hostOf().querySelector<HTMLElement>('.cartlift-line__plan');
  const choose = async (value: string) => {
    const select = box()!.querySelector('select')!;
    await act(async () => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  it('shows the example line unsubscribed, loading for the 1 s preview delay, then subscribed, and back on one-time', async () => {
    jest.useFakeTimers();
    const source = previewSource(null);
    const settings = { subscription: { isActive: true, text: 'Subscribe and save', subscribedText: 'Subscribed', upgradingText: 'Upgrading...', downgradingText: 'Updating...' } };
    await act(async () => render(<App source={source} lookup={{ settings, campaigns: [], compareAtMap: {} }} open onClose={jest.fn()} />, hostOf()));
    await act(async () => undefined);
    expect(box()!.className).toContain('cartlift-line__plan--unsubscribed');
    await choose('1');
    expect(box()!.className).toContain('cartlift-line__plan--loading');
    expect(box()!.textContent).toContain('Upgrading...');
    await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
    expect(box()!.className).toContain('cartlift-line__plan--subscribed');
    expect(source.current()!.items[0].selling_plan_allocation?.selling_plan.id).toBe(1);
    await choose('');
    expect(box()!.textContent).toContain('Updating...');
    await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
    expect(box()!.className).toContain('cartlift-line__plan--unsubscribed');
    expect(source.current()!.items[0].selling_plan_allocation).toBeNull();
  });

  it('shows no subscription box while the upgrades are off', async () => {
    await act(async () => render(<App source={previewSource(null)} lookup={{ settings: {}, campaigns: [], compareAtMap: {} }} open onClose={jest.fn()} />, hostOf()));
    expect(box()).toBeNull();
  });
});
