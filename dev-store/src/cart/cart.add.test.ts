// Contract: POST /{locale}/cart/add.js (shopify.dev/docs/api/ajax/reference/cart#post-locale-cart-add-js) and the
// March 2025 inventory messages (shopify.dev/changelog/cart-ajax-api-inventory-error-message-updates).
import { testStore, type CartBody, type LineBody } from '../testSupport';

describe('POST /cart/add.js', () => {
  it('adds one variant from JSON {id, quantity} and answers the added line item', async () => {
    const { agent, variant } = testStore();
    const res = await agent.post('/cart/add.js').send({ id: variant('ceramic-mug', 'Blue'), quantity: 3 }).expect(200);
    expect(res.body).toMatchObject({ id: variant('ceramic-mug', 'Blue'), variant_id: variant('ceramic-mug', 'Blue'), quantity: 3, price: 1800, line_price: 5400 });
    expect(res.body.key).toMatch(/^\d+:[0-9a-f]{32}$/);
  });

  it('POST /cart/add answers JSON when asked from script (X-Requested-With or a JSON/JS Accept), else redirects', async () => {
    const { agent, variant } = testStore();
    const tote = variant('canvas-tote');
    const xhr = await agent.post('/fr/cart/add').set('X-Requested-With', 'XMLHttpRequest').type('form').send(`id=${tote}&quantity=2`).expect(200);
    expect(xhr.body).toMatchObject({ variant_id: tote, quantity: 2 });
    const dawn = await agent.post('/cart/add').set('Accept', 'application/javascript').send({ id: tote, quantity: 1 }).expect(200);
    expect(dawn.body).toMatchObject({ variant_id: tote, quantity: 3 });
    const refused = await agent.post('/cart/add').set('Accept', 'application/json').send({ id: 999, quantity: 1 });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ status: 404 });
    await agent.post('/cart/add').type('form').send(`id=${tote}&quantity=1`).expect(302).expect('Location', '/cart');
  });

  it('quantity defaults to 1 when omitted', async () => {
    const { agent, variant } = testStore();
    const res = await agent.post('/cart/add.js').send({ id: variant('canvas-tote') }).expect(200);
    expect(res.body.quantity).toBe(1);
  });

  it('adds several variants from items[] and answers {items: [...]}', async () => {
    const { agent, variant } = testStore();
    const res = await agent.post('/cart/add.js').send({ items: [{ id: variant('canvas-tote'), quantity: 1 }, { id: variant('keychain'), quantity: 2 }] }).expect(200);
    expect((res.body.items as LineBody[]).map((i) => [i.id, i.quantity])).toEqual([[variant('canvas-tote'), 1], [variant('keychain'), 2]]);
    expect(((await agent.get('/cart.js')).body as CartBody).item_count).toBe(3);
  });

  it('accepts form data (urlencoded) with properties[Name] like a theme product form', async () => {
    const { agent, variant } = testStore();
    const res = await agent.post('/cart/add.js').type('form').send(`id=${variant('leather-wallet', 'Tan')}&quantity=2&properties%5BEngraving%5D=JD&form_type=product`).expect(200);
    expect(res.body).toMatchObject({ quantity: 2, properties: { Engraving: 'JD' } });
  });

  it('accepts multipart form data including a file property, stored and linked by URL', async () => {
    const { agent, variant } = testStore();
    const res = await agent.post('/cart/add.js').field('id', String(variant('canvas-tote'))).field('quantity', '1')
      .attach('properties[Design]', Buffer.from('fake-png-bytes'), { filename: 'design.png', contentType: 'image/png' }).expect(200);
    const url = (res.body as LineBody).properties.Design;
    expect(url).toMatch(/^http:\/\/shop\.test\/cdn\/uploads\/[0-9a-f]+\/design\.png$/);
    const file = await agent.get(new URL(url).pathname).expect(200);
    expect(file.headers['content-type']).toMatch(/image\/png/);
  });

  it('same variant + same properties + same selling plan sums the quantity on one line', async () => {
    const { agent, variant } = testStore();
    const id = variant('classic-tee', 'L / White');
    await agent.post('/cart/add.js').send({ id, quantity: 1, properties: { 'Gift message': 'Hi' } }).expect(200);
    const res = await agent.post('/cart/add.js').send({ id, quantity: 2, properties: { 'Gift message': 'Hi' } }).expect(200);
    expect(res.body.quantity).toBe(3);
    const cart = (await agent.get('/cart.js')).body as CartBody;
    expect(cart.items).toHaveLength(1);
  });

  it('different properties make a separate line, and the newest line comes first', async () => {
    const { agent, variant } = testStore();
    const id = variant('classic-tee', 'L / White');
    await agent.post('/cart/add.js').send({ id, properties: { 'Gift message': 'A' } }).expect(200);
    await agent.post('/cart/add.js').send({ id, properties: { 'Gift message': 'B' } }).expect(200);
    const cart = (await agent.get('/cart.js')).body as CartBody;
    expect(cart.items.map((i) => i.properties['Gift message'])).toEqual(['B', 'A']);
    expect(cart.items[0].key).not.toBe(cart.items[1].key);
  });

  it('a different selling plan makes a separate line with a selling_plan_allocation', async () => {
    const { agent, variant, plans } = testStore();
    const id = variant('single-origin-ethiopia');
    await agent.post('/cart/add.js').send({ id, quantity: 1 }).expect(200);
    const res = await agent.post('/cart/add.js').send({ id, quantity: 1, selling_plan: plans('single-origin-ethiopia')[0] }).expect(200);
    expect(res.body.selling_plan_allocation).toMatchObject({ price: 1710, compare_at_price: 1900, selling_plan: { id: plans('single-origin-ethiopia')[0], name: 'Deliver every 2 weeks, save 10%' } });
    expect(res.body.price).toBe(1710);
    const cart = (await agent.get('/cart.js')).body as CartBody;
    expect(cart.items).toHaveLength(2);
    expect(cart.total_price).toBe(1900 + 1710);
  });

  it('a product that requires a selling plan cannot be added without one (422)', async () => {
    const { agent, variant } = testStore();
    const res = await agent.post('/cart/add.js').send({ id: variant('coffee-club') }).expect(422);
    expect(res.body).toEqual({ status: 422, message: 'Cart Error', description: 'Variant can only be purchased with a selling plan.' });
  });

  it('422 "already sold out" for a sold-out variant with a deny policy; nothing is added', async () => {
    const { agent, variant } = testStore();
    const res = await agent.post('/cart/add.js').send({ id: variant('pocket-tee', 'M'), quantity: 1 }).expect(422);
    expect(res.body).toEqual({ status: 422, message: 'Cart Error', description: "The product 'Pocket Tee - M' is already sold out." });
    expect(((await agent.get('/cart.js')).body as CartBody).item_count).toBe(0);
  });

  it('422 "Only N items were added to your cart." when asking for more than stock; the available quantity is added', async () => {
    const { agent, variant } = testStore();
    const res = await agent.post('/cart/add.js').send({ id: variant('pocket-tee', 'S'), quantity: 5 }).expect(422);
    expect(res.body).toEqual({ status: 422, message: 'Cart Error', description: 'Only 3 items were added to your cart.' });
    expect(((await agent.get('/cart.js')).body as CartBody).items[0].quantity).toBe(3);
  });

  it('422 "The maximum quantity of this item is already in your cart." when all stock is already in the cart', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ id: variant('baseball-cap', 'Olive'), quantity: 1 }).expect(200);
    const res = await agent.post('/cart/add.js').send({ id: variant('baseball-cap', 'Olive'), quantity: 1 }).expect(422);
    expect(res.body.description).toBe('The maximum quantity of this item is already in your cart.');
  });

  it('stock counts every line of the variant, whatever its properties', async () => {
    const { agent, variant } = testStore();
    const id = variant('zip-hoodie', 'M');
    await agent.post('/cart/add.js').send({ id, quantity: 3, properties: { Note: 'a' } }).expect(200);
    const res = await agent.post('/cart/add.js').send({ id, quantity: 3, properties: { Note: 'b' } }).expect(422);
    expect(res.body.description).toBe('Only 1 items were added to your cart.');
  });

  it('a "continue selling" (CONTINUE policy) variant ignores stock', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ id: variant('rain-jacket', 'M'), quantity: 9 }).expect(200);
  });

  it('404 "Cannot find variant" for an unknown or unpublished variant', async () => {
    const { agent, variant } = testStore();
    const unknown = await agent.post('/cart/add.js').send({ id: 123, quantity: 1 }).expect(404);
    expect(unknown.body).toEqual({ status: 404, message: 'Cart Error', description: 'Cannot find variant' });
    await agent.post('/cart/add.js').send({ id: variant('archived-poster') }).expect(404);
  });

  it('400 "Required parameter missing or invalid: items" without an id or items', async () => {
    const { agent } = testStore();
    const res = await agent.post('/cart/add.js').send({}).expect(400);
    expect(res.body).toEqual({ status: 'bad_request', message: 'Parameter Missing or Invalid', description: 'Required parameter missing or invalid: items' });
  });

  it('the no-JS form post /cart/add redirects to the cart page', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add').type('form').send({ id: variant('keychain'), quantity: '1' }).expect(302).expect('Location', '/cart');
    expect(((await agent.get('/cart.js')).body as CartBody).item_count).toBe(1);
  });
});
