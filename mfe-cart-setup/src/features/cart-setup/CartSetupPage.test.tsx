import { readLocalFlag } from '@cartlift/admin-kit';
import { CART_SETTINGS_SAVED_TOAST, tooShort } from '@cartlift/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { startTestGateway, TEST_SHOP } from '../../testing/testGateway';
import { CART_IS_LIVE, NEARLY_THERE } from '../activation/ActivationPanel';

beforeEach(() => window.localStorage.clear());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('Cart Setup', () => {
  it('edits locally, shows the unsaved bar, saves the payload without settingsSaved, toasts and refetches', async () => {
    const gw = startTestGateway();
    renderRoute('/settings');
    await screen.findByText('Basic Cart Design');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    type('Header title', 'Your bag');
    fireEvent.click(saveButton());
    expect(await screen.findByText(CART_SETTINGS_SAVED_TOAST)).toBeTruthy();
    const [save] = gw.callsOf('SaveShopSettings');
    const input = save.variables.input as Record<string, unknown>;
    expect(input).not.toHaveProperty('settingsSaved');
    expect((input.header as { title: string }).title).toBe('Your bag');
    expect(gw.state.settings.header.title).toBe('Your bag');
    await waitFor(() => expect(gw.callsOf('SettingsShop').length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
  });

  it("shows the spec's message at the field and blocks saving while invalid; Discard restores", async () => {
    const gw = startTestGateway();
    renderRoute('/settings');
    await screen.findByText('Basic Cart Design');
    type('Header title', 'ab');
    expect(await screen.findByText(tooShort(3))).toBeTruthy();
    expect(saveButton().hasAttribute('disabled') || saveButton().getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(saveButton());
    expect(gw.callsOf('SaveShopSettings')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(field('Header title').value).toBe('My Cart'));
    expect(screen.queryByText(tooShort(3))).toBeNull();
  });

  it('applies the linked settings as the merchant edits (cart-and-shop.md §4)', async () => {
    const gw = startTestGateway();
    renderRoute('/settings');
    await screen.findByText('Basic Cart Design');
    fireEvent.click(screen.getByLabelText('Show the subtotal in the checkout button'));
    await waitFor(() => expect(field('Checkout button text').value).toBe('Checkout'));
    fireEvent.click(screen.getByLabelText('Lower'));
    fireEvent.click(saveButton());
    await screen.findByText(CART_SETTINGS_SAVED_TOAST);
    expect(gw.state.settings.modules.checkout_button).toMatchObject({ show_subtotal: false, fix_checkout_container: false });
    expect(gw.state.settings.product.grow).toBe(true);
    expect(gw.state.settings.modules.checkout_button.button_text.text).toBe('Checkout');
  });
});

describe('activation', () => {
  it('asks to confirm untouched defaults; Activate turns the cart on, stores the local flag and opens the installation modal', async () => {
    const gw = startTestGateway();
    renderRoute('/settings');
    expect(await screen.findByText('Cartlift is not activated on your theme')).toBeTruthy();
    expect(screen.getByText(NEARLY_THERE)).toBeTruthy();
    expect(screen.getByText('custom cart is disabled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText("You're about to activate the cart with the default settings")).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Activate the cart on your theme')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Editor' }).getAttribute('href')).toBe('http://store.test/__dev');
    expect(gw.callsOf('POST /cart/activate')[0].body).toEqual({ active: true, rtl: false });
    // cart-and-shop.md §4: never-saved settings are saved first.
    expect(gw.callsOf('SaveShopSettings')).toHaveLength(1);
    expect(readLocalFlag(TEST_SHOP, 'first_cart_turn_on')).toBe(true);
    expect(await screen.findByText('custom cart is enabled')).toBeTruthy();
  });

  it('Cancel in the confirmation discards and activates nothing', async () => {
    const gw = startTestGateway();
    renderRoute('/settings');
    await screen.findByText('Cartlift is not activated on your theme');
    fireEvent.click(screen.getByRole('switch', { name: 'Turn on' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText("You're about to activate the cart with the default settings")).toBeNull());
    expect(gw.callsOf('POST /cart/activate')).toHaveLength(0);
  });

  it('shows active on theme with Disable, and the first-campaign banner when there is none', async () => {
    const gw = startTestGateway({ settings: { active: true }, settingsSaved: true, embedEnabled: true });
    renderRoute('/settings');
    expect(await screen.findByText('Cartlift is active on your theme')).toBeTruthy();
    expect(await screen.findByText(CART_IS_LIVE)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Add Upsell' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/campaigns/create'));
    expect(gw.callsOf('GET /cart/status').length).toBeGreaterThan(0);
  });

  it('Disable turns the cart off without touching unsaved edits', async () => {
    const gw = startTestGateway({ settings: { active: true }, settingsSaved: true, embedEnabled: true, campaigns: 1 });
    renderRoute('/settings');
    await screen.findByText('Cartlift is active on your theme');
    type('Header title', 'Kept edit');
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('custom cart is disabled')).toBeTruthy();
    expect(gw.callsOf('POST /cart/activate')[0].body).toMatchObject({ active: false });
    expect(field('Header title').value).toBe('Kept edit');
  });

  it('with settings saved before, posts the activation and then saves the unsaved edits (cart-and-shop.md §4)', async () => {
    const gw = startTestGateway({ settingsSaved: true, campaigns: 1 });
    renderRoute('/settings');
    await screen.findByText('Cartlift is not activated on your theme');
    type('Header title', 'Edited first');
    fireEvent.click(screen.getByRole('switch', { name: 'Turn on' }));
    await waitFor(() => expect(gw.callsOf('SaveShopSettings')).toHaveLength(1));
    const order = gw.calls.map((c) => c.operation).filter((o) => o === 'POST /cart/activate' || o === 'SaveShopSettings');
    expect(order).toEqual(['POST /cart/activate', 'SaveShopSettings']);
    expect(gw.state.settings).toMatchObject({ active: true, header: { title: 'Edited first' } });
  });
});
