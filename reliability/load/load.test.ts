import os from 'os';
import autocannon from 'autocannon';
import { createCampaign, storeProduct } from '../support/fixtures';
import { DEMO_SHOP, LONG, record, startStack, type Stack } from '../support/stack';

/** Seconds of load: 60 for the figures, a few in CI. */
const DURATION = Number(process.env.RELIABILITY_LOAD_SECONDS ?? (LONG ? 60 : 8));

let stack: Stack;
let lookupPath = '';
let checkoutBody = '';

beforeAll(async () => {
  stack = await startStack('shared');
  const hoodie = await storeProduct(stack.store.url, 'organic-hoodie');
  const tee = await storeProduct(stack.store.url, 'classic-tee');
  // The heavy case of the gateway bench: a dozen active campaigns, half of them on every product.
  for (let i = 0; i < 6; i++) {
    await createCampaign(stack, 'add_to_unlock', `Load unlock ${i}`);
    await createCampaign(stack, 'bundles', `Load bundle ${i}`, hoodie.id);
  }
  const variants = [...hoodie.variants.slice(0, 4).map((v) => `${hoodie.id}:${v}`), `${tee.id}:${tee.variants[0]}`];
  lookupPath = `/public/campaigns?shop=${DEMO_SHOP}&products=${hoodie.id},${tee.id}&variants=${variants.join(',')}&country=US`;
  checkoutBody = JSON.stringify({
    items: [
      { variant_id: hoodie.variants[0], product_id: hoodie.id, quantity: 2 },
      { variant_id: tee.variants[0], product_id: tee.id, quantity: 1 },
    ],
  });
}, 180_000);
afterAll(() => stack?.stop(), 60_000);

function summary(r: autocannon.Result): { requests: number; rps: number; p50: number; p99: number; errors: number } {
  return {
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts,
  };
}

test(`${DURATION} s of storefront lookups and checkouts with admin writes beside them: no errors`, async () => {
  const loadBefore = os.loadavg();
  const base = stack.gateways[0].url;
  let stop = false;
  const writes = { ok: 0, failed: 0, maxMs: 0 };
  const writer = (async () => {
    for (let n = 0; !stop; n++) {
      const started = performance.now();
      const { created } = await createCampaign(stack, 'bundles', `Write ${n}`, 1, 10_000);
      const removed = created
        ? await stack.admin.gql('mutation($id: ID!) { removeCampaign(id: $id) { id } }', { id: created.id }, 10_000)
        : undefined;
      const ok = created && removed?.status === 200 && !(removed.json as { errors?: unknown }).errors;
      if (ok) writes.ok += 2;
      else writes.failed++;
      writes.maxMs = Math.max(writes.maxMs, performance.now() - started);
    }
  })();
  const [lookup, checkout] = await Promise.all([
    autocannon({ url: base + lookupPath, connections: 8, duration: DURATION }),
    autocannon({
      url: `${base}/public/checkout?shop=${DEMO_SHOP}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: checkoutBody,
      connections: 2,
      duration: DURATION,
    }),
  ]);
  stop = true;
  await writer;
  const figures = {
    seconds: DURATION,
    cpus: os.cpus().length,
    loadavg1mBefore: loadBefore[0],
    loadavg1mAfter: os.loadavg()[0],
    lookup: summary(lookup),
    checkout: summary(checkout),
    adminWrites: { ...writes, maxMs: Math.round(writes.maxMs) },
  };
  record('load', figures);
  expect(stack.gateways[0].alive()).toBe(true);
  expect(figures.lookup.errors).toBe(0);
  expect(figures.checkout.errors).toBe(0);
  expect(writes.failed).toBe(0);
  expect(figures.lookup.requests).toBeGreaterThan(0);
  expect(figures.checkout.requests).toBeGreaterThan(0);
});
