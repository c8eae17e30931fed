import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, CAMPAIGN_SUMMARY_TAG, writeLocalFlag } from '@cartlift/admin-kit';
import { renderShell, shopFixture, TEST_SHOP } from '../testing/renderShell';
import { LOGGED_OUT_TITLE } from '../features/auth/LogoutPage';

const Q = `?shop=${TEST_SHOP}`;

beforeEach(() => {
  window.localStorage.clear();
  // The welcome video would cover the page; its own test clears this.
  writeLocalFlag(TEST_SHOP, 'welcome_video_seen', true);
});

function sidebar() {
  return screen.getByRole('navigation');
}

describe('Getting started', () => {
  it('shows 0 of 3 tasks with a blue bar for a fresh shop, and the sidebar counter', async () => {
    renderShell(`/${Q}`);
    expect(await screen.findByText('0 of 3 tasks completed')).toBeTruthy();
    expect(screen.getByTestId('setup-progress').dataset.tone).toBe('blue');
    expect(within(sidebar()).getByText('0/3')).toBeTruthy();
  });

  it('counts the local design flag, the active cart and an active campaign; green at 3', async () => {
    writeLocalFlag(TEST_SHOP, 'first_cart_turn_on', true);
    renderShell(`/${Q}`, {
      shop: shopFixture({ settings: { active: true } }),
      campaigns: [
        { id: 'c1', active: false },
        { id: 'c2', active: true },
      ],
    });
    expect(await screen.findByText('3 of 3 tasks completed')).toBeTruthy();
    expect(screen.getByTestId('setup-progress').dataset.tone).toBe('green');
    expect(within(sidebar()).getByText('3/3')).toBeTruthy();
  });

  it('follows a campaign switched on elsewhere: the summary is asked again when a campaign write invalidates it', async () => {
    writeLocalFlag(TEST_SHOP, 'first_cart_turn_on', true);
    const campaigns = [{ id: 'c1', active: false }];
    const { store } = renderShell(`/${Q}`, { shop: shopFixture({ settings: { active: true } }), campaigns });
    expect(await screen.findByText('2 of 3 tasks completed')).toBeTruthy();
    // What the campaigns remote's toggle does to the one shared api: the gateway now counts one on.
    campaigns[0].active = true;
    act(() => {
      store.dispatch(api.util.invalidateTags([CAMPAIGN_SUMMARY_TAG]));
    });
    expect(await screen.findByText('3 of 3 tasks completed')).toBeTruthy();
  });

  it("counts the cart as active only when the theme's app embed is on too", async () => {
    renderShell(`/${Q}`, { shop: shopFixture({ settings: { active: true } }), embedEnabled: false });
    expect(await screen.findByText('0 of 3 tasks completed')).toBeTruthy();
  });

  it("counts the design reviewed from the shop's own first_cart_turn_on flag (another browser)", async () => {
    renderShell(`/${Q}`, { shop: shopFixture({ first_cart_turn_on: true }) });
    expect(await screen.findByText('1 of 3 tasks completed')).toBeTruthy();
  });

  it('updates when another screen stores the first-cart-turn-on flag', async () => {
    renderShell(`/${Q}`);
    await screen.findByText('0 of 3 tasks completed');
    act(() => writeLocalFlag(TEST_SHOP, 'first_cart_turn_on', true));
    expect(await screen.findByText('1 of 3 tasks completed')).toBeTruthy();
  });

  it('collapses the guide and opens the installation modal with Open Editor and Watch Tutorial', async () => {
    renderShell(`/${Q}`);
    await screen.findByText('0 of 3 tasks completed');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse setup guide' }));
    expect(screen.getByRole('button', { name: 'Expand setup guide' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Expand setup guide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const editor = await screen.findByRole('link', { name: 'Open Editor' });
    expect(editor.getAttribute('href')).toBe(
      `https://${TEST_SHOP}/admin/themes/current/editor?context=apps&activateAppId=cartlift%2Fapp-embed`,
    );
    expect(screen.getByRole('link', { name: 'Watch Tutorial' })).toBeTruthy();
  });

  it('shows the welcome video on first login; closing it sets the local flag and records the first login', async () => {
    window.localStorage.clear();
    const { calls } = renderShell(`/${Q}`);
    expect(await screen.findByText('Welcome to Cartlift')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(calls.some((c) => c.query.includes('mutation UpdateShopProp'))).toBe(true));
    const mutation = calls.find((c) => c.query.includes('mutation UpdateShopProp'));
    expect(mutation?.variables).toEqual({ id: TEST_SHOP, input: { welcome_video_watched: true } });
    expect(window.localStorage.getItem(`cartlift:welcome_video_seen:${TEST_SHOP}`)).toBe('true');
  });
});

describe('sidebar', () => {
  it('shows the external links only once the shop has a campaign', async () => {
    const first = renderShell(`/${Q}`);
    await screen.findByText('0 of 3 tasks completed');
    expect(within(sidebar()).queryByText("FAQ's")).toBeNull();
    first.unmount();
    renderShell(`/${Q}`, { campaigns: [{ id: 'c1', active: false }] });
    expect(await within(sidebar()).findByText("FAQ's")).toBeTruthy();
    expect(within(sidebar()).getByText('Privacy policy').closest('a')?.getAttribute('target')).toBe('_blank');
  });

  it('keeps the query string on every navigation', async () => {
    renderShell(`/${Q}&host=abc`);
    await screen.findByText('0 of 3 tasks completed');
    for (const label of ['Dashboard', 'Cart Setup', 'Upsell Campaigns', 'Sticky cart', 'Integrations', 'Your Plan']) {
      expect(within(sidebar()).getByText(label).closest('a')?.getAttribute('href')).toMatch(/\?shop=cartlift-demo\.myshopify\.com&host=abc$/);
    }
    fireEvent.click(within(sidebar()).getByText('Integrations'));
    expect(await screen.findByText('Integrations & Partners')).toBeTruthy();
    expect(window.location.pathname).toBe('/integrations');
    expect(window.location.search).toBe(`${Q}&host=abc`);
  });

  it('collapses', async () => {
    renderShell(`/${Q}`);
    await screen.findByText('0 of 3 tasks completed');
    fireEvent.click(screen.getByRole('button', { name: 'Hide sidebar' }));
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show sidebar' }));
    expect(screen.getByRole('navigation')).toBeTruthy();
  });
});

describe('warning banners', () => {
  it('shows multi-currency and draft-checkout warnings and stores their dismissal', async () => {
    const { calls } = renderShell(`/${Q}`, {
      shop: shopFixture({ enabled_presentment_currencies: ['USD', 'EUR'], settings: { draft_checkout: true } }),
    });
    expect(await screen.findByText('You have multi-currency enabled in your store')).toBeTruthy();
    expect(screen.getByText('Draft checkout is currently activated')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'I Understand' })[0]);
    await waitFor(() => expect(screen.queryByText('You have multi-currency enabled in your store')).toBeNull());
    const mutation = calls.find((c) => c.query.includes('mutation UpdateShopProp'));
    expect(mutation?.variables).toEqual({ id: TEST_SHOP, input: { multi_currency_checkout_alerted: true } });
    expect(screen.getByText('Draft checkout is currently activated')).toBeTruthy();
  });

  it('stays away once dismissed', async () => {
    renderShell(`/${Q}`, {
      shop: shopFixture({ enabled_presentment_currencies: ['USD', 'EUR'], multi_currency_checkout_alerted: true }),
    });
    await screen.findByText('0 of 3 tasks completed');
    expect(screen.queryByText('You have multi-currency enabled in your store')).toBeNull();
  });
});

describe('routes', () => {
  it('shows Page Not Found with a dashboard link on an unknown path', async () => {
    renderShell(`/no-such-page${Q}`);
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe(`/dashboard${Q}`);
  });

  it('sends a signed-out merchant to /login and back home after logging in', async () => {
    renderShell(`/${Q}`, { signedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('0 of 3 tasks completed')).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(window.location.search).toBe(Q);
  });

  it('/logout signs out, sets the title and redirects to /login keeping the query', async () => {
    const { isSignedIn } = renderShell(`/logout${Q}`);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(isSignedIn()).toBe(false);
    expect(document.title).toBe(LOGGED_OUT_TITLE);
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe(Q);
  });

  it('shows the error page when the shop cannot be fetched', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell(`/${Q}`, { shop: null });
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    spy.mockRestore();
  });
});
