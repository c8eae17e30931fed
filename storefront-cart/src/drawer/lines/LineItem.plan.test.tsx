import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import { App, type AppProps } from '../App';
import { cartOf, line, memorySource } from '../../test-support/memory-source';
import { drawerHost } from '../../test-support/host';
import type { StoreProduct } from '../common/source';
import type { CartLine } from '../../shared/types';

// cart-and-shop.md §3 subscription upgrades: the line's subscription box in its three states, with the merchant's texts
// and colours.
const host = drawerHost();

const tee: StoreProduct = {
  id: 1,
  title: 'Tee',
  handle: 'p-11',
  options: ['Title'],
  variants: [{ id: 11, title: 'Default', available: true, price: 2500 } as StoreProduct['variants'][number]],
  selling_plan_groups: [{ id: 'g', name: 'Delivery', selling_plans: [{ id: 7, name: 'Every month' }] }],
};
const rgba = (r: number, g: number, b: number) => ({ r, g, b, a: 1 });
const subscription: WidgetSettings['subscription'] = {
  isActive: true,
  text: 'Save 10% with a subscription',
  background: rgba(250, 250, 250),
  border: rgba(10, 10, 10),
  upgradingText: 'Switching you over...',
  downgradingText: 'Updating...',
  loadingBackground: rgba(230, 230, 230),
  loadingBorder: rgba(20, 20, 20),
  subscribedText: 'You are subscribed',
  subscribedBackground: rgba(0, 90, 40),
  subscribedBorder: rgba(0, 60, 30),
};

let finish = () => {};
/** Mounts the drawer on one line; with `slowPlan`, a plan change stays pending until finish() is called. */
async function mount(item: CartLine, settings: WidgetSettings, slowPlan = false) {
  const source = memorySource(cartOf([item]), [tee]);
  if (slowPlan) {
    source.change.mockImplementation(
      () =>
        new Promise((r) => {
          finish = () => {
            // The store answers with the line on its plan, as Shopify's change.js does.
            const next = cartOf([{ ...item, selling_plan_allocation: { selling_plan: { id: 7, name: 'Every month' } } } as CartLine]);
            source.publish(next);
            r(next);
          };
        }),
    );
  }
  const props: AppProps = { source, lookup: { settings, campaigns: [], compareAtMap: {} }, open: true, onClose: jest.fn() };
  await act(async () => render(<App {...props} />, host()));
  return source;
}
const box = () => host().querySelector<HTMLElement>('.cartlift-line__plan')!;
const look = () => [box().querySelector('.cartlift-line__plan-state')!.textContent, box().style.background, box().style.borderColor];

describe('subscription box on a line', () => {
  it('unsubscribed: the offer text on its background and border', async () => {
    await mount(line(11, 1, 2500), { subscription });
    expect(box().className).toBe('cartlift-line__plan cartlift-line__plan--unsubscribed');
    expect(look()).toEqual(['Save 10% with a subscription', 'rgb(250, 250, 250)', 'rgb(10, 10, 10)']);
  });

  it('subscribed: its own text and colours, the text white on a dark background', async () => {
    await mount(line(11, 1, 2500, { selling_plan_allocation: { selling_plan: { id: 7, name: 'Every month' } } } as Partial<CartLine>), { subscription });
    expect(box().className).toBe('cartlift-line__plan cartlift-line__plan--subscribed');
    expect(look()).toEqual(['You are subscribed', 'rgb(0, 90, 40)', 'rgb(0, 60, 30)']);
    expect(box().style.color).toBe('rgb(255, 255, 255)');
  });

  it('loading: while the plan changes, the upgrading text on the loading colours; back to subscribed after', async () => {
    const source = await mount(line(11, 1, 2500), { subscription }, true);
    const select = box().querySelector('select')!;
    await act(async () => {
      select.value = '7';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(box().className).toBe('cartlift-line__plan cartlift-line__plan--loading');
    expect(look()).toEqual(['Switching you over...', 'rgb(230, 230, 230)', 'rgb(20, 20, 20)']);
    expect(select.disabled).toBe(true);
    expect(source.change).toHaveBeenCalledWith({ line: 1, quantity: 1, selling_plan: 7 });
    await act(async () => {
      finish();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(box().className).toBe('cartlift-line__plan cartlift-line__plan--subscribed');
    expect(look()[0]).toBe('You are subscribed');
  });

  it('the stored English defaults follow the shop language', async () => {
    await mount(line(11, 1, 2500), { default_language: 'french', subscription: { ...subscription, text: 'Subscribe and save' } });
    expect(look()[0]).toBe("S'abonner et économiser");
  });
});
