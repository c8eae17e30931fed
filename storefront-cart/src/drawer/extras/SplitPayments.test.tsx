import { render } from 'preact';
import { act } from 'preact/test-utils';
import { formatMoney } from '../../shared/domain';
import { instalment, SplitPayments, type SplitPaymentsProps } from './SplitPayments';
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

const on = { isActive: true, text: 'or {{splits}} interest-free payments of {{amount}}', image: '', splits: 4 };
const show = (settings: SplitPaymentsProps['settings'], total = 5999, language = 'english', format?: string) =>
  act(() => render(<SplitPayments settings={settings} total={total} texts={textsFor(language)} money={(c) => formatMoney(c, format)} />, host));
const line = () => host.querySelector('.cartlift-split') as HTMLElement | null;

describe('instalment', () => {
  it('divides the total by the splits, rounding up to the cent; bad splits fall back to 4', () => {
    expect(instalment(6000, 4)).toBe(1500);
    expect(instalment(5999, 4)).toBe(1500);
    expect(instalment(1000, 3)).toBe(334);
    expect(instalment(1000, 1)).toBe(250);
    expect(instalment(1000, undefined)).toBe(250);
  });
});

describe('SplitPayments', () => {
  it('renders nothing when off or for a free cart', async () => {
    await show(undefined);
    expect(line()).toBeNull();
    await show({ ...on, isActive: false });
    expect(line()).toBeNull();
    await show(on, 0);
    expect(line()).toBeNull();
  });

  it('fills {{splits}} and {{amount}} with the shop money format', async () => {
    await show(on, 6000);
    expect(line()?.textContent).toBe('or 4 interest-free payments of $15.00');
    await show({ ...on, splits: 3, text: 'Pay in {{splits}} × {{amount}}' }, 6000, 'english', '{{amount_with_comma_separator}} €');
    expect(line()?.textContent).toBe('Pay in 3 × 20,00 €');
  });

  it('localises the stored English default and shows the logo image', async () => {
    await show({ ...on, image: 'https://cdn.example/afterpay.svg' }, 6000, 'german');
    expect(line()?.textContent).toBe('oder 4 zinsfreie Raten à $15.00');
    expect(line()?.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/afterpay.svg');
  });

  it('"the provider shows its own message": no Cartlift text or logo', async () => {
    await show({ ...on, image: 'https://cdn.example/afterpay.svg', isExternal: true }, 6000);
    expect(host.innerHTML).toBe('');
  });
});
