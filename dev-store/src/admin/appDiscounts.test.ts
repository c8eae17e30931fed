// Contract: the Admin API calls an app makes to run its Discount Function (shopify.dev: discountAutomaticAppCreate,
// discountAutomaticAppUpdate, metafieldsSet, shopifyFunctions), with Shopify's payload and userErrors shapes; the
// function is what the extension folder deploys, and uninstalling the app takes its discounts with it.
import { adminGql, functionExtension, testStore } from '../testSupport';
import { APP_ID } from '../functions/types';

const QUERY = 'query { discount { discountClasses } }';
const CREATE = `mutation($d: DiscountAutomaticAppInput!) { discountAutomaticAppCreate(automaticAppDiscount: $d) {
  automaticAppDiscount { discountId title status startsAt discountClasses combinesWith { orderDiscounts productDiscounts shippingDiscounts } appDiscountType { appKey functionId title } }
  userErrors { field message code } } }`;
const SET = 'mutation($m: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $m) { metafields { id namespace key type value jsonValue } userErrors { field message code elementIndex } } }';
const NODES = `{ discountAutomaticNodes(first: 10) { nodes { id automaticDiscount { ... on DiscountAutomaticApp { title status discountClasses } }
  metafield(namespace: "$app:cartlift", key: "function-configuration") { namespace key type jsonValue } } } }`;

function store() {
  const t = testStore({ discountFunctionDir: functionExtension({ linesQuery: QUERY, deliveryQuery: QUERY }) });
  const create = (d: Record<string, unknown>) => adminGql(t, CREATE, { d: { title: 'Cartlift rewards', functionHandle: 'cartlift-discount', discountClasses: ['PRODUCT', 'ORDER', 'SHIPPING'], ...d } }).expect(200);
  return { ...t, create };
}

/** A JSON configuration of exactly `bytes` bytes. */
function config(bytes: number): string {
  const head = '{"collectionIds":[],"pad":"';
  return `${head}${'x'.repeat(bytes - head.length - 2)}"}`;
}

describe('the app\'s Discount Function in the Admin API', () => {
  it('shopifyFunctions lists the deployed function (id, handle, title, apiType discount); none without an extension', async () => {
    const t = store();
    const res = await adminGql(t, '{ shopifyFunctions(first: 10) { nodes { id handle title apiType apiVersion appKey app { title } } } }').expect(200);
    const [fn] = res.body.data.shopifyFunctions.nodes;
    expect(fn).toMatchObject({ handle: 'cartlift-discount', title: 'Test rewards', apiType: 'discount', apiVersion: '2026-10', appKey: 'cartlift-local-key', app: { title: 'Cartlift' } });
    expect(fn.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    const none = testStore({ discountFunctionDir: null });
    expect((await adminGql(none, '{ shopifyFunctions(first: 10) { nodes { id } } }')).body.data.shopifyFunctions.nodes).toEqual([]);
  });

  it('discountAutomaticAppCreate by handle or id creates an active discount with its metafield, read back by discountAutomaticNodes', async () => {
    const t = store();
    const value = JSON.stringify({ collectionIds: ['gid://shopify/Collection/450000000002'], campaigns: [] });
    const res = await t.create({ combinesWith: { productDiscounts: true, orderDiscounts: true, shippingDiscounts: true }, metafields: [{ namespace: '$app:cartlift', key: 'function-configuration', type: 'json', value }] });
    const created = res.body.data.discountAutomaticAppCreate;
    expect(created.userErrors).toEqual([]);
    expect(created.automaticAppDiscount).toMatchObject({
      discountId: expect.stringMatching(/^gid:\/\/shopify\/DiscountAutomaticNode\/\d+$/), title: 'Cartlift rewards', status: 'ACTIVE',
      discountClasses: ['ORDER', 'PRODUCT', 'SHIPPING'], combinesWith: { orderDiscounts: true, productDiscounts: true, shippingDiscounts: true },
      appDiscountType: { appKey: 'cartlift-local-key', title: 'Test rewards' },
    });
    const fnId = (await adminGql(t, '{ shopifyFunctions(first: 1) { nodes { id } } }')).body.data.shopifyFunctions.nodes[0].id;
    expect(created.automaticAppDiscount.appDiscountType.functionId).toBe(fnId);
    expect((await t.create({ functionHandle: undefined, functionId: fnId, title: 'By id' })).body.data.discountAutomaticAppCreate.userErrors).toEqual([]);
    const nodes = (await adminGql(t, NODES).expect(200)).body.data.discountAutomaticNodes.nodes;
    expect(nodes).toHaveLength(2);
    expect(nodes[0]).toMatchObject({
      id: created.automaticAppDiscount.discountId, automaticDiscount: { title: 'Cartlift rewards', status: 'ACTIVE' },
      // $app:cartlift is the app's reserved namespace, stored as app--{app id}--cartlift.
      metafield: { namespace: `app--${APP_ID}--cartlift`, key: 'function-configuration', type: 'json', jsonValue: JSON.parse(value) },
    });
    expect(nodes[1].metafield).toBeNull();
  });

  it('refuses a discount without title, function or classes, or with an unknown function, in Shopify\'s userErrors shape', async () => {
    const t = store();
    const blank = (await t.create({ title: ' ', functionHandle: null, discountClasses: [] })).body.data.discountAutomaticAppCreate;
    expect(blank.automaticAppDiscount).toBeNull();
    expect(blank.userErrors).toEqual([
      { field: ['automaticAppDiscount', 'title'], message: "Title can't be blank", code: 'BLANK' },
      { field: ['automaticAppDiscount', 'functionId'], message: 'Either functionId or functionHandle must be provided.', code: 'MISSING_ARGUMENT' },
      { field: ['automaticAppDiscount', 'discountClasses'], message: "Discount classes can't be blank", code: 'BLANK' },
    ]);
    const unknown = (await t.create({ functionHandle: 'someone-elses' })).body.data.discountAutomaticAppCreate;
    expect(unknown.userErrors).toEqual([{ field: ['automaticAppDiscount', 'functionHandle'], message: expect.stringContaining('Function someone-elses not found.'), code: 'INVALID' }]);
    expect(t.state.appDiscounts).toEqual([]);
  });

  it('discountAutomaticAppUpdate changes the title, classes and end; an unknown id is a userError', async () => {
    const t = store();
    const id = (await t.create({})).body.data.discountAutomaticAppCreate.automaticAppDiscount.discountId;
    const UPDATE = 'mutation($id: ID!, $d: DiscountAutomaticAppInput!) { discountAutomaticAppUpdate(id: $id, automaticAppDiscount: $d) { automaticAppDiscount { title status discountClasses } userErrors { field message code } } }';
    const past = new Date(Date.now() - 1000).toISOString();
    const res = await adminGql(t, UPDATE, { id, d: { title: 'Renamed', discountClasses: ['PRODUCT'], startsAt: '2026-01-01T00:00:00Z', endsAt: past } }).expect(200);
    expect(res.body.data.discountAutomaticAppUpdate).toEqual({ automaticAppDiscount: { title: 'Renamed', status: 'EXPIRED', discountClasses: ['PRODUCT'] }, userErrors: [] });
    const missing = await adminGql(t, UPDATE, { id: 'gid://shopify/DiscountAutomaticNode/1', d: { title: 'x' } }).expect(200);
    expect(missing.body.data.discountAutomaticAppUpdate.userErrors).toEqual([{ field: ['id'], message: 'Discount does not exist', code: 'INVALID' }]);
  });

  it('metafieldsSet writes the configuration on the discount, and refuses more than 10,000 bytes, bad JSON or an unknown owner, writing nothing', async () => {
    const t = store();
    const ownerId = (await t.create({})).body.data.discountAutomaticAppCreate.automaticAppDiscount.discountId;
    const input = (value: string) => ({ ownerId, namespace: '$app:cartlift', key: 'function-configuration', type: 'json', value });
    const ok = (await adminGql(t, SET, { m: [input(config(10_000))] }).expect(200)).body.data.metafieldsSet;
    expect(ok.userErrors).toEqual([]);
    expect(ok.metafields[0]).toMatchObject({ namespace: `app--${APP_ID}--cartlift`, key: 'function-configuration', type: 'json' });
    expect(Buffer.byteLength(ok.metafields[0].value)).toBe(10_000);

    const tooBig = (await adminGql(t, SET, { m: [input(JSON.stringify({ a: 'é'.repeat(5000) }))] }).expect(200)).body.data.metafieldsSet;
    expect(tooBig).toEqual({ metafields: null, userErrors: [{ field: ['metafields', '0', 'value'], message: 'Value is too long (maximum is 10000 bytes)', code: 'TOO_LONG', elementIndex: null }] });
    const badJson = (await adminGql(t, SET, { m: [input('{"small": true}'), input('{nope')] }).expect(200)).body.data.metafieldsSet;
    expect(badJson.userErrors).toEqual([{ field: ['metafields', '1', 'value'], message: expect.stringMatching(/^Value is invalid JSON: /), code: 'INVALID_VALUE', elementIndex: null }]);
    const noOwner = (await adminGql(t, SET, { m: [{ ...input('{}'), ownerId: 'gid://shopify/DiscountAutomaticNode/9' }] }).expect(200)).body.data.metafieldsSet;
    expect(noOwner.userErrors).toEqual([{ field: ['metafields', '0', 'ownerId'], message: 'Owner does not exist', code: 'INVALID', elementIndex: null }]);
    // None of the refused calls wrote anything: the 10,000-byte value is still there.
    expect(Buffer.byteLength(t.state.appDiscounts[0].metafields[0].value)).toBe(10_000);
    // A DiscountNode gid names the same discount.
    const viaNode = (await adminGql(t, SET, { m: [{ ...input('{"collectionIds": []}'), ownerId: ownerId.replace('DiscountAutomaticNode', 'DiscountNode') }] }).expect(200)).body.data.metafieldsSet;
    expect(viaNode.userErrors).toEqual([]);
    expect(t.state.appDiscounts[0].metafields).toHaveLength(1);
    expect(t.state.appDiscounts[0].metafields[0].value).toBe('{"collectionIds": []}');
  });

  it('uninstalling the app removes its discounts, revokes its token and sends app/uninstalled', async () => {
    const t = store();
    await t.create({});
    expect((await t.agent.get('/__dev').expect(200)).text).toMatch(/cartlift-discount \(not built: .*function\.js\); app discounts: Cartlift rewards\./);
    await t.agent.post('/__dev/uninstall').expect(200);
    expect(t.state.appDiscounts).toEqual([]);
    await adminGql(t, '{ shop { name } }').expect(401);
    expect(t.deliveries.map((d) => d.headers['X-Shopify-Topic'])).toEqual(['app/uninstalled']);
  });
});
