// Contract: since Shopify's concurrency change, concurrent writes to one cart may answer 409 and must be retried
// (shopify.dev/changelog/improved-concurrency-handling-in-the-cart-ajax-api-and-storefront-cart-graphql-api).
import request from 'supertest';
import { testStore, type CartBody } from '../testSupport';

describe('cart write contention', () => {
  it('with the switch on, a write that overlaps another write to the same cart answers 409; a retry succeeds', async () => {
    const { app, agent, variant } = testStore();
    // The first write holds the cart for 2 s, so the second (sent 50 ms later) overlaps it even on a loaded machine,
    // where 300 ms was once not enough for both requests to reach the store.
    await agent.post('/__dev/contention').send({ on: true, writeLatencyMs: 2000 }).expect(200);
    const cookie = (await agent.get('/cart.js')).headers['set-cookie'] as unknown as string[];
    const post = () => request(app).post('/cart/add.js').set('Cookie', cookie).send({ id: variant('keychain') });
    const results = await Promise.all([post(), new Promise((r) => setTimeout(r, 50)).then(post)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rejected = results.find((r) => r.status === 409);
    expect(rejected?.body).toEqual({ status: 409, message: 'Cart Error', description: 'The cart was modified by another request. Please try again.' });
    await post().expect(200);
    const cart = (await request(app).get('/cart.js').set('Cookie', cookie)).body as CartBody;
    expect(cart.item_count).toBe(2);
  });

  it('two different carts never conflict', async () => {
    const { shopper, variant, state } = testStore({ contention: true, writeLatencyMs: 100 });
    const [x, y] = [shopper(), shopper()];
    await Promise.all([x.get('/cart.js'), y.get('/cart.js')]);
    const results = await Promise.all([x.post('/cart/add.js').send({ id: variant('keychain') }), y.post('/cart/add.js').send({ id: variant('keychain') })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(state.contention.on).toBe(true);
  });

  it('with the switch off, overlapping writes are serialised and both succeed', async () => {
    const { app, agent, variant } = testStore({ writeLatencyMs: 50 });
    const cookie = (await agent.get('/cart.js')).headers['set-cookie'] as unknown as string[];
    const post = () => request(app).post('/cart/add.js').set('Cookie', cookie).send({ id: variant('keychain') });
    const results = await Promise.all([post(), post(), post()]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(((await request(app).get('/cart.js').set('Cookie', cookie)).body as CartBody).item_count).toBe(3);
  });
});
