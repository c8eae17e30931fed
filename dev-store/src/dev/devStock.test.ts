// Dev control (not Shopify): POST /__dev/stock sells out a variant that is already in a cart.
import { testStore, type CartBody } from '../testSupport';

describe('POST /__dev/stock', () => {
  it('sets a tracked variant sold out under a cart that holds it: the product shows it unavailable and an increase is refused as sold out (the line capped away)', async () => {
    const t = testStore();
    const tee = t.variant('pocket-tee', 'S');
    await t.agent.post('/cart/add.js').send({ id: tee, quantity: 1 }).expect(200);
    const set = await t.agent.post('/__dev/stock').send({ variantId: tee, quantity: 0 }).expect(200);
    expect(set.body).toMatchObject({ variantId: tee, quantity: 0 });
    expect(set.body.previous).toBeGreaterThan(0);
    const product = (await t.agent.get('/products/pocket-tee.js')).body as { variants: { id: number; available: boolean }[] };
    expect(product.variants.find((v) => v.id === tee)?.available).toBe(false);
    const refused = await t.agent.post('/cart/change.js').send({ id: tee, quantity: 2 }).expect(422);
    expect(refused.body.description).toMatch(/sold out/);
    // change.js caps to the stock left: none, so the line goes.
    expect(((await t.agent.get('/cart.js')).body as CartBody).items).toEqual([]);
  });

  it('refuses an unknown or untracked variant and a negative quantity', async () => {
    const t = testStore();
    await t.agent.post('/__dev/stock').send({ variantId: 1, quantity: 0 }).expect(400);
    await t.agent.post('/__dev/stock').send({ variantId: t.variant('pocket-tee', 'S'), quantity: -1 }).expect(400);
  });
});
