import { CART_SETTINGS_SAVED_TOAST } from '@cartlift/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { startTestGateway } from '../../testing/testGateway';
import { fontStack, loadFontFamilies, searchFamilies } from './fonts/fontFamilies';

describe('font choice (cart-and-shop.md §2 section 1)', () => {
  it('finds a family without 600 in the bundled list, with the stack the picker stores', async () => {
    const [lato] = searchFamilies(await loadFontFamilies(), 'lato', 1);
    expect(lato).toEqual(['Lato', 'sans-serif', [100, 300, 400, 700, 900]]);
    expect(fontStack(lato[0], lato[1])).toBe("'Lato', sans-serif");
  });

  it('names the chosen family’s weights; Use theme font clears the Google family and saves', async () => {
    const gw = startTestGateway({ settings: { font: { ...fontOf('Lato') } }, settingsSaved: true });
    renderRoute('/settings');
    expect(await screen.findByText('Lato: weights 100, 300, 400, 700, 900')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use theme font' }));
    await waitFor(() => expect(screen.getByText('Using your theme font')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(CART_SETTINGS_SAVED_TOAST);
    expect(gw.state.settings.font).toMatchObject({ custom: '', family: 'inherit' });
  });
});

function fontOf(family: string) {
  return { color: { r: 0, g: 0, b: 0, a: 1 }, size: 14, custom: family, family: `'${family}', sans-serif` };
}
