import { assignArm, type Arm } from '@cartlift/domain/experiment/assignment';
import type { Lookup } from '../shared/gateway';
import type { Cart } from '../shared/types';
import { experimentAnswer, rgba, visitorIn } from '../test-support/experiment';
import { armLookup, armWriter, assign, keep, kept, sendVisit, VISIT_KEY, VISITOR_KEY, WRITTEN_KEY, type Assignment } from './experiment';

const cart = (token: string): Cart => ({
  token,
  note: null,
  attributes: {},
  item_count: 0,
  items: [],
  total_price: 0,
  original_total_price: 0,
  total_discount: 0,
  items_subtotal_price: 0,
  currency: 'USD',
});

/** window with web storage that throws, as with cookies blocked; the page's real cookie jar. */
const blockedStorage = () => {
  const refuse = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('SecurityError');
    },
  };
  return { localStorage: refuse, sessionStorage: refuse, document } as unknown as Window;
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const key of [VISITOR_KEY, VISIT_KEY, WRITTEN_KEY]) document.cookie = `${key}=; path=/; max-age=0`;
});

describe('assign', () => {
  it('without an experiment reads and writes nothing', () => {
    const answer: Lookup = { settings: { active: true }, campaigns: [] };
    expect(assign(window, answer)).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('keeps a new visitor id in localStorage and gives the same arm on every later page', () => {
    const first = assign(window, experimentAnswer('draft'));
    const id = localStorage.getItem(VISITOR_KEY);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first).toEqual({ id: 'x_test', arm: assignArm('x_test', id!, 50), visitorId: id });
    for (let page = 0; page < 5; page++) expect(assign(window, experimentAnswer('draft'))).toEqual(first);
    expect(document.cookie).toBe('');
  });

  it('follows the stored id: a journey forces an arm by storing a visitor id it computed', () => {
    for (const arm of ['control', 'variant'] as const) {
      localStorage.setItem(VISITOR_KEY, visitorIn('x_test', 30, arm));
      expect(assign(window, experimentAnswer('draft', 30))?.arm).toBe(arm);
    }
  });

  it('replaces a stored value that is not a visitor id', () => {
    localStorage.setItem(VISITOR_KEY, 'not an id');
    const a = assign(window, experimentAnswer('draft'));
    expect(a?.visitorId).not.toBe('not an id');
    expect(localStorage.getItem(VISITOR_KEY)).toBe(a?.visitorId);
  });

  it('keeps the id in a first-party cookie for a year when storage throws, and reads it back there', () => {
    const win = blockedStorage();
    const spy = jest.spyOn(document, 'cookie', 'set');
    const first = assign(win, experimentAnswer('draft'));
    expect(spy).toHaveBeenCalledWith(`${VISITOR_KEY}=${first!.visitorId}; path=/; SameSite=Lax; max-age=31536000`);
    spy.mockRestore();
    expect(assign(win, experimentAnswer('draft'))).toEqual(first);
  });

  it('reads the cookie when storage reads work but its writes were refused (a full quota)', () => {
    keep(blockedStorage(), 'localStorage', VISITOR_KEY, 'abcdefghijklmnopqrstuv', 60);
    expect(kept(window, 'localStorage', VISITOR_KEY)).toBe('abcdefghijklmnopqrstuv');
    expect(assign(window, experimentAnswer('draft'))?.visitorId).toBe('abcdefghijklmnopqrstuv');
  });
});

describe('armLookup: the cart each arm draws', () => {
  const as = (arm: Arm): Assignment => ({ id: 'x_test', arm, visitorId: 'v'.repeat(22) });

  it("control: the live settings and the live cart's campaigns", () => {
    const drawn = armLookup(experimentAnswer('draft'), as('control'));
    expect(drawn.settings?.font?.color).toEqual(rgba(10, 10, 10));
    expect(drawn.campaigns?.map((c) => c.id)).toEqual(['1']);
    expect(drawn.sticky_cart).toEqual({ isActive: true });
  });

  it("variant: the draft's settings and the draft's campaigns", () => {
    const drawn = armLookup(experimentAnswer('draft'), as('variant'));
    expect(drawn.settings?.font?.color).toEqual(rgba(200, 0, 0));
    expect(drawn.campaigns?.map((c) => c.id)).toEqual(['2']);
  });

  it("the theme's own cart: switched off, no sticky bar, no campaigns", () => {
    const drawn = armLookup(experimentAnswer('theme'), as('variant'));
    expect(drawn.settings?.active).toBe(false);
    expect(drawn.sticky_cart).toBeUndefined();
    expect(drawn.campaigns).toEqual([]);
    expect(armLookup(experimentAnswer('theme'), as('control')).settings?.active).toBe(true);
  });
});

describe('sendVisit', () => {
  const a: Assignment = { id: 'x_test', arm: 'control', visitorId: 'v'.repeat(22) };
  it('sends experiment_visit once per calendar day of the test, again the next day or for another experiment', () => {
    const sent: unknown[] = [];
    const send = (body: unknown) => sent.push(body);
    const morning = new Date(2026, 10, 27, 8);
    sendVisit(window, a, send, morning);
    sendVisit(window, a, send, new Date(2026, 10, 27, 23, 59));
    expect(sent).toEqual([{ type: 'experiment_visit' }]);
    sendVisit(window, a, send, new Date(2026, 10, 28, 0, 1));
    sendVisit(window, { ...a, id: 'x_other' }, send, new Date(2026, 10, 28, 9));
    expect(sent).toHaveLength(3);
  });
});

describe('armWriter', () => {
  const a: Assignment = { id: 'x_test', arm: 'variant', visitorId: 'v'.repeat(22) };
  const written = { __cartlift_arm: 'x_test:variant', __cartlift_vid: 'v'.repeat(22) };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const client = () => {
    const bodies: unknown[] = [];
    let token = 'c1-first';
    let fail = false;
    return {
      bodies,
      next: (t: string) => (token = t),
      failing: (f: boolean) => (fail = f),
      update: jest.fn(async (body: unknown) => {
        bodies.push(body);
        if (fail) throw new Error('offline');
        return cart(token);
      }),
    };
  };

  it('writes both attributes once per cart token, remembered for the session (a reload writes nothing)', async () => {
    const c = client();
    const write = armWriter(window, c);
    write(a, cart('c1-first'));
    write(a, cart('c1-first'));
    await settle();
    write(a, cart('c1-first'));
    expect(c.bodies).toEqual([{ attributes: written }]);
    armWriter(window, c)(a, cart('c1-first'));
    expect(c.bodies).toHaveLength(1);
    // A new cart (after an order) has none of them.
    c.next('c1-second');
    write(a, cart('c1-second'));
    await settle();
    expect(c.bodies).toEqual([{ attributes: written }, { attributes: written }]);
    expect(sessionStorage.getItem(WRITTEN_KEY)).toBe(`c1-second x_test:variant ${'v'.repeat(22)}`);
  });

  it('writes again for another arm or experiment on the same cart', async () => {
    const c = client();
    const write = armWriter(window, c);
    write(a, cart('c1-first'));
    await settle();
    write({ ...a, id: 'x_next' }, cart('c1-first'));
    expect(c.bodies).toHaveLength(2);
  });

  it('after a failed write, tries again on the next cart change, not before', async () => {
    const c = client();
    c.failing(true);
    const write = armWriter(window, c);
    write(a, cart('c1-first'));
    write(a, cart('c1-first'));
    await settle();
    expect(c.bodies).toHaveLength(1);
    c.failing(false);
    write(a, cart('c1-first'));
    await settle();
    expect(c.bodies).toHaveLength(2);
    expect(sessionStorage.getItem(WRITTEN_KEY)).toContain('c1-first');
  });

  it('writes nothing before the cart is known', () => {
    const c = client();
    armWriter(window, c)(a, null);
    expect(c.update).not.toHaveBeenCalled();
  });
});
