// Contract: storefront catalog JSON (Shopify's /products.json, /products/{handle}.js and .json,
// /collections/{handle}/products.json, /recommendations/products.json — shopify.dev/docs/api/ajax/reference/product
// and .../product-recommendations) and the seed catalog the issue asks for.
import { testStore } from '../testSupport';

describe('catalog endpoints', () => {
  it('/products.json pages with limit (default 30, max 250) and page, money as decimal strings', async () => {
    const { agent } = testStore();
    const first = await agent.get('/products.json').expect(200);
    expect(first.body.products).toHaveLength(30);
    const page2 = await agent.get('/products.json?limit=5&page=2').expect(200);
    expect(page2.body.products.map((p: { handle: string }) => p.handle)).toEqual(first.body.products.slice(5, 10).map((p: { handle: string }) => p.handle));
    const tee = first.body.products.find((p: { handle: string }) => p.handle === 'classic-tee');
    expect(tee.variants[0]).toMatchObject({ price: '25.00', available: true, option1: 'S', option2: 'Black', option3: null });
    expect(tee.tags).toEqual(['cotton', 'bestseller']);
    expect(tee.images[0].src).toBe('http://shop.test/cdn/shop/files/classic-tee.png?v=1767600000');
  });

  it('/products/{handle}.json answers {product} with tags as a comma-separated string; 404 for unknown or draft', async () => {
    const { agent } = testStore();
    const res = await agent.get('/products/pocket-tee.json').expect(200);
    expect(res.body.product).toMatchObject({ handle: 'pocket-tee', tags: 'cotton, sale', product_type: 'T-Shirt' });
    expect(res.body.product.variants[0]).toMatchObject({ price: '28.00', compare_at_price: '35.00' });
    await agent.get('/products/nope.json').expect(404);
    await agent.get('/products/archived-poster.json').expect(404);
  });

  it('/products/{handle}.js: cents, available per variant, option names, selling_plan_groups and allocations', async () => {
    const { agent, plans } = testStore();
    const res = await agent.get('/products/house-blend.js').expect(200);
    expect(res.body).toMatchObject({ handle: 'house-blend', price: 1600, price_min: 1600, price_max: 5200, price_varies: true, available: true, options: ['Size'], requires_selling_plan: false });
    expect(res.body.images[0]).toMatch(/^\/\/shop\.test\/cdn\/shop\/files\/house-blend\.png/);
    expect(res.body.selling_plan_groups[0]).toMatchObject({ name: 'Subscribe and save', options: [{ name: 'Deliver every', position: 1, values: ['2 weeks', '4 weeks'] }] });
    expect(res.body.selling_plan_groups[0].selling_plans[0]).toMatchObject({ id: plans('house-blend')[0], price_adjustments: [{ value_type: 'percentage', value: 10, position: 1 }] });
    expect(res.body.variants[1].selling_plan_allocations[1]).toMatchObject({ selling_plan_id: plans('house-blend')[1], price: 4420, compare_at_price: 5200 });
    const soldOut = await agent.get('/products/crew-sweatshirt.js').expect(200);
    expect(soldOut.body.available).toBe(false);
    const cap = await agent.get('/products/baseball-cap.js').expect(200);
    expect(cap.body.variants.map((v: { available: boolean }) => v.available)).toEqual([true, true, false]);
  });

  it('/collections/{handle}/products.json lists the collection; /collections/all lists every active product', async () => {
    const { agent, state } = testStore();
    const coffee = await agent.get('/collections/coffee/products.json').expect(200);
    expect(coffee.body.products.map((p: { handle: string }) => p.handle)).toEqual(['house-blend', 'single-origin-ethiopia', 'decaf-colombia', 'coffee-club', 'pour-over-kit']);
    const all = await agent.get('/collections/all/products.json?limit=250').expect(200);
    expect(all.body.products).toHaveLength(state.catalog.published().length);
    await agent.get('/collections/nope/products.json').expect(404);
  });

  it('/recommendations/products.json?product_id= answers related products in the .js shape (max 10)', async () => {
    const { agent, state } = testStore();
    const id = state.catalog.productByHandle('organic-hoodie')?.id;
    const res = await agent.get(`/recommendations/products.json?product_id=${id}&limit=4`).expect(200);
    expect(res.body.intent).toBe('related');
    expect(res.body.products).toHaveLength(4);
    expect(res.body.products.every((p: { id: number; price: number }) => p.id !== id && Number.isInteger(p.price))).toBe(true);
    await agent.get('/recommendations/products.json?product_id=1').expect(404);
  });

  it('the seed has ≥ 30 products in ≥ 4 collections with every product kind the issue lists', () => {
    const { state } = testStore();
    const { products, collections } = state.catalog;
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(collections.filter((c) => c.productIds.length > 0).length).toBeGreaterThanOrEqual(4);
    const types = new Set(products.map((p) => p.productType));
    for (const type of ['free_gift', 'singleton_gift', 'ship_protect']) expect(types).toContain(type);
    expect(products.some((p) => p.variants.length > 1)).toBe(true);
    expect(products.some((p) => p.variants.some((v) => v.compareAtPrice !== null))).toBe(true);
    expect(products.some((p) => p.variants.some((v) => v.tracked && v.inventoryPolicy === 'deny' && v.inventoryQuantity === 0))).toBe(true);
    expect(products.some((p) => p.sellingPlanGroups.length > 0)).toBe(true);
    expect(products.every((p) => p.images.length > 0 && p.tags.length > 0)).toBe(true);
  });
});

describe('generated images', () => {
  it('serves PNGs at Shopify CDN-like paths, with _small and _{w}x sizes', async () => {
    const { agent } = testStore();
    const original = await agent.get('/cdn/shop/files/classic-tee.png?v=1767600000').expect(200).expect('Content-Type', 'image/png');
    const small = await agent.get('/cdn/shop/files/classic-tee_small.png').expect(200);
    const sized = await agent.get('/cdn/shop/products/classic-tee_64x.png').expect(200);
    const width = (png: Buffer) => png.readUInt32BE(16);
    expect([width(original.body), width(small.body), width(sized.body)]).toEqual([800, 100, 64]);
    await agent.get('/cdn/shop/files/readme.txt').expect(404);
  });
});
