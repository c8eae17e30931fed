import { defaultShopSettings } from '@cartlift/domain';
import { fireEvent, screen } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { startTestGateway } from '../../testing/testGateway';

jest.setTimeout(240_000);

/** Every path a field bound itself to while the screen rendered. */
const mockBound = new Set<string>();
jest.mock('../settings-form/SettingsForm', () => {
  const actual = jest.requireActual<typeof import('../settings-form/SettingsForm')>('../settings-form/SettingsForm');
  return {
    ...actual,
    useSettingsField: (path: string) => {
      mockBound.add(path);
      return actual.useSettingsField(path);
    },
  };
});

/** Dotted paths of every leaf of the default settings; colours ({r,g,b,a}) and lists count as one field each. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || 'r' in value) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafPaths(v, prefix ? `${prefix}.${k}` : k));
}

/** Fields set by a control that edits several at once, not by a field of their own. */
const EDITED_TOGETHER: Record<string, string> = {
  active: 'the activation switch and banner',
  'product.grow': 'the checkout position choice (cart-and-shop.md §4 linked settings)',
  'modules.checkout_button.fix_checkout_container': 'the checkout position choice (cart-and-shop.md §4 linked settings)',
  'font.family': 'the font picker (the stack of the chosen family)',
  'font.custom': 'the font picker (the chosen family)',
};

describe('Cart Setup shows a control for every cart-and-shop.md §3 shop settings field', () => {
  it('binds each field of the settings (with every optional part switched on)', async () => {
    const on = { isActive: true };
    startTestGateway({
      settings: {
        scary: { ...defaultShopSettings().scary, ...on },
        afterPay: { ...defaultShopSettings().afterPay, ...on },
        badges: { ...defaultShopSettings().badges, ...on },
        announcement: { ...defaultShopSettings().announcement, ...on },
        subscription: { ...defaultShopSettings().subscription, ...on },
        is_checkout_condition_active: true,
        show_coupon: true,
        show_coupon_alert_text: true,
      },
      codActive: true,
    });
    renderRoute('/settings');
    await screen.findByText('Basic Cart Design');
    await screen.findByLabelText('COD checkout button text');
    await screen.findByRole('button', { name: 'Reorder Order note' });
    for (const label of ['Show a text block', 'Let shoppers add an order note']) fireEvent.click(screen.getByLabelText(label));
    await screen.findByLabelText('Order note title');
    // The subscription fields show per preview state.
    for (const state of ['Loading', 'Subscribed']) {
      fireEvent.click(screen.getByRole('button', { name: state }));
      await screen.findByLabelText(`${state === 'Loading' ? 'Upgrading' : 'Subscribed'} text`);
    }

    const unbound = leafPaths(defaultShopSettings()).filter((p) => !(p in EDITED_TOGETHER) && !mockBound.has(p));
    expect(unbound).toEqual([]);
  });
});
