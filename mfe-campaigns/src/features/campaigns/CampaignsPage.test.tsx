import { CAMPAIGN_CAP, DELETE_MODAL_MESSAGE, DELETE_MODAL_TITLE, EMPTY_CAMPAIGNS_TEXT, NOT_DELIVERING_TITLE, OUT_OF_DATE_TEXT, OUT_OF_DATE_TITLE, TOAST_CAMPAIGN_REMOVED, TOAST_CAMPAIGN_UPDATED, TOAST_SOMETHING_WENT_WRONG } from '@cartlift/domain';
import { CAMPAIGN_SUMMARY_TAG, injectEndpoints } from '@cartlift/admin-kit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CampaignRecord } from '../../campaign/campaignRecord';
import { storedCampaign } from '../../testing/fixtures';
import { renderRoute } from '../../testing/renderRoute';
import { startTestGateway } from '../../testing/testGateway';
import { CAP_REACHED_TITLE } from '../../campaign/campaignCap';

/** Polaris renders a disabled Button as aria-disabled (and the disabled attribute on real buttons). */
const isDisabled = (el: HTMLElement): boolean => el.getAttribute('aria-disabled') === 'true' || (el as HTMLButtonElement).disabled === true;
const row = (name: string): HTMLElement => screen.getByText(name).closest('tr') as HTMLElement;

describe('campaign dashboard (/campaigns)', () => {
  it('lists campaigns with type, trigger, added products (3 significant digits) and revenue in the shop money format', async () => {
    const gw = startTestGateway({
      campaigns: [storedCampaign('a', 'bundles', { name: 'Tiers' }), storedCampaign('b', 'add_to_unlock', { name: 'Goals' })],
      analytics: { a: { UpsellsGenerated: 12345, upsellsTotalAmount: 1234.5 }, b: { UpsellsGenerated: 7, upsellsTotalAmount: 70, fbt: { UpsellsGenerated: 1, subtotal_sum: 5 } } },
      shop: { money_format: '€{{amount_with_comma_separator}}' },
    });
    renderRoute('/campaigns');
    await screen.findByText('Tiers');
    const tiers = row('Tiers');
    expect(within(tiers).getByText('Buy More Save More')).toBeTruthy();
    expect(within(tiers).getByText('Specific products')).toBeTruthy();
    expect(await within(tiers).findByText('12.3K')).toBeTruthy();
    expect(within(tiers).getByText('€1.234,50')).toBeTruthy();
    expect(within(row('Goals')).getByText('All products')).toBeTruthy();
    expect(within(row('Goals')).getByText('Add To Unlock')).toBeTruthy();
    expect(gw.callsOf('POST /analytics/campaigns')[0].body).toEqual({ campaigns: ['a', 'b'], one_tick_campaigns: [] });
  });

  it("warns when Shopify's checkout is not applying the saved campaigns (the discount sync failed), and when it will differ from the cart", async () => {
    const failing = "Cartlift's discount function (cartlift-discount) is not deployed to this store yet.";
    startTestGateway({ campaigns: [storedCampaign('a', 'bundles', { name: 'Tiers' })], shop: { discountSync: { state: 'FAILED', lastError: failing } } });
    const first = renderRoute('/campaigns');
    expect(await screen.findByText('Checkout is not applying your latest campaign changes')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && !!el.textContent?.startsWith(`${failing} Cartlift keeps retrying`))).toBeTruthy();
    first.unmount();
    startTestGateway({
      campaigns: [storedCampaign('a', 'bundles', { name: 'Tiers' })],
      shop: { discountSync: { state: 'SYNCED', lastError: null, warning: 'Two or more active Buy More Save More campaigns target different collections.' } },
    });
    renderRoute('/campaigns');
    await screen.findByText('Tiers');
    expect(screen.queryByText('Checkout is not applying your latest campaign changes')).toBeNull();
    // Synced, with a known difference between cart and checkout: a warning of its own.
    expect(screen.getByText('Checkout will differ from the cart')).toBeTruthy();
    expect(screen.getByText('Two or more active Buy More Save More campaigns target different collections.')).toBeTruthy();
  });

  it('shows a spinner while analytics load and sends one-tick triples for one-check products', async () => {
    const oneCheck = storedCampaign('o', 'one_check_up_sell', { name: 'Protection' });
    oneCheck.settings!.multi_one_check_upsell!.products = [
      { text: 't', product_type: 'existing', product: { id: 55, title: 'Shield', variants: [{ id: 551, price: '2.55' }] } },
    ];
    const gw = startTestGateway({ campaigns: [oneCheck], holdAnalytics: true, analytics: { o: [{ UpsellsGenerated: 3, upsellsTotalAmount: 7.65 }] } });
    renderRoute('/campaigns');
    await screen.findByText('Protection');
    expect(within(row('Protection')).getAllByText('Loading analytics').length).toBeGreaterThan(0);
    await act(async () => gw.releaseAnalytics());
    expect(await within(row('Protection')).findByText('$7.65')).toBeTruthy();
    expect(gw.callsOf('POST /analytics/campaigns')[0].body).toEqual({ campaigns: [], one_tick_campaigns: [['o', '55', '2.55']] });
  });

  it('offers the Frequent Bought Module popover only for Add To Unlock campaigns created on or after 2024-04-20', async () => {
    startTestGateway({
      campaigns: [
        storedCampaign('new', 'add_to_unlock', { name: 'Recent', createdAt: String(Date.UTC(2024, 3, 20)) }),
        storedCampaign('old', 'add_to_unlock', { name: 'Older', createdAt: String(Date.UTC(2024, 3, 19)) }),
      ],
      analytics: {
        new: { UpsellsGenerated: 2, upsellsTotalAmount: 10, fbt: { UpsellsGenerated: 4, subtotal_sum: 12.5 } },
        old: { UpsellsGenerated: 1, upsellsTotalAmount: 3, fbt: { UpsellsGenerated: 1, subtotal_sum: 1 } },
      },
    });
    renderRoute('/campaigns');
    const revenue = await within(await waitFor(() => row('Recent'))).findByRole('button', { name: '$10.00' });
    // jsdom cannot position Polaris overlays, so the popover's content is checked in the browser journey; here: which
    // rows get the popover's activator.
    expect(revenue.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(revenue);
    expect(revenue.getAttribute('aria-expanded')).toBe('true');
    expect(within(row('Older')).queryByRole('button', { name: '$3.00' })).toBeNull();
    expect(within(row('Older')).getByText('$3.00')).toBeTruthy();
  });

  it('warns "Not delivering" with Learn More, and "Out of date" with Duplicate and Edit disabled', async () => {
    const hidden = storedCampaign('h', 'one_check_up_sell', { name: 'Hidden upsell' });
    hidden.settings!.multi_one_check_upsell!.products = [{ text: 't', product_type: 'hidden', product: { id: 9, title: 'Protect', price: '1' } }];
    const outdated = storedCampaign('x', 'add_to_unlock', { name: 'Outdated' });
    outdated.settings!.add_to_unlock!.goals = [{ ...outdated.settings!.add_to_unlock!.goals![0], reward_type: 'free_shipping', free_shipping: { manual: false } }];
    startTestGateway({ campaigns: [hidden, outdated] });
    renderRoute('/campaigns');
    await screen.findByText('Hidden upsell');
    expect(within(row('Hidden upsell')).getByText(NOT_DELIVERING_TITLE)).toBeTruthy();
    expect(within(row('Hidden upsell')).getByRole('link', { name: 'Learn More' })).toBeTruthy();
    const old = row('Outdated');
    expect(within(old).getByText(OUT_OF_DATE_TITLE)).toBeTruthy();
    expect(within(old).getByText(OUT_OF_DATE_TEXT)).toBeTruthy();
    expect(isDisabled(within(old).getByRole('button', { name: 'Duplicate Outdated' }))).toBe(true);
    expect(isDisabled(within(old).getByRole('button', { name: 'Edit Outdated' }))).toBe(true);
    expect(isDisabled(within(row('Hidden upsell')).getByRole('button', { name: 'Edit Hidden upsell' }))).toBe(false);
  });

  it('toggles Active with {active}, replaces the row with the answer and toasts "Campaign has been updated"', async () => {
    const gw = startTestGateway({ campaigns: [storedCampaign('a', 'add_to_unlock', { name: 'Goals' })] });
    renderRoute('/campaigns');
    const box = await screen.findByRole('checkbox', { name: 'Active: Goals' });
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    expect(await screen.findByText(TOAST_CAMPAIGN_UPDATED)).toBeTruthy();
    expect(gw.callsOf('ToggleCampaign')[0].variables).toEqual({ id: 'a', input: { active: false } });
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Active: Goals' }) as HTMLInputElement).checked).toBe(false));
    expect(gw.callsOf('CampaignList')).toHaveLength(1);
  });

  it("a toggle and a removal refresh the shell's campaign summary (Getting started step 3) at once", async () => {
    // Stands in for the shell's summary query: it provides the same tag and counts how often it is asked.
    let asked = 0;
    const probe = injectEndpoints('test/summary-probe', (build) => ({
      summaryProbe: build.query<number, void>({
        queryFn: () => ({ data: ++asked }),
        providesTags: [CAMPAIGN_SUMMARY_TAG],
      }),
    }));
    startTestGateway({ campaigns: [storedCampaign('a', 'add_to_unlock', { name: 'Goals' }), storedCampaign('b', 'bundles', { name: 'Tiers' })] });
    const { store } = renderRoute('/campaigns');
    store.dispatch(probe.endpoints.summaryProbe.initiate());
    await waitFor(() => expect(asked).toBe(1));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Active: Goals' }));
    await waitFor(() => expect(asked).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tiers' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(asked).toBe(3));
  });

  it('removes a campaign after the "Deleting a campaign" modal and toasts "Campaign has been removed"', async () => {
    const gw = startTestGateway({ campaigns: [storedCampaign('a', 'add_to_unlock', { name: 'Goals' }), storedCampaign('b', 'bundles', { name: 'Tiers' })] });
    renderRoute('/campaigns');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Goals' }));
    expect(await screen.findByText(DELETE_MODAL_TITLE)).toBeTruthy();
    expect(screen.getByText(DELETE_MODAL_MESSAGE)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TOAST_CAMPAIGN_REMOVED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Goals')).toBeNull());
    expect(screen.getByText('Tiers')).toBeTruthy();
    expect(gw.callsOf('RemoveCampaign')[0].variables).toEqual({ id: 'a' });
  });

  it('offers Load More while a next token exists and appends the next page', async () => {
    const many = Array.from({ length: 5 }, (_, i) => storedCampaign(`p${i}`, 'add_to_unlock', { name: `Page item ${i}` }));
    const gw = startTestGateway({ campaigns: many, pageSize: 3 });
    renderRoute('/campaigns');
    await screen.findByText('Page item 2');
    expect(screen.queryByText('Page item 3')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Page item 4')).toBeTruthy();
    expect(screen.getByText('Page item 0')).toBeTruthy();
    expect(gw.callsOf('CampaignList').map((c) => c.variables.nextToken)).toEqual([null, '3']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull());
  });

  it('shows the empty state text and the help panel', async () => {
    startTestGateway({ campaigns: [] });
    renderRoute('/campaigns');
    expect(await screen.findByText(EMPTY_CAMPAIGNS_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByText('Need help setting up campaigns or want best practices? Click here'));
    expect(await screen.findByText('Help and best practices')).toBeTruthy();
  });

  it('at the cap of 35 says so, and disables New Campaign and Duplicate with that reason', async () => {
    const many = Array.from({ length: CAMPAIGN_CAP }, (_, i) => storedCampaign(`c${i}`, 'add_to_unlock', { name: `Campaign number ${i}` }));
    startTestGateway({ campaigns: many });
    renderRoute('/campaigns');
    expect(await screen.findByText(CAP_REACHED_TITLE)).toBeTruthy();
    const newButtons = screen.getAllByRole('button', { name: 'New Campaign' });
    expect(newButtons.every(isDisabled)).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Duplicate Campaign number 0' }))).toBe(true);
  });

  it('navigates to the editor routes with the query string kept', async () => {
    startTestGateway({ campaigns: [storedCampaign('a', 'add_to_unlock', { name: 'Goals' })] });
    renderRoute('/campaigns');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Goals' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/campaigns/create/a?shop=cartlift-demo.myshopify.com'));
  });

  it('previews a campaign in the cart with the eye toggle and hides it again', async () => {
    startTestGateway({ campaigns: [storedCampaign('a', 'add_to_unlock', { name: 'Goals' })] });
    renderRoute('/campaigns');
    fireEvent.click(await screen.findByRole('button', { name: 'Preview Goals' }));
    const frame = (await screen.findByTitle('Cart preview')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('http://gateway.test/storefront/preview.html');
    fireEvent.click(screen.getByRole('button', { name: 'Hide preview of Goals' }));
    await waitFor(() => expect(screen.queryByTitle('Cart preview')).toBeNull());
  });

  it('previews a Buy More Save More campaign with its product (GET /products by handle), so its tiers have a line to draw on', async () => {
    const hoodie = {
      id: 7,
      title: 'Organic Hoodie',
      handle: 'organic-hoodie',
      image: { src: 'https://cdn.example/hoodie.png' },
      images: [{ src: 'https://cdn.example/hoodie.png' }],
      options: [{ name: 'Size' }],
      variants: [{ id: 71, title: 'M', price: '65.00', compare_at_price: null, option1: 'M' }],
    };
    const tiers = storedCampaign('t', 'bundles', {
      name: 'Tiers',
      target: { type: 'specific_products', selected: [{ id: '7', title: 'Organic Hoodie', handle: 'organic-hoodie' }] },
    } as Partial<CampaignRecord>);
    const gw = startTestGateway({ campaigns: [tiers], products: [hoodie] });
    renderRoute('/campaigns');
    fireEvent.click(await screen.findByRole('button', { name: 'Preview Tiers' }));
    const frame = (await screen.findByTitle('Cart preview')) as HTMLIFrameElement;
    await waitFor(() => expect(gw.callsOf('GET /products').some((c) => c.url.includes('handle=organic-hoodie'))).toBe(true));
    const posted = jest.spyOn(frame.contentWindow!, 'postMessage');
    // The preview page announces itself; the admin then posts the campaign with its products.
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'CARTLIFT_PREVIEW_READY' }, source: frame.contentWindow }));
    });
    await waitFor(() => {
      const last = posted.mock.calls.at(-1)?.[0] as { campaign: { id: string }; products: { handle: string; variants: { price: number }[] }[] };
      expect(last.campaign.id).toBe('t');
      expect(last.products.map((p) => p.handle)).toEqual(['organic-hoodie']);
      expect(last.products[0].variants[0].price).toBe(6500);
    });
  });

  it('shows an error toast when a toggle fails and keeps the row as it was', async () => {
    startTestGateway({ campaigns: [storedCampaign('a', 'add_to_unlock', { name: 'Goals' })], failing: ['ToggleCampaign'] });
    renderRoute('/campaigns');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Active: Goals' }));
    expect(await screen.findByText(TOAST_SOMETHING_WENT_WRONG)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Active: Goals' }) as HTMLInputElement).checked).toBe(true);
  });

  it('records the first New Campaign click once (shop flag) and opens the editor', async () => {
    const gw = startTestGateway({ campaigns: [storedCampaign('a', 'add_to_unlock', { name: 'Goals' })] });
    renderRoute('/campaigns');
    await screen.findByText('Goals');
    await waitFor(() => expect(gw.callsOf('CampaignShop')).toHaveLength(1));
    const [visible] = screen.getAllByRole('button', { name: 'New Campaign' });
    fireEvent.click(visible);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/campaigns/create?shop=cartlift-demo.myshopify.com'));
    await waitFor(() => expect(gw.callsOf('MarkFirstNewCampaign')).toHaveLength(1));
    expect(gw.callsOf('MarkFirstNewCampaign')[0].variables).toEqual({ id: 'cartlift-demo.myshopify.com', input: { first_new_campaign_click: true } });
    // The shop is refetched with the flag set, so later clicks send nothing.
    await waitFor(() => expect(gw.callsOf('CampaignShop')).toHaveLength(2));
  });
});
