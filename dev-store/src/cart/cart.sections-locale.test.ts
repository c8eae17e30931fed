// Contract: bundled section rendering on cart endpoints (shopify.dev/docs/api/ajax/reference/cart#bundled-section-rendering)
// and locale-aware URLs (shopify.dev/docs/api/ajax: "use window.Shopify.routes.root").
import { testStore, type CartBody } from '../testSupport';

describe('sections rendering', () => {
  it('add.js with sections answers the line plus the rendered sections, each in its shopify-section wrapper', async () => {
    const { agent, variant } = testStore();
    const res = await agent.post('/cart/add.js').send({ id: variant('keychain'), quantity: 2, sections: 'cart-icon-bubble,main-cart-items' }).expect(200);
    expect(res.body.quantity).toBe(2);
    expect(res.body.sections['cart-icon-bubble']).toMatch(/^<div id="shopify-section-cart-icon-bubble" class="shopify-section">.*<div class="cart-count-bubble"><span aria-hidden="true">2<\/span>/s);
    expect(res.body.sections['main-cart-items']).toContain('Brass Keychain');
  });

  it('renders at most 5 sections and null for a section the theme does not have', async () => {
    const { agent } = testStore();
    const ids = ['cart-icon-bubble', 'cart-live-region-text', 'main-cart-items', 'main-cart-footer', 'no-such-section', 'header'];
    const res = await agent.post('/cart/update.js').send({ sections: ids }).expect(200);
    expect(Object.keys(res.body.sections)).toEqual(ids.slice(0, 5));
    expect(res.body.sections['no-such-section']).toBeNull();
  });

  it('change.js and clear.js also render requested sections', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ id: variant('keychain') }).expect(200);
    const changed = await agent.post('/cart/change.js').send({ line: 1, quantity: 3, sections: ['cart-icon-bubble'] }).expect(200);
    expect(changed.body.sections['cart-icon-bubble']).toContain('<span aria-hidden="true">3</span>');
    const cleared = await agent.post('/cart/clear.js').send({ sections: 'cart-icon-bubble' }).expect(200);
    expect(cleared.body.sections['cart-icon-bubble']).not.toContain('cart-count-bubble');
  });

  it('the Section Rendering API serves ?sections= and ?section_id= on pages', async () => {
    const { agent } = testStore();
    const json = await agent.get('/?sections=cart-icon-bubble').expect(200);
    expect(json.body['cart-icon-bubble']).toContain('shopify-section-cart-icon-bubble');
    const html = await agent.get('/cart?section_id=main-cart-footer').expect(200);
    expect(html.text).toMatch(/^<div id="shopify-section-main-cart-footer"/);
  });
});

describe('locale-prefixed routes', () => {
  it('/fr/cart/add.js, /fr/cart/change.js, /fr/cart/update.js, /fr/cart/clear.js and /fr/cart.js act on the same cart', async () => {
    const { agent, variant } = testStore();
    await agent.post('/fr/cart/add.js').send({ id: variant('keychain'), quantity: 2 }).expect(200);
    await agent.post('/fr/cart/change.js').send({ line: 1, quantity: 3 }).expect(200);
    await agent.post('/fr/cart/update.js').send({ note: 'Merci' }).expect(200);
    const en = (await agent.get('/cart.js')).body as CartBody;
    const fr = (await agent.get('/fr/cart.js')).body as CartBody;
    expect(fr).toEqual(en);
    expect(fr).toMatchObject({ item_count: 3, note: 'Merci' });
    await agent.post('/fr/cart/clear.js').expect(200);
    expect(((await agent.get('/cart.js')).body as CartBody).item_count).toBe(0);
  });

  it('the French form post /fr/cart/add redirects to /fr/cart, and French sections are in French', async () => {
    const { agent, variant } = testStore();
    await agent.post('/fr/cart/add').type('form').send({ id: variant('keychain') }).expect(302).expect('Location', '/fr/cart');
    const res = await agent.post('/fr/cart/update.js').send({ sections: 'cart-icon-bubble' }).expect(200);
    expect(res.body.sections['cart-icon-bubble']).toContain('1 article');
  });
});
