// Contract: the app's real Discount Function (extensions/cartlift-discount, built from its sources by its own build
// script into this test's copy of the extension) runs at the dev store's checkout on the input its own queries
// select, its output passes the schema check, and the order charges what its campaigns give: a Buy More Save More tier
// on a product reached through a targeted collection, the Add To Unlock discount once its goal is reached, and free
// shipping. The configuration is written in the extension's documented shape (domain/src/cart/functionConfig.ts, v1).
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminGql, testStore } from '../testSupport';

const EXTENSION = path.resolve(__dirname, '..', '..', '..', 'extensions', 'cartlift-discount');
const APPAREL = 450000000002;

/** A copy of the extension (toml, schema, queries) with its module built from source, as `npm run build` would. */
async function builtExtension(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dev-store-cartlift-function-'));
  mkdirSync(path.join(dir, 'src'));
  for (const file of ['shopify.extension.toml', 'schema.graphql']) copyFileSync(path.join(EXTENSION, file), path.join(dir, file));
  for (const file of readdirSync(path.join(EXTENSION, 'src')).filter((f) => f.endsWith('.graphql'))) copyFileSync(path.join(EXTENSION, 'src', file), path.join(dir, 'src', file));
  const { build } = (await import(path.join(EXTENSION, 'scripts', 'build.js'))) as { build: (outfile: string) => Promise<number> };
  await build(path.join(dir, 'dist', 'function.js'));
  return dir;
}

const CONFIG = {
  v: 1,
  a: [{ t: 'Cartlift goals', g: [{ r: 's', v: 40 }, { r: 'd', v: 100, p: 15 }] }],
  b: [{ t: 'Tee tiers', k: [APPAREL], r: [[2, 10]] }],
  collectionIds: [`gid://shopify/Collection/${APPAREL}`],
};

const CREATE = 'mutation($d: DiscountAutomaticAppInput!) { discountAutomaticAppCreate(automaticAppDiscount: $d) { automaticAppDiscount { discountId } userErrors { message } } }';

describe('the Cartlift Discount Function at the dev store\'s checkout', () => {
  it('gives the tier, the goal discount and free shipping the configuration describes, and nothing else', async () => {
    const t = testStore({ discountFunctionDir: await builtExtension() });
    const created = await adminGql(t, CREATE, {
      d: {
        title: 'Cartlift rewards', functionHandle: 'cartlift-discount', discountClasses: ['PRODUCT', 'ORDER', 'SHIPPING'],
        metafields: [{ namespace: '$app:cartlift', key: 'function-configuration', type: 'json', value: JSON.stringify(CONFIG) }],
      },
    }).expect(200);
    expect(created.body.data.discountAutomaticAppCreate.userErrors).toEqual([]);
    const checkout = async () => {
      await t.agent.post('/checkout/complete').expect(303);
      return JSON.parse(t.deliveries.at(-1)!.body);
    };

    // Two tees (apparel, $50: 10 % tier = $5) and a keychain: $53 after the tier passes the $40 free-shipping goal.
    await t.agent.post('/cart/add.js').send({ items: [{ id: t.variant('keychain'), quantity: 1 }, { id: t.variant('classic-tee', 'S / Black'), quantity: 2 }] }).expect(200);
    const first = await checkout();
    expect(t.state.functionRuns.flatMap((r) => r.errors)).toEqual([]);
    expect(first).toMatchObject({ total_price: '53.00', shipping_lines: [{ price: '4.99', discounted_price: '0.00' }] });
    expect(first.discount_applications.map((a: { title: string }) => a.title).sort()).toEqual(['Cartlift goals', 'Tee tiers']);

    // With a $89 blanket the cart passes $100: 15 % off $142 (after the tier) = $21.30, shipping still free.
    await t.agent.post('/cart/add.js').send({ items: [{ id: t.variant('keychain'), quantity: 1 }, { id: t.variant('classic-tee', 'S / Black'), quantity: 2 }, { id: t.variant('knit-blanket'), quantity: 1 }] }).expect(200);
    const second = await checkout();
    expect(t.state.functionRuns.flatMap((r) => r.errors)).toEqual([]);
    expect(second).toMatchObject({ total_price: '120.70', total_discounts: '31.29', shipping_lines: [{ discounted_price: '0.00' }] });

    // One keychain alone reaches no goal: the function gives nothing and shipping is charged.
    await t.agent.post('/cart/add.js').send({ id: t.variant('keychain'), quantity: 1 }).expect(200);
    expect(await checkout()).toMatchObject({ total_price: '12.99', total_discounts: '0.00', discount_applications: [] });
  });

  it("passes the cart's private arm attribute into the input: each experiment arm is charged its own rewards", async () => {
    const t = testStore({ discountFunctionDir: await builtExtension() });
    // Control: CONFIG. Variant (docs/experiments.md "Checkout"): 20 % off from $30, no tiers, no free shipping.
    const config = { ...CONFIG, x: { i: 'x_devstore01', v: { a: [{ t: 'Draft goals', g: [{ r: 'd', v: 30, p: 20 }] }] } } };
    const created = await adminGql(t, CREATE, {
      d: {
        title: 'Cartlift rewards', functionHandle: 'cartlift-discount', discountClasses: ['PRODUCT', 'ORDER', 'SHIPPING'],
        metafields: [{ namespace: '$app:cartlift', key: 'function-configuration', type: 'json', value: JSON.stringify(config) }],
      },
    }).expect(200);
    expect(created.body.data.discountAutomaticAppCreate.userErrors).toEqual([]);
    const checkoutAs = async (arm: string) => {
      await t.agent.post('/cart/add.js').send({ items: [{ id: t.variant('keychain'), quantity: 1 }, { id: t.variant('classic-tee', 'S / Black'), quantity: 2 }] }).expect(200);
      // The loader's write: a private attribute, hidden from cart.js but carried to checkout and the order.
      const cart = await t.agent.post('/cart/update.js').send({ attributes: { __cartlift_arm: arm, __cartlift_vid: 'v'.repeat(22) } }).expect(200);
      expect(cart.body.attributes).toEqual({});
      await t.agent.post('/checkout/complete').expect(303);
      expect(t.state.functionRuns.flatMap((r) => r.errors)).toEqual([]);
      return JSON.parse(t.deliveries.at(-1)!.body);
    };

    // Control: the tier ($5) and free shipping, as without an experiment ($53 after the tier).
    const control = await checkoutAs('x_devstore01:control');
    expect(control).toMatchObject({ total_price: '53.00', shipping_lines: [{ discounted_price: '0.00' }] });
    expect(control.note_attributes).toEqual(expect.arrayContaining([{ name: '__cartlift_arm', value: 'x_devstore01:control' }]));
    // Variant: 20 % off $58.00 = $11.60, shipping charged: 58.00 − 11.60 + 4.99.
    const variant = await checkoutAs('x_devstore01:variant');
    expect(variant).toMatchObject({ total_price: '51.39', shipping_lines: [{ discounted_price: '4.99' }] });
    expect(variant.discount_applications.map((a: { title: string }) => a.title)).toEqual(['Draft goals']);
    // Another experiment's arm: the control's rewards, never both.
    expect(await checkoutAs('x_other:variant')).toMatchObject({ total_price: '53.00' });
  });
});
