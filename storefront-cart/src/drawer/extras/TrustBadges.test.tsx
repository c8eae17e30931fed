import { render } from 'preact';
import { act } from 'preact/test-utils';
import { badgeUrls, TrustBadges, type TrustBadgesProps } from './TrustBadges';
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

const on = { isActive: true, position: 'below_checkout', value: 'https://cdn.example/badges.png' } as const;
const show = (settings: TrustBadgesProps['settings'], position: TrustBadgesProps['position'] = 'below_checkout') =>
  act(() => render(<TrustBadges settings={settings} position={position} texts={textsFor('french')} />, host));
const images = () => [...host.querySelectorAll('.cartlift-badges img')].map((i) => i.getAttribute('src'));

describe('badgeUrls', () => {
  it('splits several URLs and drops unsafe or relative-path ones', () => {
    expect(badgeUrls('https://a.example/1.png, //b.example/2.svg\n/files/3.png')).toEqual([
      'https://a.example/1.png',
      '//b.example/2.svg',
      '/files/3.png',
    ]);
    expect(badgeUrls('javascript:alert(1) data:image/png;base64,xx ///x.png x.png')).toEqual([]);
    expect(badgeUrls(undefined)).toEqual([]);
  });
});

describe('TrustBadges', () => {
  it('renders nothing when off, empty, or at the other position', async () => {
    await show(undefined);
    expect(host.innerHTML).toBe('');
    await show({ ...on, isActive: false });
    expect(host.innerHTML).toBe('');
    await show({ ...on, value: '' });
    expect(host.innerHTML).toBe('');
    await show(on, 'above_checkout');
    expect(host.innerHTML).toBe('');
  });

  it('renders each badge image with a localised label for screen readers', async () => {
    await show({ ...on, value: 'https://cdn.example/visa.svg https://cdn.example/ssl.svg' });
    expect(images()).toEqual(['https://cdn.example/visa.svg', 'https://cdn.example/ssl.svg']);
    expect(host.querySelector('.cartlift-badges')?.getAttribute('aria-label')).toBe('Paiement sécurisé');
  });

  it('renders above the checkout when placed there', async () => {
    await show({ ...on, position: 'above_checkout' }, 'above_checkout');
    expect(images()).toEqual(['https://cdn.example/badges.png']);
  });
});
