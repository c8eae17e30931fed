// Contract: the GraphQL Admin API subset the gateway calls (coordination.md "Admin API contract", Shopify 2025-01 shapes).
import { testStore } from '../testSupport';

const TOKEN = 'shpat_cartlift_demo_local';
const ENDPOINT = '/admin/api/2025-01/graphql.json';

function gql(t: ReturnType<typeof testStore>, query: string, variables?: Record<string, unknown>) {
  return t.agent.post(ENDPOINT).set('X-Shopify-Access-Token', TOKEN).send({ query, variables }).expect(200);
}

const PRODUCT_FIELDS = `id title handle productType tags status descriptionHtml featuredImage { url } images(first: 5) { nodes { url } }
  options { name values } variants(first: 10) { nodes { id title price compareAtPrice inventoryQuantity inventoryPolicy inventoryItem { tracked } selectedOptions { name value } } }`;

describe('Admin GraphQL API', () => {
  it('401 with Shopify\'s message without a valid X-Shopify-Access-Token', async () => {
    const t = testStore();
    const res = await t.agent.post(ENDPOINT).send({ query: '{ shop { name } }' }).expect(401);
    expect(res.body).toEqual({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    await t.agent.post(ENDPOINT).set('X-Shopify-Access-Token', 'shpat_wrong').send({ query: '{ shop { name } }' }).expect(401);
  });

  it('shop: name, domain, currency, presentment currencies, money formats, plan', async () => {
    const t = testStore();
    const res = await gql(t, '{ shop { name myshopifyDomain currencyCode enabledPresentmentCurrencies currencyFormats { moneyFormat moneyWithCurrencyFormat } plan { displayName } } }');
    expect(res.body.data.shop).toEqual({
      name: 'Cartlift Demo', myshopifyDomain: 'cartlift-demo.myshopify.com', currencyCode: 'USD', enabledPresentmentCurrencies: ['USD', 'EUR'],
      currencyFormats: { moneyFormat: '${{amount}}', moneyWithCurrencyFormat: '${{amount}} USD' }, plan: { displayName: 'Development' },
    });
    expect(res.body.extensions.cost.throttleStatus.maximumAvailable).toBe(2000);
  });

  it('products(query: "id:1 OR id:2") by ids, with Shopify product and variant fields', async () => {
    const t = testStore();
    const [a, b] = ['pocket-tee', 'canvas-tote'].map((h) => t.state.catalog.productByHandle(h)?.id);
    const res = await gql(t, `query($q: String) { products(first: 10, query: $q) { nodes { ${PRODUCT_FIELDS} } pageInfo { hasNextPage endCursor } } }`, { q: `id:${a} OR id:${b}` });
    const nodes = res.body.data.products.nodes;
    expect(nodes.map((n: { handle: string }) => n.handle)).toEqual(['pocket-tee', 'canvas-tote']);
    expect(nodes[0]).toMatchObject({ id: `gid://shopify/Product/${a}`, productType: 'T-Shirt', status: 'ACTIVE', options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL'] }] });
    expect(nodes[0].variants.nodes[1]).toMatchObject({ title: 'M', price: '28.00', compareAtPrice: '35.00', inventoryQuantity: 0, inventoryPolicy: 'DENY', inventoryItem: { tracked: true }, selectedOptions: [{ name: 'Size', value: 'M' }] });
    expect(nodes[0].featuredImage.url).toBe('http://shop.test/cdn/shop/files/pocket-tee.png?v=1767600000');
  });

  it('products query supports handle:, product_type:, tag:, title:*text* and status:', async () => {
    const t = testStore();
    const handles = async (q: string) => (await gql(t, 'query($q: String) { products(first: 50, query: $q) { nodes { handle } } }', { q })).body.data.products.nodes.map((n: { handle: string }) => n.handle);
    expect(await handles('handle:canvas-tote')).toEqual(['canvas-tote']);
    expect(await handles('product_type:free_gift')).toEqual(['free-tote-gift', 'free-socks-gift']);
    expect(await handles('tag:subscription-only')).toEqual(['coffee-club']);
    expect(await handles('title:*hoodie*')).toEqual(['organic-hoodie', 'zip-hoodie']);
    expect(await handles('status:draft')).toEqual(['archived-poster']);
    expect(await handles('product_type:Hat AND tag:winter')).toEqual(['wool-beanie']);
  });

  it('products paginate with first/after and pageInfo; first is required', async () => {
    const t = testStore();
    const page1 = (await gql(t, '{ products(first: 20) { nodes { handle } pageInfo { hasNextPage endCursor } } }')).body.data.products;
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await gql(t, 'query($a: String) { products(first: 20, after: $a) { nodes { handle } pageInfo { hasNextPage } } }', { a: page1.pageInfo.endCursor })).body.data.products;
    expect(page1.nodes.length + page2.nodes.length).toBe(t.state.catalog.products.length);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    const missing = await gql(t, '{ products { nodes { handle } } }');
    expect(missing.body.errors[0].message).toBe('you must provide one of first or last');
  });

  it('product(id:), productByHandle and collection(id:) { products }', async () => {
    const t = testStore();
    const tote = t.state.catalog.productByHandle('canvas-tote');
    const coffee = t.state.catalog.collectionByHandle('coffee');
    const res = await gql(t, `query($p: ID!, $c: ID!) { product(id: $p) { handle } productByHandle(handle: "sunglasses") { title } collection(id: $c) { title products(first: 2) { nodes { handle } } } }`,
      { p: `gid://shopify/Product/${tote?.id}`, c: `gid://shopify/Collection/${coffee?.id}` });
    expect(res.body.data).toEqual({ product: { handle: 'canvas-tote' }, productByHandle: { title: 'Sunglasses' }, collection: { title: 'Coffee', products: { nodes: [{ handle: 'house-blend' }, { handle: 'single-origin-ethiopia' }] } } });
  });

  it('products: a title search is one filter; quoted or parenthesised text stays inside the title term', async () => {
    const t = testStore();
    const handles = async (q: string) => (await gql(t, 'query($q: String) { products(first: 50, query: $q) { nodes { handle } } }', { q })).body.data.products.nodes.map((n: { handle: string }) => n.handle);
    expect(await handles('title:*HOODIE* AND title:*zip*')).toEqual(['zip-hoodie']);
    expect(await handles('title:*pour-over*')).toEqual(['pour-over-kit']);
    expect(await handles('title:*x* AND title:*product_typefree_gift*')).toEqual([]);
    expect(await handles('title:*nothing-like-this*')).toEqual([]);
  });

  it('collections(first:, query:) with id, title, handle and image { url }; title:*text*, handle:, id: and OR', async () => {
    const t = testStore();
    const query = 'query($q: String, $first: Int!) { collections(first: $first, query: $q) { nodes { id title handle image { url } } pageInfo { hasNextPage } } }';
    const all = (await gql(t, query, { first: 50 })).body.data.collections;
    expect(all.nodes.map((c: { handle: string }) => c.handle)).toEqual(t.state.catalog.collections.map((c) => c.handle));
    expect(all.pageInfo.hasNextPage).toBe(false);
    const coffee = t.state.catalog.collectionByHandle('coffee')!;
    expect(all.nodes.find((c: { handle: string }) => c.handle === 'coffee')).toEqual({
      id: `gid://shopify/Collection/${coffee.id}`, title: 'Coffee', handle: 'coffee', image: { url: 'http://shop.test/cdn/shop/files/collection-coffee.png?v=1767600000' },
    });
    const image = await t.agent.get('/cdn/shop/files/collection-coffee.png?v=1767600000').expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    const handles = async (q: string, first = 50) => (await gql(t, query, { q, first })).body.data.collections.nodes.map((c: { handle: string }) => c.handle);
    expect(await handles('title:*LIV*')).toEqual(['home-living']);
    expect(await handles('title:*o*', 2)).toEqual(['frontpage', 'accessories']);
    expect(await handles('handle:gifts OR handle:coffee')).toEqual(['coffee', 'gifts']);
    expect(await handles(`id:${coffee.id}`)).toEqual(['coffee']);
    expect(await handles('title:*e* -handle:apparel AND collection_type:custom')).toEqual(['frontpage', 'accessories', 'home-living', 'coffee']);
    expect(await handles('title:*nothing*')).toEqual([]);
    expect(await handles('published_status:unknown_field')).toEqual([]);
    const missing = await gql(t, '{ collections { nodes { id } } }');
    expect(missing.body.errors[0].message).toBe('you must provide one of first or last');
  });

  it('productCreate (hidden product) then productVariantsBulkUpdate sets its price; it can be added to a cart', async () => {
    const t = testStore();
    const created = await gql(t, `mutation($p: ProductCreateInput, $m: [CreateMediaInput!]) { productCreate(product: $p, media: $m) { product { id handle status tags variants(first: 1) { nodes { id price } } featuredImage { url } } userErrors { field message } } }`,
      { p: { title: 'Shipping Protection', productType: 'ship_protect', status: 'ACTIVE', tags: ['cartlift-hidden'], descriptionHtml: '<p>Covers loss</p>' }, m: [{ originalSource: 'https://cdn.example/ship.png', mediaContentType: 'IMAGE' }] });
    const product = created.body.data.productCreate.product;
    expect(created.body.data.productCreate.userErrors).toEqual([]);
    expect(product).toMatchObject({ handle: 'shipping-protection-1', status: 'ACTIVE', tags: ['cartlift-hidden'], featuredImage: { url: 'https://cdn.example/ship.png' } });
    expect(product.variants.nodes[0].price).toBe('0.00');
    const updated = await gql(t, 'mutation($id: ID!, $v: [ProductVariantsBulkInput!]!) { productVariantsBulkUpdate(productId: $id, variants: $v) { productVariants { id price } userErrors { field message } } }',
      { id: product.id, v: [{ id: product.variants.nodes[0].id, price: '3.49' }] });
    expect(updated.body.data.productVariantsBulkUpdate).toEqual({ productVariants: [{ id: product.variants.nodes[0].id, price: '3.49' }], userErrors: [] });
    const variantId = Number(product.variants.nodes[0].id.split('/').pop());
    const line = await t.agent.post('/cart/add.js').send({ id: variantId }).expect(200);
    expect(line.body.price).toBe(349);
  });

  it('productCreate without a title answers userErrors and creates nothing', async () => {
    const t = testStore();
    const before = t.state.catalog.products.length;
    const res = await gql(t, 'mutation { productCreate(product: { title: " " }) { product { id } userErrors { field message } } }');
    expect(res.body.data.productCreate).toEqual({ product: null, userErrors: [{ field: ['title'], message: "Title can't be blank" }] });
    expect(t.state.catalog.products.length).toBe(before);
  });

  it('draftOrderCreate returns an invoice URL served by the dev store, with line and order discounts in the totals', async () => {
    const t = testStore();
    const tee = `gid://shopify/ProductVariant/${t.variant('classic-tee', 'M / Black')}`;
    const res = await gql(t, `mutation($input: DraftOrderInput!) { draftOrderCreate(input: $input) { draftOrder { id invoiceUrl totalPrice subtotalPrice } userErrors { field message } } }`, {
      input: {
        lineItems: [{ variantId: tee, quantity: 2, appliedDiscount: { value: 10, valueType: 'PERCENTAGE', title: 'Tier 2' } }, { title: 'Gift wrap', originalUnitPrice: '5.00', quantity: 1 }],
        appliedDiscount: { value: 5, valueType: 'FIXED_AMOUNT', title: 'Goal reward' }, note: 'cartlift', customAttributes: [{ key: '_cartlift', value: 'yes' }],
      },
    });
    const draft = res.body.data.draftOrderCreate.draftOrder;
    expect(res.body.data.draftOrderCreate.userErrors).toEqual([]);
    expect(draft).toMatchObject({ subtotalPrice: '50.00', totalPrice: '45.00' });
    expect(draft.invoiceUrl).toMatch(/^http:\/\/shop\.test\/71000000001\/invoices\/[0-9a-f]{32}$/);
    await t.agent.get(new URL(draft.invoiceUrl).pathname).expect(200).expect(/data-checkout-total="4500"/);
  });

  it('draftOrderComplete with paymentPending records one unpaid, tagged order; a second complete and a delete are refused', async () => {
    const t = testStore();
    const tee = `gid://shopify/ProductVariant/${t.variant('classic-tee', 'M / Black')}`;
    const created = await gql(t, `mutation($input: DraftOrderInput!) { draftOrderCreate(input: $input) { draftOrder { id } userErrors { message } } }`, {
      input: { lineItems: [{ variantId: tee, quantity: 1 }], tags: ['cartlift', 'cod'], email: 'ana@example.com', note: 'Phone: 555', customAttributes: [{ key: 'Phone', value: '555' }] },
    });
    const id: string = created.body.data.draftOrderCreate.draftOrder.id;
    const complete = `mutation($id: ID!) { draftOrderComplete(id: $id, paymentPending: true) { draftOrder { status order { name displayFinancialStatus tags } } userErrors { message } } }`;
    const done = await gql(t, complete, { id });
    expect(done.body.data.draftOrderComplete).toEqual({ draftOrder: { status: 'COMPLETED', order: { name: '#1001', displayFinancialStatus: 'PENDING', tags: ['cartlift', 'cod'] } }, userErrors: [] });
    expect(t.state.orders).toHaveLength(1);
    expect(t.state.orders[0]).toMatchObject({ financialStatus: 'pending', email: 'ana@example.com', note: 'Phone: 555', noteAttributes: [{ name: 'Phone', value: '555' }] });
    const again = await gql(t, complete, { id });
    expect(again.body.data.draftOrderComplete.userErrors).toEqual([{ message: 'This order has already been paid' }]);
    const del = await gql(t, `mutation($id: ID!) { draftOrderDelete(input: { id: $id }) { deletedId userErrors { message } } }`, { id });
    expect(del.body.data.draftOrderDelete.deletedId).toBeNull();
    expect(t.state.orders).toHaveLength(1);
  });

  it('draftOrderDelete removes an open draft', async () => {
    const t = testStore();
    const created = await gql(t, `mutation { draftOrderCreate(input: { lineItems: [{ title: "Wrap", originalUnitPrice: "2.00", quantity: 1 }] }) { draftOrder { id } } }`);
    const id: string = created.body.data.draftOrderCreate.draftOrder.id;
    const del = await gql(t, `mutation($id: ID!) { draftOrderDelete(input: { id: $id }) { deletedId userErrors { message } } }`, { id });
    expect(del.body.data.draftOrderDelete).toEqual({ deletedId: id, userErrors: [] });
    expect(t.state.draftOrders).toHaveLength(0);
  });

  it('the dev-only draftOrderComplete fault answers its message as a userError and completes nothing until switched off', async () => {
    const t = testStore();
    const created = await gql(t, `mutation { draftOrderCreate(input: { lineItems: [{ title: "Wrap", originalUnitPrice: "2.00", quantity: 1 }] }) { draftOrder { id } } }`);
    const id: string = created.body.data.draftOrderCreate.draftOrder.id;
    const complete = `mutation($id: ID!) { draftOrderComplete(id: $id, paymentPending: true) { draftOrder { status } userErrors { message } } }`;
    await t.agent.post('/__dev/faults').send({ draftOrderComplete: '' }).expect(400);
    await t.agent.post('/__dev/faults').send({ draftOrderComplete: 'Payment terms are unavailable' }).expect(200, { draftOrderComplete: 'Payment terms are unavailable', dropAnswer: null });
    const refused = await gql(t, complete, { id });
    expect(refused.body.data.draftOrderComplete).toEqual({ draftOrder: null, userErrors: [{ message: 'Payment terms are unavailable' }] });
    expect(t.state.orders).toHaveLength(0);
    expect(t.state.draftOrders[0].status).toBe('OPEN');
    await t.agent.post('/__dev/faults').send({ draftOrderComplete: null }).expect(200, { draftOrderComplete: null, dropAnswer: null });
    expect((await gql(t, complete, { id })).body.data.draftOrderComplete.draftOrder).toEqual({ status: 'COMPLETED' });
    expect(t.state.orders).toHaveLength(1);
  });

  it('draftOrderCreate with an unknown variant answers userErrors', async () => {
    const t = testStore();
    const res = await gql(t, 'mutation { draftOrderCreate(input: { lineItems: [{ variantId: "gid://shopify/ProductVariant/1", quantity: 1 }] }) { draftOrder { id } userErrors { field message } } }');
    expect(res.body.data.draftOrderCreate).toEqual({ draftOrder: null, userErrors: [{ field: ['lineItems', '0', 'variantId'], message: 'Product with ID could not be found' }] });
  });

  it('discountCodeBasicCreate creates a code the cart accepts; a duplicate code is a userError', async () => {
    const t = testStore();
    const mutation = `mutation($d: DiscountCodeBasicInput!) { discountCodeBasicCreate(basicCodeDiscount: $d) { codeDiscountNode { id codeDiscount { ... on DiscountCodeBasic { title codes(first: 1) { nodes { code } } } } } userErrors { field message code } } }`;
    const input = { title: 'Cartlift 15%', code: 'CL-15', startsAt: '2026-01-01T00:00:00Z', customerSelection: { all: true }, customerGets: { value: { percentage: 0.15 }, items: { all: true } }, usageLimit: 1, appliesOncePerCustomer: true };
    const res = await gql(t, mutation, { d: input });
    expect(res.body.data.discountCodeBasicCreate.codeDiscountNode).toMatchObject({ id: expect.stringMatching(/^gid:\/\/shopify\/DiscountCodeNode\/\d+$/), codeDiscount: { title: 'Cartlift 15%', codes: { nodes: [{ code: 'CL-15' }] } } });
    const dup = await gql(t, mutation, { d: input });
    expect(dup.body.data.discountCodeBasicCreate.userErrors).toEqual([{ field: ['basicCodeDiscount', 'code'], message: 'Code must be unique. Please try a different code.', code: 'TAKEN' }]);
    await t.agent.post('/cart/add.js').send({ id: t.variant('knit-blanket') }).expect(200);
    const cart = await t.agent.post('/cart/update.js').send({ discount: 'CL-15' }).expect(200);
    expect(cart.body.total_price).toBe(8900 - 1335);
  });

  it('discountCodeBasicCreate with a fixed amount applying on each item of chosen products', async () => {
    const t = testStore();
    const socks = t.state.catalog.productByHandle('free-socks-gift')?.id;
    const res = await gql(t, `mutation($d: DiscountCodeBasicInput!) { discountCodeBasicCreate(basicCodeDiscount: $d) { codeDiscountNode { id } userErrors { message } } }`,
      { d: { title: 'Gift', code: 'GIFT-SOCKS', startsAt: '2026-01-01T00:00:00Z', customerGets: { value: { discountAmount: { amount: '9.00', appliesOnEachItem: true } }, items: { products: { productsToAdd: [`gid://shopify/Product/${socks}`] } } } } });
    expect(res.body.data.discountCodeBasicCreate.userErrors).toEqual([]);
    await t.agent.post('/cart/add.js').send({ items: [{ id: t.variant('free-socks-gift', 'S/M'), quantity: 2 }, { id: t.variant('keychain') }] }).expect(200);
    const cart = await t.agent.post('/cart/update.js').send({ discount: 'GIFT-SOCKS' }).expect(200);
    expect(cart.body.total_price).toBe(800);
  });

  it('themes(roles: [MAIN]) files settings_data.json shows the app embed block; the dev switch turns it on and off', async () => {
    const t = testStore();
    const query = '{ themes(first: 1, roles: [MAIN]) { nodes { id name files(filenames: ["config/settings_data.json"]) { nodes { filename body { ... on OnlineStoreThemeFileBodyText { content } } } } } } }';
    const read = async () => {
      const theme = (await gql(t, query)).body.data.themes.nodes[0];
      const content: string = theme.files.nodes[0].body.content;
      expect(content.startsWith('/*')).toBe(true);
      const json = JSON.parse(content.replace(/^\/\*[\s\S]*?\*\//, '')) as { current: { blocks: Record<string, { type: string; disabled: boolean }> } };
      return Object.values(json.current.blocks).find((b) => b.type.startsWith('shopify://apps/cartlift/blocks/app-embed/'));
    };
    expect(await read()).toMatchObject({ disabled: true });
    await t.agent.post('/__dev/app-embed').send({ enabled: true }).expect(200);
    expect(await read()).toMatchObject({ disabled: false });
  });

  it('answers GraphQL validation errors in errors[] with status 200, and 400 without a query', async () => {
    const t = testStore();
    const res = await gql(t, '{ shop { nope } }');
    expect(res.body.errors[0].message).toMatch(/Cannot query field "nope" on type "Shop"/);
    const missing = await t.agent.post(ENDPOINT).set('X-Shopify-Access-Token', TOKEN).send({}).expect(400);
    expect(missing.body).toEqual({ errors: { query: 'Required parameter missing or invalid' } });
  });
});
