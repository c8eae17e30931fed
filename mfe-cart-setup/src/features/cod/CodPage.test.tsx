import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { startTestGateway } from '../../testing/testGateway';
import { COD_ORDER_MODE_LABELS, COD_PAYMENT_PENDING_NOTE } from '@cartlift/domain';
import { COD_PAGE_TITLE, COD_SAVED } from './CodPage';

const fieldLabels = () => Array.from(document.querySelectorAll('[data-cod-field] h3')).map((h) => h.textContent);

describe('COD customisation page', () => {
  it('has the spec title and Back to settings', async () => {
    startTestGateway();
    renderRoute('/settings/cod');
    expect(await screen.findByRole('heading', { name: COD_PAGE_TITLE })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to settings' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings'));
  });

  it('COD-only switches the in-cart form off (cart-and-shop.md §4)', async () => {
    startTestGateway();
    renderRoute('/settings/cod');
    const inCart = (await screen.findByLabelText('Show the form in the cart')) as HTMLInputElement;
    fireEvent.click(inCart);
    expect(inCart.checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Cash on delivery only'));
    await waitFor(() => expect((screen.getByLabelText('Show the form in the cart') as HTMLInputElement).checked).toBe(false));
  });

  // Reordering (drag and keyboard) needs layout, which jsdom lacks: the browser journey e2e/admin covers it.
  it('adds and removes fields, never the name field, and saves the new form', async () => {
    const gw = startTestGateway();
    renderRoute('/settings/cod');
    await screen.findByText('Form fields');
    expect(fieldLabels()).toEqual(['First name', 'Email', 'Phone', 'Address', 'Note']);
    // Polaris marks a disabled button with aria-disabled.
    expect(screen.getByRole('button', { name: 'Required for the order: First name' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Remove First name' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Note' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    expect(fieldLabels()).toEqual(['First name', 'Email', 'Phone', 'Address', 'Titre']);
    const last = document.querySelectorAll<HTMLElement>('[data-cod-field]')[4];
    fireEvent.change(within(last).getByLabelText('Label'), { target: { value: 'Company' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COD_SAVED)).toBeTruthy();
    expect(gw.shop.cod_settings.form.map((f) => f.label)).toEqual(['First name', 'Email', 'Phone', 'Address', 'Company']);
  });

  it('shows a field error on its field (a dropdown needs a choice) and saves nothing', async () => {
    const gw = startTestGateway();
    renderRoute('/settings/cod');
    await screen.findByText('Form fields');
    const note = document.querySelectorAll<HTMLElement>('[data-cod-field]')[4];
    fireEvent.change(within(note).getByLabelText('Type'), { target: { value: 'dropdown' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await within(note).findByText('A choice is required')).toBeTruthy();
    expect(gw.saves).toHaveLength(0);
  });

  it('offers a draft order to confirm (chosen by default) or payment pending with its App Store warning, and saves the choice', async () => {
    const gw = startTestGateway();
    renderRoute('/settings/cod');
    const draft = (await screen.findByLabelText(COD_ORDER_MODE_LABELS.draft_order)) as HTMLInputElement;
    const pending = screen.getByLabelText(COD_ORDER_MODE_LABELS.payment_pending) as HTMLInputElement;
    expect([draft.checked, pending.checked]).toEqual([true, false]);
    // The note is the choice's help text; the banner repeats it only while payment pending is chosen.
    expect(screen.getAllByText(COD_PAYMENT_PENDING_NOTE)).toHaveLength(1);
    fireEvent.click(pending);
    await waitFor(() => expect(screen.getAllByText(COD_PAYMENT_PENDING_NOTE)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COD_SAVED)).toBeTruthy();
    expect(gw.shop.cod_settings.order_mode).toBe('payment_pending');
  });

  it("lets the merchant say which order field a text answer fills, guessed from the label until chosen", async () => {
    const gw = startTestGateway();
    renderRoute('/settings/cod');
    await screen.findByText('Form fields');
    const cards = document.querySelectorAll<HTMLElement>('[data-cod-field]');
    expect(within(cards[0]).queryByLabelText('On the order')).toBeNull();
    expect((within(cards[3]).getByLabelText('On the order') as HTMLSelectElement).value).toBe('address1');
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    const added = document.querySelectorAll<HTMLElement>('[data-cod-field]')[5];
    fireEvent.change(within(added).getByLabelText('Label'), { target: { value: 'City' } });
    expect((within(added).getByLabelText('On the order') as HTMLSelectElement).value).toBe('city');
    fireEvent.change(within(added).getByLabelText('On the order'), { target: { value: 'zip' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COD_SAVED)).toBeTruthy();
    expect(gw.shop.cod_settings.form.map((f) => f.order_field)).toEqual([undefined, undefined, 'phone', 'address1', 'none', 'zip']);
  });
});
