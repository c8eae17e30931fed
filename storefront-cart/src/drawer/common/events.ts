import type { TrackBody, TrackEventInput } from '@cartlift/domain/api/track';
import type { WidgetContext } from '../../shared/context';

/** What the drawer records besides view_cart: the events the merchant's dashboard metrics need (gateway /public/track). */
export type DrawerEvent = Extract<TrackEventInput, { type: 'upsell_added' | 'checkout_started' }>;

/** How long events wait for company before a batch goes out. */
export const EVENT_BATCH_MS = 5000;
/** The gateway's batch limit. */
export const EVENT_BATCH_MAX = 50;

/** A queue of drawer events; flush() sends what is queued now (checkout calls it before leaving the page). */
export interface EventBatcher {
  push(event: DrawerEvent): void;
  flush(): void;
}

/**
 * Batches events and posts them with navigator.sendBeacon, which survives the navigation to checkout; the body is
 * text/plain because a JSON content type would need a CORS preflight a beacon cannot make. Falls back to a keepalive
 * fetch when beacons are refused. Listens for pagehide only once the first event is queued. While an experiment runs
 * the batch carries the visitor's arm beside `events` (the gateway's track body: one arm per request; left out of
 * the JSON otherwise).
 */
export function eventBatcher(ctx: Pick<WidgetContext, 'api' | 'shop' | 'experiment'>, win: Window = window): EventBatcher {
  const url = `${ctx.api}/public/track?shop=${encodeURIComponent(ctx.shop)}`;
  let queue: DrawerEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length) {
      const body = JSON.stringify({ events: queue.slice(0, EVENT_BATCH_MAX), experiment: ctx.experiment } satisfies TrackBody);
      queue = queue.slice(EVENT_BATCH_MAX);
      const sent = typeof win.navigator.sendBeacon === 'function' && win.navigator.sendBeacon(url, body);
      if (!sent) {
        win
          .fetch(url, {
            method: 'POST',
            body,
            keepalive: true,
            credentials: 'omit',
            headers: { 'Content-Type': 'text/plain' },
          })
          .catch(() => undefined);
      }
    }
  };
  return {
    push(event) {
      if (!listening) {
        listening = true;
        win.addEventListener('pagehide', flush);
      }
      queue.push(event);
      if (queue.length >= EVENT_BATCH_MAX) flush();
      else timer ??= setTimeout(flush, EVENT_BATCH_MS);
    },
    flush,
  };
}
