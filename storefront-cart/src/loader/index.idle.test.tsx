import type { Lookup } from '../shared/gateway';
import { line } from '../test-support/memory-source';
import { loaderPage, settle } from '../test-support/loader-page';

// The real loader and the real drawer chunk on a page the shopper has not touched: idle time alone fetches the chunk
// and then, in an idle callback of its own, renders the drawer closed, so a press or a script's click finds it drawn.
const idle: (() => void)[] = [];
/** Runs the idle callbacks queued so far (not the ones they queue) and lets what they started settle. */
const idleTurn = async () => {
  idle.splice(0).forEach((fn) => fn());
  await settle();
};
const answer = (active: boolean): Lookup => ({ settings: { active }, campaigns: [], compareAtMap: {} });
const page = loaderPage({ answer: answer(true), token: 'c1', attributes: {}, items: [line(11, 1, 2500)] });
const root = () => document.getElementById('cartlift-root');

beforeAll(() => {
  window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = (fn: () => void) => idle.push(fn);
});

beforeEach(() => {
  idle.length = 0;
  document.getElementById('cartlift-root')?.remove();
  document.body.innerHTML = `
    <input id="search" type="search">
    <a id="cart-link" href="/cart">Cart</a>
    <form id="add" action="/cart/add" method="post"><input name="id" value="21"><button id="add-button" type="submit">Add</button></form>`;
});

describe('idle time renders the drawer closed', () => {
  it('fetches the chunk on the first idle callback and renders it closed on the next, hidden, with focus and scroll left alone', async () => {
    await page.boot();
    // Focus on a control that is no intent (focus on an add button or the cart link would be).
    document.getElementById('search')!.focus();
    expect(root()).toBeNull();
    await idleTurn();
    // The chunk is in; its render waits for an idle callback of its own (the long-task target: one task each).
    expect(root()).toBeNull();
    expect(idle).toHaveLength(1);
    await idleTurn();
    const drawer = root()!.querySelector('.cartlift-drawer')!;
    expect(drawer.classList.contains('cartlift-drawer--open')).toBe(false);
    expect(root()!.querySelector('.cartlift-panel')!.getAttribute('aria-hidden')).toBe('true');
    expect([...root()!.querySelectorAll('.cartlift-line')].map((li) => li.getAttribute('data-variant-id'))).toEqual(['11']);
    expect(document.activeElement?.id).toBe('search');
    expect(document.documentElement.classList.contains('cartlift-locked')).toBe(false);
  });

  it("renders nothing for a shop whose cart is switched off: the theme's page is left as it was", async () => {
    const off = loaderPage({ answer: answer(false), token: 'c2', attributes: {}, items: [] });
    await off.boot();
    await idleTurn();
    await idleTurn();
    expect(idle).toHaveLength(0);
    expect(root()).toBeNull();
  });
});
