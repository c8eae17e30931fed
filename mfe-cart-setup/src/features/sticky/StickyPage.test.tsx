import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { startTestGateway } from '../../testing/testGateway';
import { STICKY_SAVED } from './StickyPage';

describe('/sticky', () => {
  it('edits locally until Save, then saves sticky_cart and toasts; Discard restores', async () => {
    const gw = startTestGateway();
    renderRoute('/sticky');
    const show = await screen.findByLabelText('Show the sticky add-to-cart bar');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    fireEvent.click(show);
    fireEvent.change(screen.getByLabelText('Button text'), { target: { value: 'Buy it now' } });
    fireEvent.change(screen.getByLabelText('After Add to cart'), { target: { value: 'checkout' } });
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(STICKY_SAVED)).toBeTruthy();
    expect(gw.shop.sticky_cart).toMatchObject({ isActive: true, btn_text: 'Buy it now', atc_action: 'checkout' });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    fireEvent.change(screen.getByLabelText('Button text'), { target: { value: 'Other' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect((screen.getByLabelText('Button text') as HTMLInputElement).value).toBe('Buy it now');
  });

  it('shows per-field errors and sends nothing while they exist (quantity below 1, a too-short text)', async () => {
    const gw = startTestGateway();
    renderRoute('/sticky');
    const quantities = await screen.findAllByLabelText('Starting quantity');
    fireEvent.change(quantities[0], { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Button text'), { target: { value: 'Go' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be greater than or equal to 1')).toBeTruthy();
    expect(screen.getByText('is too short (minimum is 3 characters)')).toBeTruthy();
    expect(gw.saves).toHaveLength(0);
  });
});
