import { trackSchema } from '@cartlift/domain/api/track';
import type { Lookup } from '../shared/gateway';
import type { Cart } from '../shared/types';

/** One request the page made through window.fetch: method, URL and the JSON body it sent. */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

export const API = 'https://api.test';

/** The answers the fake store and gateway give: a cart (its token can change), the lookup answer. */
export interface PageAnswers {
  answer: Lookup;
  token: string;
  attributes: Record<string, string>;
  items: Cart['items'];
}

const respond = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as unknown as Response;

/**
 * A storefront page for booting the real loader in jsdom: the app embed's script tag, a fake window.fetch that answers
 * cart.js, cart/update.js (attributes merged, as Shopify does), the public lookup and track, and that records every
 * request. `boot()` evaluates the loader afresh (a page load: a new module registry, the same storage).
 */
export function loaderPage(answers: PageAnswers) {
  const requests: SentRequest[] = [];
  const cart = (): Cart => ({
    token: answers.token,
    note: null,
    attributes: answers.attributes,
    item_count: answers.items.reduce((n, l) => n + l.quantity, 0),
    items: answers.items,
    total_price: 0,
    original_total_price: 0,
    total_discount: 0,
    items_subtotal_price: 0,
    currency: 'USD',
  });
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    requests.push({ method: init?.method ?? 'GET', url, body });
    if (url === '/cart.js') return respond(cart());
    if (url === '/cart/update.js') {
      answers.attributes = { ...answers.attributes, ...(body as { attributes?: Record<string, string> }).attributes };
      return respond(cart());
    }
    if (url.startsWith(`${API}/public/campaigns?`)) return respond(JSON.parse(JSON.stringify(answers.answer)));
    return respond({});
  }) as jest.Mock & typeof window.fetch;

  return {
    requests,
    fetch,
    /** Loads the loader as a new page would; resolves once its first lookup has been answered and acted on. */
    async boot(): Promise<void> {
      delete (window as { Cartlift?: unknown }).Cartlift;
      document.head.innerHTML = `<script data-cartlift-api="${API}" data-shop="demo.myshopify.com"></script>`;
      window.fetch = fetch;
      await jest.isolateModulesAsync(async () => {
        await import('../loader/index');
      });
      await settle();
    },
  };
}

/** Submits the add form bootWithAddForm puts on the page, as the theme's Add to cart button would. */
export const submitAddForm = () => document.getElementById('add')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

/**
 * Boots the real loader on a page with the app embed's script tag and one add form (variant 21, quantity 1), with
 * `fetchImpl` as the network, then rests the pointer on its button: the intent path, which loads the drawer chunk and
 * renders it closed. A caller that needs more of the page before its tests (the chunk's import runs late on a loaded
 * machine) waits for it itself.
 */
export async function bootWithAddForm(fetchImpl: typeof window.fetch): Promise<void> {
  window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  document.head.innerHTML = `<script data-cartlift-api="${API}" data-shop="demo.myshopify.com"></script>`;
  document.body.innerHTML = `
    <form id="add" action="/cart/add" method="post"><input name="id" value="21"><input name="quantity" value="1"><button id="add-button" type="submit">Add</button></form>`;
  window.fetch = fetchImpl;
  await import('../loader/index');
  await settle();
  document.getElementById('add-button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  await settle();
}

/** Lets every pending promise and zero-delay timer run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
}

/**
 * The track events a list of requests sent, as their bodies; each must be one the gateway accepts (the domain's
 * trackSchema, the contract both ends build against), or the test fails here: the loader once sent experiment_visit
 * with a `campaigns` field the gateway refuses, and both sides' tests passed.
 */
export const tracked = (requests: SentRequest[]) =>
  requests
    .filter((r) => r.url.startsWith(`${API}/public/track`))
    .map((r) => {
      const parsed = trackSchema.safeParse(r.body);
      if (!parsed.success) throw new Error(`a track body the gateway refuses: ${JSON.stringify(r.body)}: ${parsed.error.message}`);
      return r.body;
    });
/** The cart/update.js bodies a list of requests sent. */
export const cartUpdates = (requests: SentRequest[]) => requests.filter((r) => r.url === '/cart/update.js').map((r) => r.body);
