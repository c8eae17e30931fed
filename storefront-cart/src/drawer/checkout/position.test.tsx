import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { StorefrontSettings as WidgetSettings } from '@cartlift/domain/storefront';
import { App, type AppProps } from '../App';
import { cartOf, line, memorySource } from '../../test-support/memory-source';
import { drawerHost } from '../../test-support/host';
import { footerPosition } from './Footer';

// cart-and-shop.md §2/§4 checkout position: where the checkout block sits. Layout itself is checked in Chromium
// (cartSetup.e2e).
const host = drawerHost();

async function mount(settings: WidgetSettings) {
  const props: AppProps = {
    source: memorySource(cartOf([line(11, 1, 2500)])),
    lookup: { settings, campaigns: [], compareAtMap: {} },
    open: true,
    onClose: jest.fn(),
  };
  await act(async () => render(<App {...props} />, host()));
}
const footer = () => host().querySelector<HTMLElement>('.cartlift-footer');
const position = (fix: boolean | undefined, grow: boolean | undefined): WidgetSettings => ({
  modules: { checkout_button: { fix_checkout_container: fix } },
  product: { grow },
});

describe('footerPosition', () => {
  it('reads the two stored flags as the Cart Setup screen writes them (cart-and-shop.md §4), fix winning', () => {
    expect(footerPosition(position(true, false))).toBe('sticky');
    expect(footerPosition(position(false, true))).toBe('lower');
    expect(footerPosition(position(false, false))).toBe('higher');
    expect(footerPosition(position(true, true))).toBe('sticky');
    // Settings saved before the flag existed: the suggested position.
    expect(footerPosition({})).toBe('sticky');
  });
});

describe('checkout block placement in the drawer', () => {
  it('sticky: pinned under the scrolling slide, outside it', async () => {
    await mount(position(true, false));
    expect(footer()!.className).toBe('cartlift-footer cartlift-footer--sticky');
    expect(footer()!.closest('.cartlift-slide')).toBeNull();
    expect(footer()!.parentElement!.className).toBe('cartlift-panel');
  });

  it.each([
    ['lower', true],
    ['higher', false],
  ])('%s: inside the cart slide, after the lines, scrolling with them', async (name, grow) => {
    await mount(position(false, grow));
    expect(footer()!.className).toBe(`cartlift-footer cartlift-footer--${name}`);
    const slide = footer()!.closest('.cartlift-slide')!;
    expect(slide.classList.contains('cartlift-slide--with-footer')).toBe(true);
    expect(slide.getAttribute('aria-hidden')).toBe('false');
    expect(slide.lastElementChild).toBe(footer());
    expect(host().querySelectorAll('.cartlift-footer')).toHaveLength(1);
  });

  it('an empty cart shows no checkout block in any position', async () => {
    for (const [fix, grow] of [[true, false], [false, true], [false, false]]) {
      const props: AppProps = {
        source: memorySource(cartOf([])),
        lookup: { settings: position(fix, grow), campaigns: [], compareAtMap: {} },
        open: true,
        onClose: jest.fn(),
      };
      await act(async () => render(<App {...props} />, host()));
      expect(footer()).toBeNull();
    }
  });
});
