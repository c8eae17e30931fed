// Contract: the checkout stand-in completes orders from a cart (+ discount code) or a draft order invoice, shows the
// final totals, and sends orders/create to {GATEWAY_URL}/webhooks with Shopify's headers and a valid HMAC
// (shopify.dev/docs/apps/build/webhooks/subscribe/https#step-5-verify-the-webhook).
import { createHmac } from 'node:crypto';
import { testStore, type CartBody } from '../testSupport';

describe('checkout', () => {
  it('a cart checkout with a discount code typed at checkout shows the discounted totals and records the order', async () => {
    const t = testStore();
    await t.agent.post('/cart/add.js').send({ id: t.variant('knit-blanket'), quantity: 1, properties: { Colour: 'Sea' } }).expect(200);
    await t.agent.post('/cart/update.js').send({ attributes: { Campaign: 'goal-1' }, note: 'ring twice' }).expect(200);
    await t.agent.post('/checkout/discount').type('form').send({ discount: 'welcome10' }).expect(303).expect('Location', '/checkout');
    const page = await t.agent.get('/checkout').expect(200);
    // $89.00 less 10 %, plus the standard $4.99 shipping.
    expect(page.text).toContain('data-checkout-total="8509"');
    expect(page.text).toContain('data-checkout-shipping="499"');
    const done = await t.agent.post('/checkout/complete').expect(303);
    const thanks = await t.agent.get(done.headers.location as string).expect(200);
    expect(thanks.text).toContain('data-order-total="8509"');
    expect(thanks.text).toContain('data-order-discounts="890"');
    expect(thanks.text).toContain('data-discount-code="WELCOME10"');
    expect(((await t.agent.get('/cart.js')).body as CartBody).item_count).toBe(0);
  });

  it('a completed checkout leaves the visitor a new cart with a new token and none of the old attributes, as Shopify does', async () => {
    const t = testStore();
    await t.agent.post('/cart/add.js').send({ id: t.variant('keychain') }).expect(200);
    await t.agent.post('/cart/update.js').send({ attributes: { __cartlift_arm: 'x_1:variant', Gift: 'yes' } }).expect(200);
    const before = ((await t.agent.get('/cart.js')).body as CartBody).token;
    await t.agent.post('/checkout/complete').expect(303);
    const after = (await t.agent.get('/cart.js')).body as CartBody;
    expect(after.token).not.toBe(before);
    expect([after.item_count, after.attributes]).toEqual([0, {}]);
    expect(t.state.orders[0].noteAttributes).toEqual([{ name: '__cartlift_arm', value: 'x_1:variant' }, { name: 'Gift', value: 'yes' }]);
  });

  it('an invalid code at checkout shows Shopify\'s "Enter a valid discount code"', async () => {
    const t = testStore();
    await t.agent.post('/cart/add.js').send({ id: t.variant('keychain') }).expect(200);
    const res = await t.agent.post('/checkout/discount').type('form').send({ discount: 'BOGUS' }).expect(303);
    const page = await t.agent.get(res.headers.location as string).expect(200);
    expect(page.text).toContain('Enter a valid discount code');
  });

  it('completing a checkout sends orders/create with Shopify headers, a valid HMAC and the REST order JSON', async () => {
    const t = testStore();
    await t.agent.post('/cart/add.js').send({ items: [{ id: t.variant('organic-hoodie', 'L / Forest'), quantity: 2, properties: { _cartlift_gift: 'goal-1' } }] }).expect(200);
    await t.agent.post('/cart/update.js').send({ discount: 'HOODIE20', attributes: { Source: 'cartlift' } }).expect(200);
    await t.agent.post('/checkout/complete').expect(303);
    expect(t.deliveries).toHaveLength(1);
    const [hook] = t.deliveries;
    expect(hook.url).toBe('http://gateway.test/webhooks');
    expect(hook.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Shopify-Topic': 'orders/create', 'X-Shopify-Shop-Domain': 'cartlift-demo.myshopify.com', 'X-Shopify-API-Version': '2025-01' });
    expect(hook.headers['X-Shopify-Hmac-Sha256']).toBe(createHmac('sha256', 'cartlift-local-secret').update(hook.body).digest('base64'));
    expect(hook.headers['X-Shopify-Webhook-Id']).toMatch(/^[0-9a-f-]{36}$/);
    const order = JSON.parse(hook.body);
    expect(order).toMatchObject({
      name: '#1001', currency: 'USD', subtotal_price: '104.00', total_price: '108.99', total_discounts: '26.00',
      shipping_lines: [{ title: 'Standard', code: 'Standard', price: '4.99', discounted_price: '4.99', discount_allocations: [] }],
      discount_applications: [{ type: 'discount_code', code: 'HOODIE20', title: 'HOODIE20', value: '20.0', value_type: 'percentage', target_type: 'line_item' }],
      discount_codes: [{ code: 'HOODIE20', amount: '26.00', type: 'percentage' }], note_attributes: [{ name: 'Source', value: 'cartlift' }],
    });
    expect(order.line_items[0]).toMatchObject({
      variant_id: t.variant('organic-hoodie', 'L / Forest'), quantity: 2, price: '65.00', properties: [{ name: '_cartlift_gift', value: 'goal-1' }],
      total_discount: '26.00', discount_allocations: [{ amount: '26.00', discount_application_index: 0 }],
    });
  });

  it('completing a checkout decrements tracked stock', async () => {
    const t = testStore();
    const id = t.variant('travel-backpack');
    await t.agent.post('/cart/add.js').send({ id, quantity: 2 }).expect(200);
    await t.agent.post('/checkout/complete').expect(303);
    expect(t.state.catalog.variant(id)?.variant.inventoryQuantity).toBe(1);
    const res = await t.agent.post('/cart/add.js').send({ id, quantity: 2 }).expect(422);
    expect(res.body.description).toBe('Only 1 items were added to your cart.');
  });

  it('a draft order invoice completes into an order and sends orders/create once', async () => {
    const t = testStore();
    const res = await t.agent.post('/admin/api/2025-01/graphql.json').set('X-Shopify-Access-Token', 'shpat_cartlift_demo_local').send({
      query: 'mutation($i: DraftOrderInput!) { draftOrderCreate(input: $i) { draftOrder { invoiceUrl totalPrice } userErrors { message } } }',
      variables: { i: { lineItems: [{ variantId: `gid://shopify/ProductVariant/${t.variant('canvas-tote')}`, quantity: 1 }], appliedDiscount: { value: 50, valueType: 'PERCENTAGE', title: 'COD deal' }, customAttributes: [{ key: 'payment', value: 'cod' }] } },
    }).expect(200);
    const path = new URL(res.body.data.draftOrderCreate.draftOrder.invoiceUrl).pathname;
    const done = await t.agent.post(`${path}/complete`).expect(303);
    const thanks = await t.agent.get(done.headers.location as string).expect(200);
    expect(thanks.text).toContain('data-order-total="1500"');
    await t.agent.post(`${path}/complete`).expect(303);
    expect(t.deliveries).toHaveLength(1);
    expect(JSON.parse(t.deliveries[0].body)).toMatchObject({ total_price: '15.00', source_name: 'shopify_draft_order', note_attributes: [{ name: 'payment', value: 'cod' }] });
  });

  it('POST /__dev/checkout completes a cart by token with a code (for API-driven tests)', async () => {
    const t = testStore();
    await t.agent.post('/cart/add.js').send({ id: t.variant('knit-blanket') }).expect(200);
    const token = ((await t.agent.get('/cart.js')).body as CartBody).token;
    const res = await t.agent.post('/__dev/checkout').send({ cartToken: token, discountCode: 'SAVE5' }).expect(200);
    expect(res.body.order).toMatchObject({ total: 8400 + 499, totalDiscounts: 500 });
  });

  it('charges the standard shipping rate only when a line needs shipping', async () => {
    const t = testStore();
    await t.agent.post('/cart/add.js').send({ id: t.variant('gift-card', '$25') }).expect(200);
    const page = await t.agent.get('/checkout').expect(200);
    expect(page.text).toContain('data-checkout-shipping="0"');
    expect(page.text).toContain('data-checkout-total="2500"');
    await t.agent.post('/checkout/complete').expect(303);
    expect(JSON.parse(t.deliveries[0].body)).toMatchObject({ total_price: '25.00', shipping_lines: [] });
  });

  it('records but does not send webhooks when GATEWAY_URL is unset', async () => {
    const t = testStore({ gatewayUrl: null });
    await t.agent.post('/cart/add.js').send({ id: t.variant('keychain') }).expect(200);
    await t.agent.post('/checkout/complete').expect(303);
    expect(t.deliveries).toHaveLength(0);
    expect(t.state.webhooks[0]).toMatchObject({ topic: 'orders/create', status: null, error: 'GATEWAY_URL not set: not sent' });
  });
});
