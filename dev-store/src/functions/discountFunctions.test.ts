// Contract: the checkout runs the app's Discount Function as Shopify does (shopify.dev/docs/api/functions discount):
// the input comes from the extension's own input query run against Shopify's schema over the cart (variables from the
// discount's metafield), the output is checked against the schema's result types, and its product, order and delivery
// operations are priced into the checkout and the order (orders/create and /__dev/orders carry them).
// The function here is a test module that answers what its configuration metafield says, with $line:N / $group:N
// standing for the input's ids, so each test states the operations it wants and the whole path is exercised.
import { adminGql, functionExtension, testStore, writeModule } from '../testSupport';

const LINES = `query Input($collectionIds: [ID!]) {
  cart {
    attribute(key: "Campaign") { key value }
    cost { subtotalAmount { amount currencyCode } }
    lines {
      id quantity
      attribute(key: "_gift") { value }
      cost { amountPerQuantity { amount currencyCode } subtotalAmount { amount } compareAtAmountPerQuantity { amount } }
      merchandise { __typename ... on ProductVariant { id product { id handle productType inAnyCollection(ids: $collectionIds) hasAnyTag(tags: ["bestseller"]) } } }
    }
  }
  discount { discountClasses metafield(namespace: "$app:cartlift", key: "function-configuration") { jsonValue } }
  localization { country { isoCode } language { isoCode } }
  presentmentCurrencyRate
}`;
const DELIVERY = `query Delivery {
  cart { deliveryGroups { id cartLines { id } deliveryOptions { handle title cost { amount currencyCode } deliveryMethodType } selectedDeliveryOption { handle } } }
  discount { discountClasses metafield(namespace: "$app:cartlift", key: "function-configuration") { jsonValue } }
}`;

/** Answers the configuration's `lines` / `delivery` with $line:N and $group:N replaced by the input's ids. */
const ECHO = `
function fill(v, ids) {
  if (typeof v === 'string' && ids[v] !== undefined) return ids[v];
  if (Array.isArray(v)) return v.map(function (x) { return fill(x, ids); });
  if (v && typeof v === 'object') { var o = {}; for (var k in v) o[k] = fill(v[k], ids); return o; }
  return v;
}
function config(input) { return input.discount.metafield.jsonValue; }
exports.cartLinesDiscountsGenerateRun = function (input) {
  var c = config(input);
  if (c.throw) throw new Error(c.throw);
  var ids = {};
  input.cart.lines.forEach(function (l, i) { ids['$line:' + i] = l.id; });
  console.log('lines', input.cart.lines.length);
  return fill(c.lines || { operations: [] }, ids);
};
exports.cartDeliveryOptionsDiscountsGenerateRun = function (input) {
  var ids = {};
  input.cart.deliveryGroups.forEach(function (g, i) { ids['$group:' + i] = g.id; });
  return fill(config(input).delivery || { operations: [] }, ids);
};`;

const CREATE = `mutation($d: DiscountAutomaticAppInput!) { discountAutomaticAppCreate(automaticAppDiscount: $d) { automaticAppDiscount { discountId } userErrors { message } } }`;
const COLLECTION = (n: number) => `gid://shopify/Collection/45000000000${n}`;

type Config = { collectionIds?: string[]; lines?: object; delivery?: object; throw?: string };

async function shop(config: Config, opts: { classes?: string[]; module?: string | null; linesQuery?: string } = {}) {
  const dir = functionExtension({ linesQuery: opts.linesQuery ?? LINES, deliveryQuery: DELIVERY, ...(opts.module === null ? {} : { module: opts.module ?? ECHO }) });
  const t = testStore({ discountFunctionDir: dir });
  const res = await adminGql(t, CREATE, {
    d: { title: 'Cartlift rewards', functionHandle: 'cartlift-discount', discountClasses: opts.classes ?? ['PRODUCT', 'ORDER', 'SHIPPING'], metafields: [{ namespace: '$app:cartlift', key: 'function-configuration', type: 'json', value: JSON.stringify(config) }] },
  }).expect(200);
  expect(res.body.data.discountAutomaticAppCreate.userErrors).toEqual([]);
  const add = (...items: [string, number, Record<string, string>?][]) =>
    // add.js puts a new line first, so the items are sent in reverse to land as $line:0, $line:1… in the order given.
    t.agent.post('/cart/add.js').send({ items: items.reverse().map(([handle, quantity, properties]) => ({ id: t.variant(...(handle.split('|') as [string, string?])), quantity, properties })) }).expect(200);
  const order = async () => {
    await t.agent.post('/checkout/complete').expect(303);
    return JSON.parse(t.deliveries.at(-1)!.body) as RestOrder;
  };
  return { ...t, dir, add, order };
}

interface RestOrder {
  total_price: string; total_discounts: string; subtotal_price: string; presentment_currency: string;
  shipping_lines: { price: string; discounted_price: string; discounted_price_set: { presentment_money: { amount: string } }; discount_allocations: { amount: string; discount_application_index: number }[] }[];
  discount_applications: { title: string; target_type: string; value_type: string; value: string }[];
  line_items: { variant_id: number; total_discount: string; discount_allocations: { amount: string; discount_application_index: number }[] }[];
}

const money = (cents: number) => (cents / 100).toFixed(2);
const pct = (value: number) => ({ percentage: { value } });
const fixed = (amount: number | string, appliesToEachItem?: boolean) => ({ fixedAmount: { amount, ...(appliesToEachItem === undefined ? {} : { appliesToEachItem }) } });
const lineTarget = (n: number, quantity?: number) => ({ cartLine: { id: `$line:${n}`, ...(quantity ? { quantity } : {}) } });

describe('the checkout runs the app\'s Discount Function', () => {
  it('builds the input from the extension\'s input queries, with $collectionIds from the metafield, and logs each run', async () => {
    const t = await shop({ collectionIds: [COLLECTION(2)] });
    await t.add(['classic-tee|S / Black', 2], ['keychain', 1, { _gift: 'yes' }], ['gift-card|$25', 1]);
    await t.agent.post('/cart/update.js').send({ attributes: { Campaign: 'goal-1' } }).expect(200);
    await t.agent.get('/checkout').expect(200);
    const { body } = await t.agent.get('/__dev/function-runs').expect(200);
    expect(body.function).toMatchObject({ handle: 'cartlift-discount', built: true });
    const [lines, delivery] = body.runs;
    expect(lines).toMatchObject({ target: 'cart.lines.discounts.generate.run', errors: [], logs: ['lines 3'] });
    expect(lines.inputBytes).toBe(Buffer.byteLength(JSON.stringify(lines.input)));
    expect(lines.input).toMatchObject({
      cart: { attribute: { key: 'Campaign', value: 'goal-1' }, cost: { subtotalAmount: { amount: '83.00', currencyCode: 'USD' } } },
      discount: { discountClasses: ['ORDER', 'PRODUCT', 'SHIPPING'], metafield: { jsonValue: { collectionIds: [COLLECTION(2)] } } },
      localization: { country: { isoCode: 'US' }, language: { isoCode: 'EN' } }, presentmentCurrencyRate: '1.0',
    });
    const [tee, keychain, card] = lines.input.cart.lines;
    expect(tee).toEqual({
      id: 'gid://shopify/CartLine/0', quantity: 2, attribute: null,
      cost: { amountPerQuantity: { amount: '25.00', currencyCode: 'USD' }, subtotalAmount: { amount: '50.00' }, compareAtAmountPerQuantity: null },
      merchandise: { __typename: 'ProductVariant', id: `gid://shopify/ProductVariant/${t.variant('classic-tee', 'S / Black')}`, product: { id: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/), handle: 'classic-tee', productType: 'T-Shirt', inAnyCollection: true, hasAnyTag: true } },
    });
    expect(keychain).toMatchObject({ attribute: { value: 'yes' }, merchandise: { product: { inAnyCollection: false, hasAnyTag: false } } });
    expect(card.merchandise.product.handle).toBe('gift-card');
    // The gift card needs no shipping: the delivery group holds the other two lines.
    expect(delivery).toMatchObject({ target: 'cart.delivery-options.discounts.generate.run', errors: [] });
    expect(delivery.input.cart.deliveryGroups).toEqual([{
      id: 'gid://shopify/CartDeliveryGroup/0', cartLines: [{ id: 'gid://shopify/CartLine/0' }, { id: 'gid://shopify/CartLine/1' }],
      deliveryOptions: [{ handle: 'standard-shipping', title: 'Standard', cost: { amount: '4.99', currencyCode: 'USD' }, deliveryMethodType: 'SHIPPING' }],
      selectedDeliveryOption: { handle: 'standard-shipping' },
    }]);
  });

  it('prices product, order and delivery operations into the checkout and the order, with Shopify\'s order fields', async () => {
    const t = await shop({
      lines: { operations: [
        { productDiscountsAdd: { selectionStrategy: 'ALL', candidates: [
          { message: 'Tee tier', targets: [lineTarget(0, 1)], value: pct(10) },
          { message: 'Gift', targets: [lineTarget(1)], value: fixed('8.00', true) },
        ] } },
        { orderDiscountsAdd: { selectionStrategy: 'FIRST', candidates: [
          { message: 'Spend reward', targets: [{ orderSubtotal: { excludedCartLineIds: ['$line:1'] } }], value: pct(10), conditions: [{ orderMinimumSubtotal: { excludedCartLineIds: [], minimumAmount: '100' } }] },
        ] } },
      ] },
      delivery: { operations: [{ deliveryDiscountsAdd: { selectionStrategy: 'ALL', candidates: [{ message: 'Free shipping', targets: [{ deliveryGroup: { id: '$group:0' } }], value: pct(100) }] } }] },
    });
    await t.add(['classic-tee|S / Black', 2], ['keychain', 1], ['knit-blanket', 1]);
    // $50 + $8 + $89 = $147. Tee: 10 % of one unit (2.50); keychain free (8.00); 10 % of what is left outside the
    // keychain (47.50 + 89.00 = 136.50 → 13.65, spread 4.75 / 8.90); shipping 4.99 → 0.
    const page = await t.agent.get('/checkout').expect(200);
    expect(page.text).toContain('data-checkout-total="12285"');
    expect(page.text).toContain('data-checkout-shipping="0" data-checkout-shipping-price="499"');
    for (const title of ['Tee tier', 'Gift', 'Spend reward', 'Free shipping']) expect(page.text).toContain(`data-discount-application="${title}"`);
    const order = await t.order();
    expect(order).toMatchObject({ total_price: '122.85', subtotal_price: '122.85', total_discounts: '29.14' });
    expect(order.shipping_lines).toEqual([expect.objectContaining({ title: 'Standard', price: '4.99', discounted_price: '0.00' })]);
    const titleOf = (i: number) => order.discount_applications[i].title;
    expect(order.shipping_lines[0].discount_allocations.map((a) => [a.amount, titleOf(a.discount_application_index)])).toEqual([['4.99', 'Free shipping']]);
    expect(order.discount_applications.find((a) => a.title === 'Free shipping')).toMatchObject({ target_type: 'shipping_line', value_type: 'percentage', value: '100.0' });
    const byVariant = (handle: string, title?: string) => order.line_items.find((l) => l.variant_id === t.variant(handle, title))!;
    const allocations = (handle: string, title?: string) => byVariant(handle, title).discount_allocations.map((a) => [a.amount, titleOf(a.discount_application_index)]);
    expect(allocations('classic-tee', 'S / Black')).toEqual([['2.50', 'Tee tier'], ['4.75', 'Spend reward']]);
    expect(allocations('keychain')).toEqual([['8.00', 'Gift']]);
    expect(allocations('knit-blanket')).toEqual([['8.90', 'Spend reward']]);
    // The gateway reads a line's paid amount from its allocations; they add up to total_discount on every line.
    for (const l of order.line_items) expect(l.discount_allocations.reduce((s, a) => s + Math.round(Number(a.amount) * 100), 0)).toBe(Math.round(Number(l.total_discount) * 100));
    const { orders } = (await t.agent.get('/__dev/orders').expect(200)).body;
    expect(orders.at(-1)).toMatchObject({ total: 12285, total_price: '122.85', shipping_lines: [{ discounted_price: '0.00' }] });
    const thanks = await t.agent.get(`/checkout/thank-you/${t.state.orders[0].id}`).expect(200);
    expect(thanks.text).toContain('data-order-total="12285"');
  });

  it('follows the selection strategies: FIRST takes the first candidate, MAXIMUM the largest whose conditions hold', async () => {
    const t = await shop({ lines: { operations: [
      { productDiscountsAdd: { selectionStrategy: 'FIRST', candidates: [
        { message: 'Five percent', targets: [lineTarget(0)], value: pct(5) },
        { message: 'Half off', targets: [lineTarget(0)], value: pct(50) },
      ] } },
      { orderDiscountsAdd: { selectionStrategy: 'MAXIMUM', candidates: [
        { message: 'Ten percent', targets: [{ orderSubtotal: { excludedCartLineIds: [] } }], value: pct(10) },
        { message: 'Twenty off', targets: [{ orderSubtotal: { excludedCartLineIds: [] } }], value: fixed(20) },
        { message: 'Needs five tees', targets: [{ orderSubtotal: { excludedCartLineIds: [] } }], value: pct(50), conditions: [{ cartLineMinimumQuantity: { ids: ['$line:0'], minimumQuantity: 5 } }] },
      ] } },
    ] } });
    await t.add(['classic-tee|S / Black', 2], ['keychain', 1], ['knit-blanket', 1]);
    const order = await t.order();
    // 147.00 − 2.50 (5 % of the tees) − 20.00 (more than 10 % of 144.50) + 4.99 shipping.
    expect(order.total_price).toBe('129.49');
    expect(order.discount_applications.map((a) => a.title).sort()).toEqual(['Five percent', 'Twenty off']);
  });

  it.each([
    ['a percentage over 100', { operations: [{ productDiscountsAdd: { selectionStrategy: 'ALL', candidates: [{ targets: [lineTarget(0)], value: pct(150) }] } }] }, 'is out of range'],
    ['two values in a @oneOf', { operations: [{ productDiscountsAdd: { selectionStrategy: 'ALL', candidates: [{ targets: [lineTarget(0)], value: { ...pct(5), ...fixed(1) } }] } }] }, 'takes exactly one of fixedAmount, percentage (got 2)'],
    ['an unknown field', { operations: [{ productDiscountsAdd: { selectionStrategy: 'ALL', candidates: [{ targets: [lineTarget(0)], value: pct(5), title: 'x' }] } }] }, 'not a field of ProductDiscountCandidate'],
    ['a cart line that is not in the input', { operations: [{ productDiscountsAdd: { selectionStrategy: 'ALL', candidates: [{ targets: [{ cartLine: { id: 'gid://shopify/CartLine/9' } }], value: pct(5) }] } }] }, 'is not a cart line of the input'],
    ['a missing selection strategy', { operations: [{ orderDiscountsAdd: { candidates: [] } }] }, 'selectionStrategy: expected a value'],
  ])('gives nothing for invalid output (%s), and the run log says why', async (_name, lines, error) => {
    const t = await shop({ lines });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await t.add(['classic-tee|S / Black', 2]);
    const order = await t.order();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(error));
    warn.mockRestore();
    expect(order).toMatchObject({ total_price: '54.99', total_discounts: '0.00', discount_applications: [] });
    const runs = (await t.agent.get('/__dev/function-runs')).body.runs as { target: string; errors: string[] }[];
    expect(runs.find((r) => r.target === 'cart.lines.discounts.generate.run')!.errors.join('\n')).toContain(error);
  });

  it('a function that throws gives nothing; the checkout goes on', async () => {
    const t = await shop({ throw: 'boom' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await t.add(['keychain', 1]);
    expect((await t.order()).total_price).toBe('12.99');
    warn.mockRestore();
    expect((await t.agent.get('/__dev/function-runs')).body.runs[0].errors).toEqual(['the function threw: boom']);
  });

  it('runs without the function, and says so once in the log, until the module is built', async () => {
    const lines = { operations: [{ orderDiscountsAdd: { selectionStrategy: 'FIRST', candidates: [{ targets: [{ orderSubtotal: { excludedCartLineIds: [] } }], value: pct(50) }] } }] };
    const t = await shop({ lines }, { module: null });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await t.add(['keychain', 1]);
    await t.agent.get('/checkout').expect(200);
    expect((await t.order()).total_price).toBe('12.99');
    expect(warn.mock.calls.map(([m]) => String(m))).toEqual([expect.stringContaining(`discount function module not built (${t.dir}/dist/function.js)`)]);
    warn.mockRestore();
    writeModule(t.dir, ECHO);
    await t.add(['keychain', 1]);
    expect((await t.order()).total_price).toBe('8.99');
  });

  it('runs only the targets and keeps only the operations of the discount\'s classes', async () => {
    const t = await shop({
      lines: { operations: [
        { productDiscountsAdd: { selectionStrategy: 'ALL', candidates: [{ targets: [lineTarget(0)], value: fixed(1) }] } },
        { orderDiscountsAdd: { selectionStrategy: 'FIRST', candidates: [{ targets: [{ orderSubtotal: { excludedCartLineIds: [] } }], value: fixed(2) }] } },
      ] },
      delivery: { operations: [{ deliveryDiscountsAdd: { selectionStrategy: 'ALL', candidates: [{ targets: [{ deliveryGroup: { id: '$group:0' } }], value: pct(100) }] } }] },
    }, { classes: ['PRODUCT'] });
    await t.add(['keychain', 1]);
    const order = await t.order();
    expect(order.total_price).toBe('11.99');
    expect(order.discount_applications.map((a) => a.title)).toEqual(['Cartlift rewards']);
    expect(t.state.functionRuns.map((r) => r.target)).toEqual(['cart.lines.discounts.generate.run']);
  });

  it('a EUR cart: amounts in EUR at the rate, shipping converted, fixed amounts taken in the cart\'s currency', async () => {
    const t = await shop({
      lines: { operations: [{ productDiscountsAdd: { selectionStrategy: 'ALL', candidates: [{ message: 'Tier', targets: [lineTarget(0)], value: fixed('1.50') }] } }] },
      delivery: { operations: [{ deliveryDiscountsAdd: { selectionStrategy: 'ALL', candidates: [{ message: 'Ship less', targets: [{ deliveryOption: { handle: 'standard-shipping' } }], value: fixed(2) }] } }] },
    });
    await t.agent.get('/?currency=EUR').expect(200);
    await t.add(['classic-tee|S / Black', 2]);
    const order = await t.order();
    const [lines, delivery] = t.state.functionRuns;
    expect(lines.input).toMatchObject({ presentmentCurrencyRate: '0.92', cart: { lines: [{ cost: { amountPerQuantity: { amount: '23.00', currencyCode: 'EUR' } } }] } });
    expect(delivery.input).toMatchObject({ cart: { deliveryGroups: [{ deliveryOptions: [{ cost: { amount: '4.59', currencyCode: 'EUR' } }] }] } });
    // 46.00 − 1.50 + (4.59 − 2.00) = 47.09 EUR.
    expect(t.state.orders[0]).toMatchObject({ currency: 'EUR', total: 4709 });
    expect(order).toMatchObject({ presentment_currency: 'EUR', total_price: money(Math.round(4709 / 0.92)) });
    expect(order.shipping_lines[0].discounted_price_set.presentment_money.amount).toBe('2.59');
  });

  it('refuses an input query that asks for a field its target may not read (@restrictTarget)', async () => {
    const t = await shop({}, { linesQuery: '{ enteredDiscountCodes discount { discountClasses } }' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await t.add(['keychain', 1]);
    await t.agent.get('/checkout').expect(200);
    warn.mockRestore();
    expect(t.state.functionRuns[0].errors).toEqual(['input query: Cannot query field "enteredDiscountCodes" on target cart.lines.discounts.generate.run.']);
  });

  it('a cart from the theme\'s /cart page and one from a permalink reach the same checkout, where the function applies', async () => {
    const t = await shop({ lines: { operations: [{ orderDiscountsAdd: { selectionStrategy: 'FIRST', candidates: [{ message: 'Ten off', targets: [{ orderSubtotal: { excludedCartLineIds: [] } }], value: pct(10) }] } }] } });
    const [tee, keychain] = [t.variant('classic-tee', 'S / Black'), t.variant('keychain')];
    const viaLink = t.shopper();
    await viaLink.get(`/cart/${tee}:2,${keychain}:1`).expect(302).expect('Location', '/checkout');
    // (50 + 8) − 5.80 + 4.99 shipping.
    expect((await viaLink.get('/checkout').expect(200)).text).toContain('data-checkout-total="5719"');
    const viaCartPage = t.shopper();
    await viaCartPage.post('/cart/add').type('form').send({ id: String(keychain), quantity: '1' }).expect(302);
    await viaCartPage.post('/cart/add').type('form').send({ id: String(tee), quantity: '2' }).expect(302);
    await viaCartPage.post('/fr/cart').type('form').send('checkout=').expect(302).expect('Location', '/checkout');
    expect((await viaCartPage.get('/checkout').expect(200)).text).toContain('data-checkout-total="5719"');
  });
});
