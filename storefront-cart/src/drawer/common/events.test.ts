import { MAX_TRACK_EVENTS, trackSchema } from '@cartlift/domain/api/track';
import { EVENT_BATCH_MAX, EVENT_BATCH_MS, eventBatcher, type DrawerEvent } from './events';

const added: DrawerEvent = { type: 'upsell_added', campaign: 'abc', kind: 'fbt' };

function fakeWindow(beaconAnswer: boolean) {
  const beacons: Array<{ url: string; body: string }> = [];
  const fetches: Array<{ url: string; init: RequestInit }> = [];
  const listeners: Record<string, () => void> = {};
  const win = {
    navigator: {
      sendBeacon: (url: string, body: string) => {
        beacons.push({ url, body });
        return beaconAnswer;
      },
    },
    fetch: (url: string, init: RequestInit) => {
      fetches.push({ url, init });
      return Promise.resolve({ ok: true, status: 202 });
    },
    addEventListener: (type: string, fn: () => void) => {
      listeners[type] = fn;
    },
  } as unknown as Window;
  return { win, beacons, fetches, listeners };
}

describe('drawer event batches (sendBeacon)', () => {
  afterEach(() => jest.useRealTimers());

  it('sends the events queued within 5 s as one text/plain beacon of {events}', () => {
    jest.useFakeTimers();
    const w = fakeWindow(true);
    const b = eventBatcher({ api: 'https://api.test', shop: 'a.myshopify.com' }, w.win);
    b.push(added);
    b.push({ type: 'checkout_started', campaigns: ['abc'] });
    expect(w.beacons).toHaveLength(0);
    jest.advanceTimersByTime(EVENT_BATCH_MS);
    expect(w.beacons).toEqual([
      {
        url: 'https://api.test/public/track?shop=a.myshopify.com',
        body: JSON.stringify({ events: [added, { type: 'checkout_started', campaigns: ['abc'] }] }),
      },
    ]);
  });

  it('flushes at once when the page is hidden or checkout starts, and splits batches at 50', () => {
    const w = fakeWindow(true);
    const b = eventBatcher({ api: 'https://api.test', shop: 's.myshopify.com' }, w.win);
    for (let i = 0; i < EVENT_BATCH_MAX + 1; i++) b.push(added);
    expect(w.beacons).toHaveLength(1);
    expect(JSON.parse(w.beacons[0].body).events).toHaveLength(EVENT_BATCH_MAX);
    w.listeners.pagehide();
    expect(w.beacons).toHaveLength(2);
    expect(JSON.parse(w.beacons[1].body).events).toHaveLength(1);
    // Full batches are what the gateway takes: its limit (the drawer keeps its own constant so zod stays out of it).
    expect(EVENT_BATCH_MAX).toBe(MAX_TRACK_EVENTS);
    for (const beacon of w.beacons) expect(trackSchema.safeParse(JSON.parse(beacon.body)).error).toBeUndefined();
    b.flush();
    expect(w.beacons).toHaveLength(2);
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', () => {
    const w = fakeWindow(false);
    const b = eventBatcher({ api: 'https://api.test', shop: 's.myshopify.com' }, w.win);
    b.push(added);
    b.flush();
    expect(w.fetches).toHaveLength(1);
    expect(w.fetches[0].init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
  });
});
