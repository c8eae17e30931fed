import { render } from 'preact';
import { act } from 'preact/test-utils';
import { Announcement } from './Announcement';
import { textsFor } from '../common/i18n';

let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
});
afterEach(() => {
  render(null, host);
  host.remove();
});

const on = { isActive: true, position: 'above_products', text: 'Free shipping on all orders today!' } as const;
const show = (settings: Parameters<typeof Announcement>[0]['settings'], position: 'above_products' | 'below_products' = 'above_products', language = 'english') =>
  act(() => render(<Announcement settings={settings} position={position} texts={textsFor(language)} />, host));
const banner = () => host.querySelector('.cartlift-announcement') as HTMLElement | null;

describe('Announcement', () => {
  it('renders nothing when off or missing', async () => {
    await show(undefined);
    expect(banner()).toBeNull();
    await show({ ...on, isActive: false });
    expect(banner()).toBeNull();
  });

  it('renders only at its own position', async () => {
    await show({ ...on, position: 'below_products' }, 'above_products');
    expect(banner()).toBeNull();
    await show({ ...on, position: 'below_products' }, 'below_products');
    expect(banner()?.textContent).toBe('Free shipping on all orders today!');
  });

  it('applies colours, style and alignment (left → start for RTL)', async () => {
    await show({ ...on, style: 'full', textAlignement: 'left', background: { r: 1, g: 2, b: 3, a: 1 }, border: { r: 4, g: 5, b: 6, a: 0.5 } });
    const el = banner()!;
    expect(el.className).toContain('cartlift-banner--full');
    expect(el.style.background).toBe('rgb(1, 2, 3)');
    expect(el.style.borderColor).toBe('rgba(4, 5, 6, 0.5)');
    expect(el.style.textAlign).toBe('start');
  });

  it('keeps simple HTML but strips scripts and handlers', async () => {
    await show({ ...on, text: '<b>Sale</b><script>alert(1)</script><img src=x onerror="alert(1)">' });
    expect(banner()!.querySelector('b')?.textContent).toBe('Sale');
    expect(banner()!.querySelector('script')).toBeNull();
    // Images are not on the rich-text allowlist at all (an img is how onerror runs).
    expect(banner()!.querySelector('img')).toBeNull();
  });

  it('shows the stored English default in the shopper language, a merchant text as written', async () => {
    await show(on, 'above_products', 'french');
    expect(banner()?.textContent).toBe("Livraison gratuite sur toutes les commandes aujourd'hui !");
    await show({ ...on, text: 'Soldes !' }, 'above_products', 'french');
    expect(banner()?.textContent).toBe('Soldes !');
  });
});
