/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createStore } from '../../../../dev-store/src/app';
import { createCartClient } from '../../shared/cart-client';

// The contract CouponForm relies on, against the real dev store (Shopify's Ajax semantics): update.js {discount}
// answers discount_codes with applicable true only for a code that applies, and a comma list keeps earlier codes.
let server: Server;
let base: string;
const store = createStore({ gatewayUrl: 'http://gateway.test', publicUrl: 'http://shop.test', deliverWebhook: async () => ({ status: 200 }) });
beforeAll(async () => {
  server = await new Promise<Server>((resolve) => {
    const s = store.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));

/** A shopper: fetch that keeps the dev store's cart cookie, like a browser tab. */
function shopper() {
  let cookie = '';
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await fetch(new URL(String(input), base), { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    return res;
  };
  return createCartClient({ root: base, fetchImpl, sleep: async () => undefined });
}
const keychain = () => store.state.catalog.productByHandle('keychain')!.variants[0].id;
const blanket = () => store.state.catalog.productByHandle('knit-blanket')!.variants[0].id;

describe('coupon codes on the dev store cart', () => {
  it('lists an unknown code as not applicable and leaves the total alone', async () => {
    const client = shopper();
    await client.add([{ id: keychain(), quantity: 1 }]);
    const cart = await client.update({ discount: 'NOPE' });
    expect(cart.discount_codes).toEqual([{ code: 'NOPE', applicable: false }]);
    expect(cart.total_price).toBe(800);
  });

  it('applies a known code and keeps an earlier one given in the same list', async () => {
    const client = shopper();
    await client.add([{ id: blanket(), quantity: 1 }]);
    const first = await client.update({ discount: 'WELCOME10' });
    expect(first.discount_codes).toEqual([{ code: 'WELCOME10', applicable: true }]);
    expect(first.total_price).toBe(8010);
    const both = await client.update({ discount: 'WELCOME10,NOPE' });
    expect(both.discount_codes).toEqual([
      { code: 'WELCOME10', applicable: true },
      { code: 'NOPE', applicable: false },
    ]);
    expect(both.total_price).toBe(8010);
  });
});
