// Contract: POST /{locale}/cart/change.js (shopify.dev/docs/api/ajax/reference/cart#post-locale-cart-change-js).
import { testStore, type CartBody } from '../testSupport';

async function cartWithThree() {
  const t = testStore();
  const tee = t.variant('classic-tee', 'S / White');
  await t.agent.post('/cart/add.js').send({ items: [{ id: t.variant('keychain'), quantity: 1 }, { id: tee, quantity: 2, properties: { 'Gift message': 'A' } }, { id: tee, quantity: 1 }] }).expect(200);
  const cart = (await t.agent.get('/cart.js')).body as CartBody;
  return { ...t, tee, cart };
}

describe('POST /cart/change.js', () => {
  it('changes the line named by `line` (1-based) and answers the whole cart', async () => {
    const { agent, cart } = await cartWithThree();
    const res = await agent.post('/cart/change.js').send({ line: 2, quantity: 5 }).expect(200);
    expect((res.body as CartBody).items[1]).toMatchObject({ key: cart.items[1].key, quantity: 5 });
    expect((res.body as CartBody).item_count).toBe(cart.item_count - cart.items[1].quantity + 5);
  });

  it('changes the line named by `id` = line key', async () => {
    const { agent, cart } = await cartWithThree();
    const res = await agent.post('/cart/change.js').send({ id: cart.items[2].key, quantity: 4 }).expect(200);
    expect((res.body as CartBody).items[2].quantity).toBe(4);
  });

  it('`id` = a variant id changes the first line of that variant only', async () => {
    const { agent, cart, tee } = await cartWithThree();
    const first = cart.items.findIndex((i) => i.id === tee);
    const res = await agent.post('/cart/change.js').send({ id: tee, quantity: 7 }).expect(200);
    const items = (res.body as CartBody).items;
    expect(items[first].quantity).toBe(7);
    expect(items.filter((i) => i.id === tee && i.quantity === 7)).toHaveLength(1);
  });

  it('quantity 0 removes the line', async () => {
    const { agent, cart } = await cartWithThree();
    const res = await agent.post('/cart/change.js').send({ line: 1, quantity: 0 }).expect(200);
    expect((res.body as CartBody).items.map((i) => i.key)).toEqual(cart.items.slice(1).map((i) => i.key));
  });

  it('properties replace the whole properties object, and the line key changes with them', async () => {
    const { agent, cart } = await cartWithThree();
    const index = cart.items.findIndex((i) => i.properties['Gift message'] === 'A');
    const res = await agent.post('/cart/change.js').send({ line: index + 1, properties: { Wrap: 'yes' } }).expect(200);
    const line = (res.body as CartBody).items[index];
    expect(line.properties).toEqual({ Wrap: 'yes' });
    expect(line.quantity).toBe(cart.items[index].quantity);
    expect(line.key).not.toBe(cart.items[index].key);
    expect(line.key.split(':')[0]).toBe(String(line.id));
  });

  it('the key does not change when only the quantity changes', async () => {
    const { agent, cart } = await cartWithThree();
    const res = await agent.post('/cart/change.js').send({ line: 1, quantity: 3 }).expect(200);
    expect((res.body as CartBody).items[0].key).toBe(cart.items[0].key);
  });

  it('selling_plan sets and null removes the selling plan of a line', async () => {
    const { agent, variant, plans } = testStore();
    await agent.post('/cart/add.js').send({ id: variant('decaf-colombia'), quantity: 2 }).expect(200);
    const withPlan = (await agent.post('/cart/change.js').send({ line: 1, quantity: 2, selling_plan: plans('decaf-colombia')[1] }).expect(200)).body as CartBody;
    expect(withPlan.items[0].selling_plan_allocation?.selling_plan.id).toBe(plans('decaf-colombia')[1]);
    expect(withPlan.items[0].price).toBe(1445);
    const without = (await agent.post('/cart/change.js').send({ line: 1, quantity: 2, selling_plan: null }).expect(200)).body as CartBody;
    expect(without.items[0].selling_plan_allocation).toBeUndefined();
    expect(without.items[0].price).toBe(1700);
  });

  it('400 "no valid id or line parameter" for a line that is not in the cart', async () => {
    const { agent, cart, variant } = await cartWithThree();
    const expected = { status: 400, message: 'Cart Error', description: 'no valid id or line parameter' };
    expect((await agent.post('/cart/change.js').send({ line: cart.items.length + 1, quantity: 1 }).expect(400)).body).toEqual(expected);
    expect((await agent.post('/cart/change.js').send({ id: `${cart.items[0].id}:${'0'.repeat(32)}`, quantity: 1 }).expect(400)).body).toEqual(expected);
    expect((await agent.post('/cart/change.js').send({ id: variant('canvas-tote'), quantity: 1 }).expect(400)).body).toEqual(expected);
    expect((await agent.post('/cart/change.js').send({ line: 0, quantity: 1 }).expect(400)).body).toEqual(expected);
  });

  it('raising a quantity beyond stock keeps the available quantity and answers 422', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ id: variant('travel-backpack'), quantity: 1 }).expect(200);
    const res = await agent.post('/cart/change.js').send({ line: 1, quantity: 10 }).expect(422);
    expect(res.body.description).toBe('Only 2 items were added to your cart.');
    expect(((await agent.get('/cart.js')).body as CartBody).items[0].quantity).toBe(3);
  });

  it('GET /cart/change?line=1&quantity=0 (the cart page remove link) redirects to /cart', async () => {
    const { agent } = await cartWithThree();
    await agent.get('/cart/change?line=1&quantity=0').expect(302).expect('Location', '/cart');
    expect(((await agent.get('/cart.js')).body as CartBody).items).toHaveLength(2);
  });
});
