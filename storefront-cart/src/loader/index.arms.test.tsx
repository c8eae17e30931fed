import { render } from 'preact';
import { act } from 'preact/test-utils';
import type { Arm } from '@cartlift/domain/experiment/assignment';
import { App } from '../drawer/App';
import type { WidgetContext } from '../shared/context';
import type { Lookup } from '../shared/gateway';
import { drawerHost } from '../test-support/host';
import { cartOf, line, memorySource } from '../test-support/memory-source';
import { experimentAnswer, visitorIn } from '../test-support/experiment';
import { cartUpdates, loaderPage, tracked } from '../test-support/loader-page';
import type { CartliftApi } from './index';
import { VISIT_KEY, VISITOR_KEY, WRITTEN_KEY } from './experiment';

// The real loader boots with a lookup answer; the drawer chunk is replaced by one that hands back the context the
// loader gives the drawer, and the real App draws the answer that context's lookup() gives.
const mockContexts: WidgetContext[] = [];
jest.mock('../drawer/mount', () => ({
  mountDrawer: (ctx: WidgetContext) => {
    mockContexts.push(ctx);
    return { prepare: () => undefined, open: () => undefined, close: () => undefined, isOpen: () => false, checkout: async () => undefined };
  },
}));

const hostOf = drawerHost();
beforeEach(() => {
  mockContexts.length = 0;
  sessionStorage.clear();
  document.cookie = `${VISITOR_KEY}=; max-age=0`;
});

/** Boots a page on `answer` and returns what the drawer would be handed, and the page's requests. */
async function bootWith(answer: Lookup) {
  const page = loaderPage({ answer, token: 'c1-cart', attributes: {}, items: [line(11, 1, 2500)] });
  await page.boot();
  await (window as Window & { Cartlift?: CartliftApi }).Cartlift!.open();
  expect(mockContexts).toHaveLength(1);
  return { page, ctx: mockContexts[0], drawn: (await mockContexts[0].lookup())! };
}

/** The drawer the shopper gets for an answer: its text colour and the Add To Unlock goal message it shows. */
async function draw(drawn: Lookup) {
  await act(async () => render(<App source={memorySource(cartOf([line(11, 1, 2500)]))} lookup={drawn} open onClose={jest.fn()} />, hostOf()));
  const drawer = hostOf().querySelector<HTMLElement>('.cartlift-drawer')!;
  return { colour: drawer.style.getPropertyValue('--cartlift-text'), goal: hostOf().querySelector('.cartlift-goals__message')?.textContent };
}

describe.each([
  ['control', 'rgba(10, 10, 10, 1)', 'Live goal'],
  ['variant', 'rgba(200, 0, 0, 1)', 'Draft goal'],
] as const)('a visitor in the %s arm of a draft experiment', (arm: Arm, colour, goal) => {
  it("draws that arm's cart: its colour and only its campaigns", async () => {
    localStorage.setItem(VISITOR_KEY, visitorIn('x_test', 50, arm));
    const { drawn } = await bootWith(experimentAnswer('draft'));
    expect(await draw(drawn)).toEqual({ colour, goal });
  });

  it('hands the drawer the arm for track events and checkout, writes the attributes once and sends the visit', async () => {
    const visitorId = visitorIn('x_test', 50, arm);
    localStorage.setItem(VISITOR_KEY, visitorId);
    localStorage.removeItem(VISIT_KEY);
    const { page, ctx } = await bootWith(experimentAnswer('draft'));
    expect(ctx.experiment).toEqual({ id: 'x_test', arm, visitorId });
    expect(ctx.cartAttributes).toEqual({ __cartlift_arm: `x_test:${arm}`, __cartlift_vid: visitorId });
    expect(cartUpdates(page.requests)).toEqual([{ attributes: ctx.cartAttributes }]);
    expect(tracked(page.requests)).toEqual([{ type: 'experiment_visit', experiment: ctx.experiment }]);
  });
});

describe('without an experiment', () => {
  it('changes nothing: no visitor id, no attribute write, no visit, the answer as sent, counts as before', async () => {
    localStorage.clear();
    const answer: Lookup = { settings: { active: true }, campaigns: experimentAnswer('draft').campaigns, compareAtMap: {} };
    document.body.insertAdjacentHTML('beforeend', '<span class="cart-count">0</span>');
    const { page, ctx, drawn } = await bootWith(answer);
    expect(drawn).toEqual(answer);
    expect([ctx.experiment, ctx.cartAttributes]).toEqual([undefined, undefined]);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem(WRITTEN_KEY)).toBeNull();
    expect(document.cookie).toBe('');
    expect(page.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual(['GET /cart.js', 'GET https://api.test/public/campaigns']);
    expect(document.querySelector('.cart-count')!.textContent).toBe('1');
  });
});
