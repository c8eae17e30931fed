// Contract: POST /{locale}/cart/update.js (shopify.dev/docs/api/ajax/reference/cart#post-locale-cart-update-js).
import { testStore, type CartBody } from '../testSupport';

describe('POST /cart/update.js', () => {
  it('updates quantities from a {variant id: quantity} map; 0 removes', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ items: [{ id: variant('keychain'), quantity: 1 }, { id: variant('canvas-tote'), quantity: 1 }] }).expect(200);
    const res = await agent.post('/cart/update.js').send({ updates: { [variant('keychain')]: 4, [variant('canvas-tote')]: 0 } }).expect(200);
    expect((res.body as CartBody).items.map((i) => [i.id, i.quantity])).toEqual([[variant('keychain'), 4]]);
  });

  it('updates by line key in the map', async () => {
    const { agent, variant } = testStore();
    const line = (await agent.post('/cart/add.js').send({ id: variant('keychain'), properties: { Initials: 'AB' } }).expect(200)).body as { key: string };
    const res = await agent.post('/cart/update.js').send({ updates: { [line.key]: 6 } }).expect(200);
    expect((res.body as CartBody).items[0].quantity).toBe(6);
  });

  it('updates from an array of quantities, one per line in cart order', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ items: [{ id: variant('keychain'), quantity: 1 }, { id: variant('enamel-pin'), quantity: 1 }] }).expect(200);
    const before = (await agent.get('/cart.js')).body as CartBody;
    const res = await agent.post('/cart/update.js').send({ updates: [3, 0] }).expect(200);
    expect((res.body as CartBody).items.map((i) => [i.key, i.quantity])).toEqual([[before.items[0].key, 3]]);
  });

  it('adds a variant that is not in the cart yet', async () => {
    const { agent, variant } = testStore();
    const res = await agent.post('/cart/update.js').send({ updates: { [variant('desk-plant')]: 2 } }).expect(200);
    expect((res.body as CartBody).items).toEqual([expect.objectContaining({ id: variant('desk-plant'), quantity: 2 })]);
  });

  it('a variant id matching several lines updates only the first', async () => {
    const { agent, variant } = testStore();
    const id = variant('classic-tee', 'M / White');
    await agent.post('/cart/add.js').send({ items: [{ id, quantity: 1, properties: { A: '1' } }, { id, quantity: 1, properties: { A: '2' } }] }).expect(200);
    const res = await agent.post('/cart/update.js').send({ updates: { [id]: 5 } }).expect(200);
    expect((res.body as CartBody).items.map((i) => i.quantity)).toEqual([5, 1]);
  });

  it('does not validate inventory for lines already in the cart', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ id: variant('travel-backpack'), quantity: 1 }).expect(200);
    const res = await agent.post('/cart/update.js').send({ updates: { [variant('travel-backpack')]: 50 } }).expect(200);
    expect((res.body as CartBody).items[0].quantity).toBe(50);
  });

  it('404 "Cannot find variant" for an unknown variant, and nothing else in the request is applied', async () => {
    const { agent } = testStore();
    const res = await agent.post('/cart/update.js').send({ updates: { 999: 1 }, note: 'lost?' }).expect(404);
    expect(res.body).toEqual({ status: 404, message: 'Cart Error', description: 'Cannot find variant' });
    expect(((await agent.get('/cart.js')).body as CartBody).note).toBeNull();
  });

  it('sets the note and merges attributes; an empty value removes an attribute; "__" attributes are private', async () => {
    const { agent } = testStore();
    await agent.post('/cart/update.js').send({ note: 'Leave at door', attributes: { 'Gift wrap': 'yes', How: 'friend', __cartlift: 'hidden' } }).expect(200);
    const res = await agent.post('/cart/update.js').send({ attributes: { How: '' } }).expect(200);
    expect(res.body).toMatchObject({ note: 'Leave at door', attributes: { 'Gift wrap': 'yes' } });
    expect(Object.keys(res.body.attributes)).toEqual(['Gift wrap']);
  });

  it('discount "code1,code2" applies codes; an unknown code is listed as not applicable; "" clears them', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ id: variant('knit-blanket') }).expect(200);
    const applied = (await agent.post('/cart/update.js').send({ discount: 'WELCOME10,NOPE' }).expect(200)).body as CartBody;
    expect(applied.discount_codes).toEqual([{ code: 'WELCOME10', applicable: true }, { code: 'NOPE', applicable: false }]);
    expect(applied.total_price).toBe(8900 - 890);
    const cleared = (await agent.post('/cart/update.js').send({ discount: '' }).expect(200)).body as CartBody;
    expect(cleared.discount_codes).toEqual([]);
    expect(cleared.total_price).toBe(8900);
  });

  it('the cart page form posts updates[] and checkout to /cart and is redirected to checkout', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ id: variant('keychain') }).expect(200);
    await agent.post('/cart').type('form').send('updates%5B%5D=2&checkout=').expect(302).expect('Location', '/checkout');
    expect(((await agent.get('/cart.js')).body as CartBody).items[0].quantity).toBe(2);
  });
});
