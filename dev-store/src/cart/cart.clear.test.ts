// Contract: POST /{locale}/cart/clear.js (shopify.dev/docs/api/ajax/reference/cart#post-locale-cart-clear-js).
import { testStore, type CartBody } from '../testSupport';

describe('POST /cart/clear.js', () => {
  it('sets every quantity to 0 and keeps the note and attributes', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ items: [{ id: variant('keychain'), quantity: 2 }, { id: variant('canvas-tote'), quantity: 1 }] }).expect(200);
    await agent.post('/cart/update.js').send({ note: 'Keep me', attributes: { Source: 'ad' } }).expect(200);
    const res = await agent.post('/cart/clear.js').expect(200);
    expect(res.body).toMatchObject({ items: [], item_count: 0, total_price: 0, note: 'Keep me', attributes: { Source: 'ad' } });
  });

  it('keeps the cart token', async () => {
    const { agent, variant } = testStore();
    const token = ((await agent.post('/cart/add.js').send({ id: variant('keychain') }).then(() => agent.get('/cart.js'))).body as CartBody).token;
    const res = await agent.post('/cart/clear.js').expect(200);
    expect(res.body.token).toBe(token);
  });
});
