import type { TrackEventInput } from '@cartlift/domain/api/track';
import type { StorefrontLookupRead } from '@cartlift/domain/storefront';
import type { WidgetContext } from './context';
import type { Cart } from './types';

/** The gateway's public campaign lookup answer, used as sent (domain StorefrontLookup). */
export type Lookup = StorefrontLookupRead;

/** Campaign lookup by the cart's product ids and product:variant keys (one GET, cacheable by the browser). */
export async function fetchLookup(api: string, shop: string, cart: Cart | null, country: string | null): Promise<Lookup | null> {
  const items = cart?.items ?? [];
  const q = new URLSearchParams({ shop });
  q.set('products', [...new Set(items.map((i) => i.product_id))].join(','));
  q.set('variants', [...new Set(items.map((i) => `${i.product_id}:${i.variant_id}`))].join(','));
  if (country) q.set('country', country);
  const res = await fetch(`${api}/public/campaigns?${q}`, { credentials: 'omit' });
  return res.ok ? ((await res.json()) as Lookup) : null;
}

/**
 * Sends one analytics event; failures never reach the shopper. While an experiment runs it carries the visitor's arm
 * (`experiment: {id, arm, visitorId}`); otherwise the body is exactly `body` (JSON leaves an undefined field out).
 */
export function track(ctx: Pick<WidgetContext, 'api' | 'shop' | 'experiment'>, body: TrackEventInput): void {
  fetch(`${ctx.api}/public/track?shop=${encodeURIComponent(ctx.shop)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, experiment: ctx.experiment }),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}
