import type { CustomAtc } from '@cartlift/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeStore } from '@cartlift/admin-kit';
import { renderRoute } from '../../testing/renderRoute';
import { startTestGateway, TEST_SHOP } from '../../testing/testGateway';
import { settingsApi } from '../settings-form/settingsApi';
import type { ValueChangedMessage } from './frameMessages';

const ATC: CustomAtc = { button: 'form[action="/cart/add"] > button.custom-atc', id: { type: 'form', name: 'id', selector: 'form[action="/cart/add"] [name=id]' } };
const LINK = 'a.header__heading-link';

const button = (name: string) => screen.getByRole('button', { name });
const isDisabled = (b: HTMLElement) => b.hasAttribute('disabled') || b.getAttribute('aria-disabled') === 'true';

async function openManualSetup(store = makeStore()) {
  const gw = startTestGateway();
  renderRoute('/settings/setup', { store });
  const frame = (await screen.findByTitle('Storefront')) as HTMLIFrameElement;
  const frameWindow = frame.contentWindow;
  if (!frameWindow) throw new Error('the frame has no window');
  const sent: ValueChangedMessage[] = [];
  jest.spyOn(frameWindow, 'postMessage').mockImplementation((m: unknown) => void sent.push(m as ValueChangedMessage));
  /** A message as the sandboxed frame's script sends it: from its window, with the opaque origin "null". */
  const fromFrame = (data: unknown, origin = 'null', source: Window = frameWindow) =>
    act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin, source })));
  fromFrame({ type: 'MANUAL_SETUP_READY' });
  return { gw, frame, sent, fromFrame };
}

describe('Manual Setup', () => {
  it('switches the frame between Desktop and Mobile widths', async () => {
    const { frame } = await openManualSetup();
    expect(frame.style.width).toBe('100%');
    fireEvent.click(button('Mobile'));
    expect(frame.getAttribute('data-device')).toBe('mobile');
    expect(frame.style.width).toBe('390px');
    fireEvent.click(button('Desktop'));
    expect(frame.style.width).toBe('100%');
  });

  it('chooses an action, changes it and is done editing; the frame is told each time (VALUE_CHANGED)', async () => {
    const { sent } = await openManualSetup();
    await waitFor(() => expect(sent.at(-1)).toEqual({ type: 'VALUE_CHANGED', action: null, links: [], atcs: [] }));
    fireEvent.click(button('Add to cart button'));
    expect(screen.getByText('Selecting: Add to cart button')).toBeTruthy();
    await waitFor(() => expect(sent.at(-1)?.action).toBe('atc'));
    fireEvent.click(button('Change Action'));
    expect(screen.getByText('Selecting: Open cart links')).toBeTruthy();
    await waitFor(() => expect(sent.at(-1)?.action).toBe('links'));
    fireEvent.click(button('Done editing'));
    expect(screen.queryByText(/Selecting:/)).toBeNull();
    expect(button('Add to cart button')).toBeTruthy();
    await waitFor(() => expect(sent.at(-1)?.action).toBeNull());
  });

  it('Save is disabled until a selection changes; a selected button shows Unsaved changes and saves both lists', async () => {
    const { gw, sent, fromFrame } = await openManualSetup();
    expect(isDisabled(button('Save'))).toBe(true);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    fireEvent.click(button('Add to cart button'));
    fromFrame({ type: 'SELECT_ATC', button: ATC });
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    await waitFor(() => expect(sent.at(-1)?.atcs).toEqual([ATC]));
    fireEvent.click(button('Change Action'));
    fromFrame({ type: 'SELECT_CART_LINK', selector: LINK });
    expect(screen.getByText('1 cart link and 1 add-to-cart button selected. Click a selected element again to remove it.')).toBeTruthy();
    expect(isDisabled(button('Save'))).toBe(false);
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Manual setup saved')).toBeTruthy();
    expect(gw.callsOf('POST /cart/links')[0].body).toEqual({ custom_links: [{ selector: LINK, action: 'TOGGLE' }], custom_atcs: [ATC] });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(isDisabled(button('Save'))).toBe(true);
  });

  it('a selection made while the refetch after a save is on its way is kept when the answer lands', async () => {
    const store = makeStore();
    const { gw, fromFrame } = await openManualSetup(store);
    fireEvent.click(button('Open cart links'));
    fromFrame({ type: 'SELECT_CART_LINK', selector: LINK });
    const reads = gw.callsOf('SettingsShop').length;
    const answer = gw.holdShopReads();
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Manual setup saved')).toBeTruthy();
    // The save invalidated the shop: its refetch is sent, and the merchant selects a button before it answers.
    await waitFor(() => expect(gw.callsOf('SettingsShop').length).toBeGreaterThan(reads));
    fireEvent.click(button('Change Action'));
    fromFrame({ type: 'SELECT_ATC', button: ATC });
    await screen.findByText('Unsaved changes');
    answer();
    // The answer (the saved link) is in the page's cache.
    const cached = () => settingsApi.endpoints.getSettingsShop.select(TEST_SHOP)(store.getState()).data?.custom_links;
    await waitFor(() => expect(cached()).toHaveLength(1));
    expect(screen.getByText('1 cart link and 1 add-to-cart button selected. Click a selected element again to remove it.')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('a second selection of the same button removes it, back to nothing unsaved', async () => {
    const { fromFrame } = await openManualSetup();
    fireEvent.click(button('Add to cart button'));
    fromFrame({ type: 'SELECT_ATC', button: ATC });
    await screen.findByText('Unsaved changes');
    fromFrame({ type: 'SELECT_ATC', button: ATC });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(isDisabled(button('Save'))).toBe(true);
  });

  it('ignores messages from another origin or another window, and malformed ones', async () => {
    const { fromFrame } = await openManualSetup();
    fireEvent.click(button('Add to cart button'));
    fromFrame({ type: 'SELECT_ATC', button: ATC }, 'https://evil.test');
    fromFrame({ type: 'SELECT_ATC', button: ATC }, 'null', window);
    fromFrame({ type: 'SELECT_ATC', button: { button: ATC.button } });
    fromFrame({ type: 'SELECT_CART_LINK', selector: LINK }, window.location.origin);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.getByText('0 cart links and 0 add-to-cart buttons selected. Click a selected element again to remove it.')).toBeTruthy();
    // The same message from the frame itself is taken: the checks above are what kept the others out.
    fromFrame({ type: 'SELECT_ATC', button: ATC });
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
  });

  it('Close returns to Cart Setup', async () => {
    await openManualSetup();
    fireEvent.click(button('Close'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings'));
  });
});
