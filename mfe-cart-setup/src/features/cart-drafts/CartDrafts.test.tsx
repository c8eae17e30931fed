import { CART_LOCKED, CART_SETTINGS_SAVED_TOAST, overlay, defaultShopSettings } from '@cartlift/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { startTestGateway } from '../../testing/testGateway';
import { formatSavedAt } from './CartVersionDialogs';
import { DRAFT_CAMPAIGNS_SAVED_TOAST } from './DraftCampaignsCard';
import { DRAFT_SAVED_TOAST, editingDraft } from './DraftCartSetupPage';

beforeEach(() => window.localStorage.clear());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const search = () => screen.getByTestId('location').getAttribute('data-search') ?? '';
const spring = overlay(defaultShopSettings(), { header: { title: 'Spring bag' } });
const campaignList = [
  { id: 'a', name: 'Spend goal', active: true },
  { id: 'b', name: 'Bigger spend goal', active: false },
];

/** Announces the preview frame as ready and returns what the admin posts into it. */
async function previewMessages() {
  const frame = (await screen.findByTitle('Cart preview')) as HTMLIFrameElement;
  const posted = jest.spyOn(frame.contentWindow!, 'postMessage');
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'CARTLIFT_PREVIEW_READY' }, source: frame.contentWindow }));
  });
  return () => posted.mock.calls.at(-1)?.[0] as { settings: { header: { title: string } }; campaign: { id: string } | null };
}

const dialog = async () => screen.findByRole('dialog');

describe('draft carts on Cart Setup', () => {
  it('switching to a draft loads its settings into the form, the preview and the URL', async () => {
    startTestGateway({ drafts: [{ id: 'd_1', name: 'Spring', settings: spring }] });
    renderRoute('/settings');
    await screen.findByText('Basic Cart Design');
    expect(field('Header title').value).toBe('My Cart');
    // Drafts are listed once their query answers.
    await screen.findByRole('option', { name: 'Spring' });
    fireEvent.change(screen.getByLabelText('Cart version'), { target: { value: 'd_1' } });
    expect(await screen.findByText(editingDraft('Spring'))).toBeTruthy();
    await waitFor(() => expect(field('Header title').value).toBe('Spring bag'));
    expect(search()).toContain('draft=d_1');
    expect(search()).toContain('shop=');
    // The live cart's activation and checkout settings page are not a draft's (section 5 is on this screen).
    expect(screen.queryByText('Cartlift is not activated on your theme')).toBeNull();
    expect(screen.queryAllByRole('link', { name: 'Checkout settings' })).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Manual Setup' }).length).toBeGreaterThan(0);
    const last = await previewMessages();
    await waitFor(() => expect(last().settings.header.title).toBe('Spring bag'));
  });

  it("saves a draft's edits with updateCartDraft, never updateShopSettings", async () => {
    const gw = startTestGateway({ drafts: [{ id: 'd_1', name: 'Spring', settings: spring }] });
    renderRoute('/settings?draft=d_1');
    await screen.findByText(editingDraft('Spring'));
    type('Header title', 'Summer bag');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DRAFT_SAVED_TOAST)).toBeTruthy();
    const [save] = gw.callsOf('CartSetupUpdateDraft');
    expect(save.variables.id).toBe('d_1');
    expect(save.variables.input).toEqual({ settings: expect.objectContaining({ header: expect.objectContaining({ title: 'Summer bag' }) }) });
    expect(gw.callsOf('SaveShopSettings')).toHaveLength(0);
    expect(gw.drafts.drafts[0].settings.header.title).toBe('Summer bag');
    expect(gw.state.settings.header.title).toBe('My Cart');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
  });

  it('creates a draft from the live cart, opens it, and renames it', async () => {
    const gw = startTestGateway({ campaignList });
    renderRoute('/settings');
    await screen.findByText('Basic Cart Design');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText('Draft name'), { target: { value: 'Blue cart' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(editingDraft('Blue cart'))).toBeTruthy();
    expect(gw.callsOf('CartSetupCreateDraft')[0].variables.input).toEqual({ name: 'Blue cart' });
    expect(search()).toContain('draft=d_1');
    // The copy has the live cart's campaigns on.
    expect(((await screen.findByRole('checkbox', { name: 'Spend goal' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Bigger spend goal' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const rename = await dialog();
    fireEvent.change(within(rename).getByLabelText('Draft name'), { target: { value: 'Navy cart' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(editingDraft('Navy cart'))).toBeTruthy();
    expect(gw.callsOf('CartSetupUpdateDraft')[0].variables).toEqual({ id: 'd_1', input: { name: 'Navy cart' } });
  });

  it('publishes after a confirmation: the draft becomes the live cart and the screen returns to it', async () => {
    const gw = startTestGateway({ campaignList, drafts: [{ id: 'd_1', name: 'Spring', settings: spring, campaignIds: ['b'] }] });
    renderRoute('/settings?draft=d_1');
    await screen.findByText(editingDraft('Spring'));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const modal = await dialog();
    expect(within(modal).getByText(/Spring becomes the live cart for every shopper/)).toBeTruthy();
    expect(gw.callsOf('CartSetupPublishDraft')).toHaveLength(0);
    fireEvent.click(within(modal).getByRole('button', { name: 'Publish draft' }));
    await waitFor(() => expect(search()).not.toContain('draft='));
    expect(gw.callsOf('CartSetupPublishDraft')[0].variables).toEqual({ id: 'd_1' });
    expect(gw.state.settings.header.title).toBe('Spring bag');
    expect(gw.drafts.campaigns.map((c) => c.active)).toEqual([false, true]);
    await waitFor(() => expect(field('Header title').value).toBe('Spring bag'));
    // The previous live cart was kept, so rollback is offered at once.
    expect(await screen.findByRole('button', { name: 'Roll back' })).toBeTruthy();
  });

  it('rolls the live cart back after a confirmation that says when it was kept', async () => {
    const savedAt = '2026-11-26T09:30:00.000Z';
    const gw = startTestGateway({
      campaignList,
      settings: { header: { ...defaultShopSettings().header, title: 'Published bag' } },
      previousLive: { settings: overlay(defaultShopSettings(), { header: { title: 'Old bag' } }), campaignIds: ['b'], savedAt },
    });
    renderRoute('/settings');
    await screen.findByText('Basic Cart Design');
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back' }));
    const modal = await dialog();
    expect(within(modal).getByText(new RegExp(formatSavedAt(savedAt)))).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Roll back live cart' }));
    await waitFor(() => expect(field('Header title').value).toBe('Old bag'));
    expect(gw.callsOf('CartSetupRollbackLiveCart')).toHaveLength(1);
    expect(gw.drafts.campaigns.map((c) => c.active)).toEqual([false, true]);
    // The cart it replaced is kept in turn, so the rollback can itself be undone.
    expect(gw.drafts.previousLive?.settings.header.title).toBe('Published bag');
  });

  it("saves the draft's campaign checklist as ids, and the preview draws the draft's campaign", async () => {
    const gw = startTestGateway({ campaignList, drafts: [{ id: 'd_1', name: 'Spring', campaignIds: ['a'] }] });
    renderRoute('/settings?draft=d_1');
    const bigger = (await screen.findByRole('checkbox', { name: 'Bigger spend goal' })) as HTMLInputElement;
    const last = await previewMessages();
    await waitFor(() => expect(last().campaign?.id).toBe('a'));
    fireEvent.click(bigger);
    expect(await screen.findByText(DRAFT_CAMPAIGNS_SAVED_TOAST)).toBeTruthy();
    expect(gw.callsOf('CartSetupUpdateDraft')[0].variables.input).toEqual({ campaignIds: ['a', 'b'] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Spend goal' }));
    await waitFor(() => expect(gw.callsOf('CartSetupUpdateDraft')).toHaveLength(2));
    expect(gw.callsOf('CartSetupUpdateDraft')[1].variables.input).toEqual({ campaignIds: ['b'] });
    expect(gw.drafts.drafts[0].campaignIds).toEqual(['b']);
    await waitFor(() => expect(last().campaign?.id).toBe('b'));
    // The live cart's campaigns are untouched by the draft's list.
    expect(gw.drafts.campaigns.map((c) => c.active)).toEqual([true, false]);
  });

  it('a draft under test shows the lock, links to Experiments and cannot be saved', async () => {
    const gw = startTestGateway({ campaignList, drafts: [{ id: 'd_1', name: 'Spring', lockedBy: 'x_1' }] });
    renderRoute('/settings?draft=d_1');
    expect(await screen.findByText(CART_LOCKED)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Open Experiments' })[0].getAttribute('href')).toMatch(/^\/experiments/);
    // The campaign checklist comes from its own query, which may answer after the draft (a loaded CI run did so).
    expect(((await screen.findByRole('checkbox', { name: 'Spend goal' })) as HTMLInputElement).disabled).toBe(true);
    type('Header title', 'Not allowed');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(save);
    expect(gw.callsOf('CartSetupUpdateDraft')).toHaveLength(0);
  });

  it('a save the gateway refuses as locked (an experiment started meanwhile) shows the lock and disables Save', async () => {
    const gw = startTestGateway({ drafts: [{ id: 'd_1', name: 'Spring' }] });
    renderRoute('/settings?draft=d_1');
    await screen.findByText(editingDraft('Spring'));
    expect(screen.queryByText(CART_LOCKED)).toBeNull();
    gw.drafts.drafts[0].lockedBy = 'x_1';
    type('Header title', 'Too late');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This cart is locked')).toBeTruthy();
    // Said once, in the banner (not also as an error toast).
    expect(screen.getAllByText(CART_LOCKED)).toHaveLength(1);
    // Polaris' Frame draws the contextual save bar from an effect, a commit after the banner's: wait for it.
    await waitFor(() => {
      const save = screen.getByRole('button', { name: 'Save' });
      expect(save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true').toBe(true);
    });
    expect(gw.callsOf('CartSetupUpdateDraft')).toHaveLength(1);
    expect(field('Header title').value).toBe('Too late');
  });

  it('the live cart under test shows the lock and cannot be saved or published over', async () => {
    const gw = startTestGateway({ runningExperiment: 'x_1', drafts: [{ id: 'd_1', name: 'Spring' }] });
    renderRoute('/settings');
    expect(await screen.findByText(CART_LOCKED)).toBeTruthy();
    type('Header title', 'Not allowed');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(save);
    expect(gw.callsOf('SaveShopSettings')).toHaveLength(0);
    expect(screen.queryByText(CART_SETTINGS_SAVED_TOAST)).toBeNull();
  });

  it('deletes a draft after a confirmation and returns to the live cart', async () => {
    const gw = startTestGateway({ drafts: [{ id: 'd_1', name: 'Spring' }] });
    renderRoute('/settings?draft=d_1');
    await screen.findByText(editingDraft('Spring'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(search()).not.toContain('draft='));
    expect(gw.drafts.drafts).toHaveLength(0);
    expect(await screen.findByText('Basic Cart Design')).toBeTruthy();
  });

  it('asks before switching cart versions with unsaved edits', async () => {
    startTestGateway({ drafts: [{ id: 'd_1', name: 'Spring', settings: spring }] });
    renderRoute('/settings');
    await screen.findByRole('option', { name: 'Spring' });
    type('Header title', 'Unsaved');
    fireEvent.change(screen.getByLabelText('Cart version'), { target: { value: 'd_1' } });
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Stay' }));
    expect(search()).not.toContain('draft=');
    expect(field('Header title').value).toBe('Unsaved');
  });
});
