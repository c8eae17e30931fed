import type { CheckoutResult } from '@cartlift/domain/api/checkout';
import type { WidgetContext } from '../shared/context';
import { track } from '../shared/gateway';
import { eventBatcher, type EventBatcher } from './common/events';
import { CheckoutRefused, type CartSource, type CheckoutRequest, type StoreProduct } from './common/source';
import { subscriptionCheckoutUrl } from './checkout/subscriptions';
import { FALLBACK_PRODUCTS_PATH, recommendationsPath } from '../shared/domain';

/** A product as /products.json gives it (REST shape: prices are "20.00" strings, images are objects). */
interface RestProduct {
  id: number;
  title: string;
  handle: string;
  body_html?: string;
  product_type?: string;
  tags?: string[] | string;
  images?: { src: string }[];
  options: { name: string; values?: string[] }[];
  variants: (Omit<StoreProduct['variants'][number], 'price' | 'compare_at_price'> & { price: string; compare_at_price?: string | null })[];
}

/** Reads a /products.json product into the .js shape the widget uses (cents, image URLs). */
export function fromRestProduct(p: RestProduct): StoreProduct {
  const cents = (v: string | null | undefined) => (v == null || v === '' ? null : Math.round(Number(v) * 100));
  return {
    id: p.id,
    title: p.title,
    handle: p.handle,
    description: p.body_html,
    product_type: p.product_type,
    tags: p.tags,
    images: (p.images ?? []).map((i) => i.src),
    featured_image: p.images?.[0]?.src ?? null,
    options: p.options,
    variants: p.variants.map((v) => ({ ...v, price: cents(v.price) ?? 0, compare_at_price: cents(v.compare_at_price) })),
  };
}

/** The live source, and the products it has read so far (what an add's line is guessed from: lines/guess.ts). */
export type LiveSource = CartSource & { known(): Iterable<StoreProduct> };

/** The shopper's real cart: Ajax Cart API writes through the loader's single queue, gateway for tracking and checkout. */
export function liveSource(ctx: WidgetContext): LiveSource {
  const { client } = ctx;
  const products = new Map<string, Promise<StoreProduct | null>>();
  const known = new Map<string, StoreProduct>();
  let events: EventBatcher | undefined;
  const underRoot = (path: string) => client.root + path.replace(/^\//, '');
  const get = async <T>(url: string): Promise<T | null> => {
    try {
      const res = await fetch(url, { headers: { Accept: 'application/json' } });
      return res.ok ? ((await res.json()) as T) : null;
    } catch {
      return null;
    }
  };
  /**
   * POST /public/{path} for the shop, with the shopper's country (the gateway targets campaigns by it) and, while an
   * experiment runs, the visitor's arm (the order is priced and attributed for that arm).
   */
  const post = (path: string, body: object) =>
    fetch(`${ctx.api}/public/${path}?shop=${encodeURIComponent(ctx.shop)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ shop: ctx.shop, ...body, experiment: ctx.experiment, ...(ctx.country ? { country: ctx.country } : {}) }),
      credentials: 'omit',
    });
  return {
    preview: false,
    current: () => client.current(),
    draft: () => client.draft(),
    subscribe: (l) => client.subscribe(l),
    read: () => client.read(),
    add: (items) => client.add(items),
    change: (body) => client.change(body),
    update: (body) => client.update(body),
    setReconciler: (r) => client.setReconciler(r),
    product(handle) {
      if (!products.has(handle))
        products.set(handle, get<StoreProduct>(`${client.root}products/${handle}.js`).then((p) => (p && known.set(handle, p), p)));
      return products.get(handle)!;
    },
    known: () => known.values(),
    async recommendations(productId) {
      // The spec's paths (domain/cart/preview.ts), under the theme's language root like every storefront call.
      const answer = await get<{ products: StoreProduct[] }>(underRoot(recommendationsPath(productId)));
      if (answer?.products?.length) return answer.products;
      const list = await get<{ products: RestProduct[] }>(underRoot(FALLBACK_PRODUCTS_PATH));
      return (list?.products ?? []).map(fromRestProduct);
    },
    track(campaignKeys) {
      if (ctx.api) track(ctx, { type: 'view_cart', campaigns: campaignKeys });
    },
    record(event) {
      if (ctx.api) (events ??= eventBatcher(ctx)).push(event);
    },
    clear: () => client.clear(),
    async codOrder(body) {
      const res = await post('cod-orders', body);
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    async checkout(request: CheckoutRequest) {
      events?.flush();
      await client.idle();
      if (request.items.some((i) => i.sp)) {
        // Subscription carts go to a hosted provider checkout when one is installed: a fresh cart.js gives the token.
        const cart = await client.read();
        const url = subscriptionCheckoutUrl(document, ctx.shop, cart.token);
        if (url) {
          location.href = url;
          return;
        }
      }
      if (!ctx.api) {
        location.href = `${client.root}checkout`;
        return;
      }
      const res = await post('checkout', request);
      if (!res.ok) {
        const refusal = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
        throw new CheckoutRefused(refusal?.error?.code ?? `HTTP_${res.status}`);
      }
      const answer = (await res.json()) as CheckoutResult;
      if (answer.invoice_url) {
        location.href = answer.invoice_url;
        return;
      }
      // Normal checkout: the cart as it is (the shop's automatic discount gives the rewards there, the shopper's own
      // code stays on the cart); the attribution, esid and the experiment arm ride on cart attributes so the order
      // carries them (the loader wrote the arm already; a cart it could not write to gets it here).
      const attributes = { ...answer.attributes, ...(answer.esid ? { __cartlift_esid: answer.esid } : {}), ...ctx.cartAttributes };
      if (Object.keys(attributes).length) await client.update({ attributes }).catch((e) => console.warn('Cartlift: attributes', e));
      location.href = `${client.root}checkout`;
    },
  };
}
