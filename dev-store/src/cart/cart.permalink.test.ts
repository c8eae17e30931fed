// Contract: cart permalinks (shopify.dev/docs/apps/build/checkout/create-cart-permalinks): /cart/{variant}:{qty},…
// makes a cart of exactly those lines and sends the shopper to its checkout; discount, note and attributes carry over.
import { testStore, type CartBody } from '../testSupport';

describe('cart permalinks', () => {
  it('make a new cart with the linked lines, in the link\'s order, and redirect to its checkout', async () => {
    const t = testStore();
    await t.agent.post('/cart/add.js').send({ id: t.variant('canvas-tote') }).expect(200);
    const [tee, mug] = [t.variant('classic-tee', 'M / White'), t.variant('ceramic-mug', 'Blue')];
    await t.agent.get(`/cart/${tee}:2,${mug}`).expect(302).expect('Location', '/checkout');
    const cart = (await t.agent.get('/cart.js')).body as CartBody;
    expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([[tee, 2], [mug, 1]]);
    const page = await t.agent.get('/checkout').expect(200);
    expect(page.text).toContain('data-checkout-total="7299"');
  });

  it('carry ?discount=, ?note= and ?attributes[...] onto the cart', async () => {
    const t = testStore();
    await t.agent.get(`/cart/${t.variant('knit-blanket')}:1?discount=WELCOME10&note=Gift&attributes[Source]=email`).expect(302);
    const cart = (await t.agent.get('/cart.js')).body as CartBody;
    expect(cart).toMatchObject({ note: 'Gift', attributes: { Source: 'email' }, discount_codes: [{ code: 'WELCOME10', applicable: true }], total_price: 8010 });
  });

  it('answer Shopify\'s cart errors for an unknown or sold-out variant, and leave other /cart paths alone', async () => {
    const t = testStore();
    const unknown = await t.agent.get('/cart/123:1').expect(404);
    expect(unknown.text).toContain('Cannot find variant');
    const soldOut = await t.agent.get(`/cart/${t.variant('crew-sweatshirt', 'M')}:1`).expect(422);
    expect(soldOut.text).toContain('is already sold out');
    await t.agent.get('/cart/not-a-permalink').expect(404);
  });
});
