import { CART_SETTINGS_SAVED_TOAST } from '@cartlift/domain';
import { fireEvent, screen } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { startTestGateway } from '../../testing/testGateway';

describe('checkout settings', () => {
  it('switches between normal and draft checkout and saves it', async () => {
    const gw = startTestGateway();
    renderRoute('/settings/checkout');
    expect(await screen.findByRole('heading', { name: 'Checkout settings' })).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('Draft checkout'));
    expect(await screen.findByText('Turn on the coupon form below so shoppers can still use their codes.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Use coupon code'));
    expect(screen.getByLabelText('Apply text')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CART_SETTINGS_SAVED_TOAST)).toBeTruthy();
    expect(gw.state.settings).toMatchObject({ draft_checkout: true, show_coupon: true });
  });

  it('shows the COD button fields only while COD is active', async () => {
    startTestGateway();
    renderRoute('/settings/checkout');
    await screen.findByRole('heading', { name: 'Checkout settings' });
    expect(screen.queryByLabelText('COD checkout button text')).toBeNull();
  });

  it('hides the draft/normal choice and says why when the shop did not grant draft orders', async () => {
    startTestGateway({ draftCheckoutAvailable: false });
    renderRoute('/settings/checkout');
    expect(await screen.findByText('Draft checkout is not available for your store')).toBeTruthy();
    expect(screen.queryByLabelText('Draft checkout')).toBeNull();
    expect(screen.getByLabelText('Loading text')).toBeTruthy();
  });

  it('offers the choice in Cart Setup section 5 too, only while draft checkout is available', async () => {
    const gw = startTestGateway();
    const first = renderRoute('/settings');
    await screen.findByText('Basic Cart Design');
    fireEvent.click(await screen.findByLabelText('Draft checkout'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CART_SETTINGS_SAVED_TOAST)).toBeTruthy();
    expect(gw.state.settings.draft_checkout).toBe(true);
    first.unmount();

    startTestGateway({ draftCheckoutAvailable: false });
    renderRoute('/settings');
    await screen.findByLabelText('Loading text');
    expect(screen.queryByLabelText('Draft checkout')).toBeNull();
  });

  it("the preview's toolbar names the slide on show: Product details on checkout settings, Cart on Cart Setup (cart-and-shop.md §2)", async () => {
    startTestGateway();
    const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
    const first = renderRoute('/settings/checkout');
    await screen.findByLabelText('Loading text');
    expect([pressed('Cart'), pressed('Product details')]).toEqual(['false', 'true']);
    fireEvent.click(screen.getByRole('button', { name: 'Cart' }));
    expect([pressed('Cart'), pressed('Product details')]).toEqual(['true', 'false']);
    first.unmount();

    renderRoute('/settings');
    await screen.findByText('Basic Cart Design');
    expect([pressed('Cart'), pressed('Product details')]).toEqual(['true', 'false']);
  });
});
