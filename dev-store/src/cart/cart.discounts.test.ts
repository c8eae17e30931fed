// Contract: discounts in cart.js: cart_level_discount_applications for order discounts, line_level_discount_allocations
// and discounts[] for product discounts (shopify.dev/docs/api/ajax/reference/cart, "discounts" in the cart response),
// line keys that change when the line's discounts change, and presentment currencies.
import { testStore, type CartBody } from '../testSupport';

describe('cart discounts', () => {
  it('an order discount code appears in cart_level_discount_applications and lowers total_price, not line prices', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ id: variant('organic-hoodie', 'M / Sand'), quantity: 1 }).expect(200);
    const cart = (await agent.post('/cart/update.js').send({ discount: 'SAVE5' }).expect(200)).body as CartBody;
    expect(cart.cart_level_discount_applications).toEqual([expect.objectContaining({ type: 'discount_code', title: 'SAVE5', value_type: 'fixed_amount', total_allocated_amount: 500 })]);
    expect(cart).toMatchObject({ items_subtotal_price: 6500, total_price: 6000, total_discount: 500, original_total_price: 6500 });
    expect(cart.items[0].final_line_price).toBe(6500);
  });

  it('an order code whose minimum subtotal is not met is not applicable', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ id: variant('keychain'), quantity: 1 }).expect(200);
    const cart = (await agent.post('/cart/update.js').send({ discount: 'SAVE5' }).expect(200)).body as CartBody;
    expect(cart.discount_codes).toEqual([{ code: 'SAVE5', applicable: false }]);
    expect(cart.total_price).toBe(800);
  });

  it('a product discount code allocates to the entitled lines (line_level_discount_allocations, discounts[])', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ items: [{ id: variant('zip-hoodie', 'L'), quantity: 2 }, { id: variant('keychain'), quantity: 1 }] }).expect(200);
    const cart = (await agent.post('/cart/update.js').send({ discount: 'HOODIE20' }).expect(200)).body as CartBody;
    const hoodie = cart.items.find((i) => i.id === variant('zip-hoodie', 'L'));
    const keychain = cart.items.find((i) => i.id === variant('keychain'));
    expect(hoodie).toMatchObject({ original_line_price: 14400, final_line_price: 11520, line_level_total_discount: 2880, discounts: [{ amount: 2880, title: 'HOODIE20' }] });
    expect(hoodie?.line_level_discount_allocations[0]).toMatchObject({ amount: 2880, discount_application: { type: 'discount_code', title: 'HOODIE20' } });
    expect(keychain?.line_level_total_discount).toBe(0);
    expect(cart).toMatchObject({ items_subtotal_price: 11520 + 800, total_price: 11520 + 800, total_discount: 2880, cart_level_discount_applications: [] });
  });

  it('an automatic line discount applies without a code, and the line key changes when it starts applying', async () => {
    const { agent, variant } = testStore();
    const socks = variant('everyday-socks', 'S/M');
    const one = (await agent.post('/cart/add.js').send({ id: socks, quantity: 1 }).expect(200)).body as { key: string; line_level_total_discount: number };
    expect(one.line_level_total_discount).toBe(0);
    const cart = (await agent.post('/cart/change.js').send({ id: one.key, quantity: 2 }).expect(200)).body as CartBody;
    expect(cart.items[0]).toMatchObject({ line_level_total_discount: 270, final_line_price: 1530 });
    expect(cart.items[0].line_level_discount_allocations[0].discount_application).toMatchObject({ type: 'automatic', title: 'Sock bundle 15% off' });
    expect(cart.items[0].key).not.toBe(one.key);
  });

  it('the same code given twice, in any case, is listed and applied once', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ id: variant('knit-blanket') }).expect(200);
    const cart = (await agent.post('/cart/update.js').send({ discount: 'WELCOME10,welcome10' }).expect(200)).body as CartBody;
    expect(cart.discount_codes).toEqual([{ code: 'WELCOME10', applicable: true }]);
    expect(cart.total_price).toBe(8010);
  });

  it('a code created through the Admin API works in the cart', async () => {
    const { agent, variant, state } = testStore();
    state.discounts.push({ ...state.discounts[0], id: 1, code: 'CARTLIFT-GIFT', title: 'Gift', valueType: 'percentage', value: 100, target: { kind: 'products', productIds: [state.catalog.productByHandle('free-tote-gift')?.id ?? 0], collectionIds: [] } });
    await agent.post('/cart/add.js').send({ items: [{ id: variant('free-tote-gift') }, { id: variant('keychain') }] }).expect(200);
    const cart = (await agent.post('/cart/update.js').send({ discount: 'cartlift-gift' }).expect(200)).body as CartBody;
    expect(cart.total_price).toBe(800);
  });
});

describe('presentment currency', () => {
  it('?currency=EUR converts cart and product prices at the shop rate and sets currency', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ id: variant('knit-blanket') }).expect(200);
    const eur = (await agent.get('/cart.js?currency=EUR').expect(200)).body as CartBody;
    expect(eur).toMatchObject({ currency: 'EUR', total_price: Math.round(8900 * 0.92) });
    const product = await agent.get('/products/knit-blanket.js').expect(200);
    expect(product.body.price).toBe(Math.round(8900 * 0.92));
    const usd = (await agent.get('/cart.js?currency=USD')).body as CartBody;
    expect(usd).toMatchObject({ currency: 'USD', total_price: 8900 });
  });
});
