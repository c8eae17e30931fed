// Contract: a buyer shopping in a presentment currency (?currency=EUR) checks out in it, as on Shopify: the cart
// checkout, draft orders (DraftOrderInput.presentmentCurrencyCode, appliedDiscount.amountWithCurrency) and the order
// are priced at the rate cart.js showed; orders/create keeps shop-currency amounts plus *_set amounts in both.
import { testStore, type CartBody } from '../testSupport';

const TOKEN = 'shpat_cartlift_demo_local';
const gql = (t: ReturnType<typeof testStore>, query: string, variables: Record<string, unknown> = {}) =>
  t.agent.post('/admin/api/2025-01/graphql.json').set('X-Shopify-Access-Token', TOKEN).send({ query, variables }).expect(200);

describe('checkout in the presentment currency', () => {
  it('a EUR cart checks out in EUR with the total cart.js showed, and orders/create carries both currencies', async () => {
    const t = testStore();
    await t.agent.get('/?currency=EUR').expect(200);
    await t.agent.post('/cart/add.js').send({ id: t.variant('knit-blanket'), quantity: 1 }).expect(200);
    await t.agent.post('/cart/update.js').send({ discount: 'WELCOME10' }).expect(200);
    const cart = (await t.agent.get('/cart.js')).body as CartBody & { currency: string; total_price: number };
    expect(cart.currency).toBe('EUR');
    const page = await t.agent.get('/checkout').expect(200);
    // The cart's total plus the standard $4.99 shipping at the rate (€4,59).
    const total = cart.total_price + 459;
    expect(page.text).toContain(`data-checkout-total="${total}"`);
    expect(page.text).toContain('data-checkout-shipping="459"');
    expect(page.text).toContain('data-checkout-currency="EUR"');
    expect(page.text).toMatch(/€\d+,\d\d EUR/);
    await t.agent.post('/checkout/complete').expect(303);
    expect(t.state.orders[0]).toMatchObject({ currency: 'EUR', total });
    const order = JSON.parse(t.deliveries[0].body);
    expect(order).toMatchObject({
      currency: 'USD',
      presentment_currency: 'EUR',
      total_price: (Math.round(total / 0.92) / 100).toFixed(2),
      total_price_set: { presentment_money: { amount: (total / 100).toFixed(2), currency_code: 'EUR' }, shop_money: { currency_code: 'USD' } },
      shipping_lines: [{ price_set: { presentment_money: { amount: '4.59', currency_code: 'EUR' } } }],
    });
  });

  it('reports each presentment currency with its manual rate (CurrencySetting)', async () => {
    const t = testStore();
    const res = await gql(t, '{ shop { currencySettings(first: 10) { nodes { currencyCode enabled manualRate } } } }');
    expect(res.body.data.shop.currencySettings.nodes).toEqual([
      { currencyCode: 'USD', enabled: true, manualRate: null },
      { currencyCode: 'EUR', enabled: true, manualRate: '0.92' },
    ]);
  });

  it('a draft order in EUR prices lines at the rate and takes amountWithCurrency discounts as given', async () => {
    const t = testStore();
    const variantId = `gid://shopify/ProductVariant/${t.variant('canvas-tote')}`;
    const unit = Math.round(t.state.catalog.variant(t.variant('canvas-tote'))!.variant.price * 0.92);
    const res = await gql(t, 'mutation($i: DraftOrderInput!) { draftOrderCreate(input: $i) { draftOrder { invoiceUrl currencyCode presentmentCurrencyCode totalDiscountsSet { presentmentMoney { amount currencyCode } } } userErrors { message } } }', {
      i: {
        presentmentCurrencyCode: 'EUR',
        lineItems: [
          { variantId, quantity: 2, appliedDiscount: { value: 1.5, valueType: 'FIXED_AMOUNT', title: 'Reward', amountWithCurrency: { amount: '1.50', currencyCode: 'EUR' } } },
          // Without amountWithCurrency, a fixed value is in the shop currency and is converted: $1.00 → €0,92.
          { variantId, quantity: 1, appliedDiscount: { value: 1, valueType: 'FIXED_AMOUNT', title: 'Reward' } },
        ],
      },
    });
    const draftNode = res.body.data.draftOrderCreate.draftOrder;
    expect(draftNode).toMatchObject({ currencyCode: 'USD', presentmentCurrencyCode: 'EUR', totalDiscountsSet: { presentmentMoney: { amount: '3.92', currencyCode: 'EUR' } } });
    const draft = t.state.draftOrders[0];
    expect(draft).toMatchObject({ currency: 'EUR', total: 3 * unit - 392 });
    const invoice = await t.agent.get(new URL(draftNode.invoiceUrl).pathname).expect(200);
    expect(invoice.text).toContain(`data-checkout-total="${3 * unit - 392}"`);
    expect(invoice.text).toContain('data-checkout-currency="EUR"');
    await t.agent.post(`${new URL(draftNode.invoiceUrl).pathname}/complete`).expect(303);
    expect(JSON.parse(t.deliveries[0].body)).toMatchObject({ presentment_currency: 'EUR', total_price_set: { presentment_money: { amount: ((3 * unit - 392) / 100).toFixed(2) } } });
  });

  it('a draft order without presentmentCurrencyCode stays in the shop currency', async () => {
    const t = testStore();
    const variantId = `gid://shopify/ProductVariant/${t.variant('canvas-tote')}`;
    await gql(t, 'mutation($i: DraftOrderInput!) { draftOrderCreate(input: $i) { userErrors { message } } }', { i: { lineItems: [{ variantId, quantity: 1 }] } });
    expect(t.state.draftOrders[0]).toMatchObject({ currency: 'USD', total: t.state.catalog.variant(t.variant('canvas-tote'))!.variant.price });
  });
});
