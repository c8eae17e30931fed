// Contract: draft orders with the customer and shipping address (issue 24 COD), looked up by tag as Shopify's
// draftOrders/orders search does, and the dev-only fault that does the work but loses the answer.
import { testStore } from '../testSupport';

const TOKEN = 'shpat_cartlift_demo_local';
const ENDPOINT = '/admin/api/2025-01/graphql.json';
type Store = ReturnType<typeof testStore>;

const gql = (t: Store, query: string, variables?: Record<string, unknown>) =>
  t.agent.post(ENDPOINT).set('X-Shopify-Access-Token', TOKEN).send({ query, variables });

const CREATE = `mutation($input: DraftOrderInput!) { draftOrderCreate(input: $input) {
  draftOrder { id name status email phone tags note2 shippingAddress { firstName lastName name phone address1 city zip countryCodeV2 } }
  userErrors { field message } } }`;
const COMPLETE = `mutation($id: ID!) { draftOrderComplete(id: $id, paymentPending: true) { draftOrder { order { id name } } userErrors { message } } }`;
const DRAFTS = `query($q: String) { draftOrders(first: 5, query: $q) { nodes { id name status tags order { name } } } }`;
const ORDERS = `query($q: String) { orders(first: 5, query: $q) { nodes { id name tags displayFinancialStatus email shippingAddress { name address1 } } } }`;

const input = (t: Store, over: Record<string, unknown> = {}) => ({
  lineItems: [{ variantId: `gid://shopify/ProductVariant/${t.variant('knit-blanket')}`, quantity: 1 }],
  tags: ['cartlift', 'COD', 'cartlift-key-0123456789abcdef01234567'],
  note: 'Phone: 555 0101',
  email: 'ana@example.com',
  shippingAddress: { firstName: 'Ana', lastName: 'Silva', phone: '555 0101', address1: '1 Main St', city: 'Porto', zip: '4000', countryCode: 'pt' },
  ...over,
});

describe('draft orders with customer details', () => {
  it('keeps the email, shipping address, tags and note, and carries the address to the order', async () => {
    const t = testStore();
    const res = await gql(t, CREATE, { input: input(t) }).expect(200);
    expect(res.body.data.draftOrderCreate).toEqual({
      draftOrder: {
        id: expect.stringMatching(/^gid:\/\/shopify\/DraftOrder\/\d+$/), name: '#D1', status: 'OPEN', email: 'ana@example.com', phone: null,
        tags: ['cartlift', 'COD', 'cartlift-key-0123456789abcdef01234567'], note2: 'Phone: 555 0101',
        shippingAddress: { firstName: 'Ana', lastName: 'Silva', name: 'Ana Silva', phone: '555 0101', address1: '1 Main St', city: 'Porto', zip: '4000', countryCodeV2: 'PT' },
      },
      userErrors: [],
    });
    await gql(t, COMPLETE, { id: res.body.data.draftOrderCreate.draftOrder.id }).expect(200);
    const orders = await gql(t, ORDERS, { q: 'tag:cartlift-key-0123456789abcdef01234567' }).expect(200);
    expect(orders.body.data.orders.nodes).toEqual([
      { id: expect.any(String), name: '#1001', tags: expect.any(Array), displayFinancialStatus: 'PENDING', email: 'ana@example.com', shippingAddress: { name: 'Ana Silva', address1: '1 Main St' } },
    ]);
  });

  it('refuses a customer phone that is not E.164 and a tag over 40 characters, as Shopify does', async () => {
    const t = testStore();
    const res = await gql(t, CREATE, { input: input(t, { phone: '555 0101', tags: ['x'.repeat(41)] }) }).expect(200);
    expect(res.body.data.draftOrderCreate.userErrors).toEqual([
      { field: ['phone'], message: 'Phone is invalid' },
      { field: ['tags'], message: 'Tags is too long (maximum is 40 characters)' },
    ]);
    expect(t.state.draftOrders).toHaveLength(0);
    expect((await gql(t, CREATE, { input: input(t, { phone: '+351900000000' }) })).body.data.draftOrderCreate.userErrors).toEqual([]);
  });
});

describe('draftOrders and orders search', () => {
  it('finds by whole tag (case-insensitive), status, and AND/negation; nothing for an unknown tag', async () => {
    const t = testStore();
    await gql(t, CREATE, { input: input(t, { tags: ['COD', 'cartlift-key-a'] }) });
    await gql(t, CREATE, { input: input(t, { tags: ['COD', 'cartlift-key-b'] }) });
    const names = async (q: string) => ((await gql(t, DRAFTS, { q }).expect(200)).body.data.draftOrders.nodes as { name: string }[]).map((n) => n.name);
    expect(await names('tag:cartlift-key-b')).toEqual(['#D2']);
    expect(await names("tag:'CARTLIFT-KEY-A'")).toEqual(['#D1']);
    expect(await names('tag:cartlift-key')).toEqual([]);
    expect(await names('tag:COD status:open')).toEqual(['#D1', '#D2']);
    expect(await names('tag:COD -tag:cartlift-key-a')).toEqual(['#D2']);
    await gql(t, COMPLETE, { id: `gid://shopify/DraftOrder/${t.state.draftOrders[0].id}` });
    expect(await names('status:completed')).toEqual(['#D1']);
    const orders = await gql(t, ORDERS, { q: 'tag:cartlift-key-b' }).expect(200);
    expect(orders.body.data.orders.nodes).toEqual([]);
  });
});

describe('the dropAnswer fault', () => {
  it('does the mutation and drops the connection, the given number of times, then answers again', async () => {
    const t = testStore();
    await t.agent.post('/__dev/faults').send({ dropAnswer: { mutation: 'draftOrderPay' } }).expect(400);
    await t.agent.post('/__dev/faults').send({ dropAnswer: { mutation: 'draftOrderCreate', times: 0 } }).expect(400);
    await t.agent.post('/__dev/faults').send({}).expect(400);
    await t.agent.post('/__dev/faults').send({ dropAnswer: { mutation: 'draftOrderComplete', times: 1 } })
      .expect(200, { draftOrderComplete: null, dropAnswer: { mutation: 'draftOrderComplete', times: 1 } });
    const created = await gql(t, CREATE, { input: input(t) }).expect(200);
    const id: string = created.body.data.draftOrderCreate.draftOrder.id;
    await expect(gql(t, COMPLETE, { id })).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(t.state.orders).toHaveLength(1);
    expect(t.state.draftOrders[0].status).toBe('COMPLETED');
    expect(t.state.faults.dropAnswer).toBeNull();
    const again = await gql(t, COMPLETE, { id }).expect(200);
    expect(again.body.data.draftOrderComplete.userErrors).toEqual([{ message: 'This order has already been paid' }]);
  });

  it('lists draft orders with the customer and address on /__dev and /__dev/draft-orders', async () => {
    const t = testStore();
    await gql(t, CREATE, { input: input(t) }).expect(200);
    const page = await t.agent.get('/__dev').expect(200);
    expect(page.text).toContain('#D1</strong> open');
    expect(page.text).toContain('Customer: ana@example.com');
    expect(page.text).toContain('Ship to: Ana Silva, 1 Main St, Porto, 4000, PT, 555 0101');
    const json = await t.agent.get('/__dev/draft-orders').expect(200);
    expect(json.body.draftOrders[0]).toMatchObject({ name: '#D1', email: 'ana@example.com', shippingAddress: { address1: '1 Main St' } });
  });
});
