// Contract: GET /{locale}/cart.js and /cart.json (shopify.dev/docs/api/ajax/reference/cart#get-locale-cart-js).
import request from 'supertest';
import { testStore, type CartBody } from '../testSupport';

describe('GET /cart.js', () => {
  it('returns the cart JSON with Shopify\'s top-level fields and integer cents', async () => {
    const { agent } = testStore();
    const res = await agent.get('/cart.js').expect(200).expect('Content-Type', /application\/json/);
    expect(Object.keys(res.body).sort()).toEqual([
      'attributes', 'cart_level_discount_applications', 'currency', 'discount_codes', 'item_count', 'items', 'items_subtotal_price', 'note',
      'original_total_price', 'requires_shipping', 'token', 'total_discount', 'total_price', 'total_weight',
    ]);
    expect(res.body).toMatchObject({ item_count: 0, items: [], total_price: 0, currency: 'USD', note: null, attributes: {} });
  });

  it('cart.json answers the same cart as cart.js', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ id: variant('classic-tee', 'M / Black'), quantity: 2 }).expect(200);
    const js = (await agent.get('/cart.js')).body as CartBody;
    const json = (await agent.get('/cart.json')).body as CartBody;
    expect(json).toEqual(js);
    expect(js.items[0]).toMatchObject({ quantity: 2, price: 2500, line_price: 5000, final_line_price: 5000, title: 'Classic Tee - M / Black', variant_title: 'M / Black' });
  });

  it('keeps one cart per visitor through the cart token cookie', async () => {
    const { app, agent, variant } = testStore();
    const first = await agent.get('/cart.js');
    expect(first.headers['set-cookie']?.[0]).toMatch(/^cart=[^;]+; Max-Age=\d+; Path=\/;.*SameSite=Lax/);
    await agent.post('/cart/add.js').send({ id: variant('canvas-tote') }).expect(200);
    const again = (await agent.get('/cart.js')).body as CartBody;
    expect(again.token).toBe(first.body.token);
    expect(again.item_count).toBe(1);
    const stranger = (await request(app).get('/cart.js')).body as CartBody;
    expect(stranger.token).not.toBe(first.body.token);
    expect(stranger.item_count).toBe(0);
  });
});
