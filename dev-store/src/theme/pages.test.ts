// Contract: Dawn-like theme markup (product form, #cart-icon-bubble, window.Shopify globals) and the app embed,
// which a theme app embed block injects on every page when it is on.
import { testStore } from '../testSupport';

describe('theme pages', () => {
  it('every page sets window.Shopify (shop, routes.root, currency.active/rate, locale) and the cart icon link', async () => {
    const { agent } = testStore();
    for (const path of ['/', '/collections/apparel', '/products/classic-tee', '/cart']) {
      const res = await agent.get(path).expect(200);
      expect(res.text).toContain('"shop":"cartlift-demo.myshopify.com","locale":"en","currency":{"active":"USD","rate":"1.0"}');
      expect(res.text).toContain('"routes":{"root":"/"}');
      expect(res.text).toMatch(/<a href="\/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble">/);
    }
  });

  it('/fr/ pages use routes.root "/fr/", locale fr and French strings; ?currency=EUR sets currency.active', async () => {
    const { agent } = testStore();
    const res = await agent.get('/fr/products/classic-tee?currency=EUR').expect(200);
    expect(res.text).toContain('"locale":"fr","currency":{"active":"EUR","rate":"0.92"}');
    expect(res.text).toContain('"routes":{"root":"/fr/"}');
    expect(res.text).toContain('action="/fr/cart/add"');
    expect(res.text).toContain('Ajouter au panier');
  });

  it('?theme=fetch|xhr (remembered in a cookie) swaps the product-form script for one that adds from script, with a .cart-count', async () => {
    const { agent } = testStore();
    const fetchTheme = (await agent.get('/products/canvas-tote?theme=fetch').expect(200)).text;
    expect(fetchTheme).toContain("fetch(window.Shopify.routes.root+'cart/add.js'");
    expect(fetchTheme).toContain('<span class="cart-count" aria-label="0 items">0</span>');
    // The cookie keeps the choice on the next page, the /fr/ ones included.
    expect((await agent.get('/fr/products/canvas-tote').expect(200)).text).toContain("fetch(window.Shopify.routes.root+'cart/add.js',{method:'POST',headers:{'Content-Type'");
    const xhrTheme = (await agent.get('/fr/products/canvas-tote?theme=xhr').expect(200)).text;
    expect(xhrTheme).toContain("xhr.open('POST',window.Shopify.routes.root+'cart/add')");
    expect(xhrTheme).not.toContain("fetch(window.Shopify.routes.root+'cart/add.js'");
    const dawn = (await agent.get('/products/canvas-tote?theme=dawn').expect(200)).text;
    expect(dawn).not.toContain('class="cart-count"');
    expect(dawn).toContain("fetch(window.Shopify.routes.root+'cart/add.js',{method:'POST',headers:{'X-Requested-With'");
  });

  it("?theme=actions is the only theme with Shopify's standard layer in <head>; its form adds with Shopify.actions.updateCart", async () => {
    const { agent } = testStore();
    const actions = (await agent.get('/products/canvas-tote?theme=actions').expect(200)).text;
    expect(actions).toMatch(/<head>[\s\S]*<script>\(function installStandardLayer\(win\)[\s\S]*<\/head>/);
    expect(actions).toContain("window.Shopify.actions.updateCart({lines:[line]}");
    expect(actions).toContain('<button type="button" id="theme-open-cart"');
    for (const theme of ['dawn', 'fetch', 'xhr']) {
      const page = (await agent.get(`/products/canvas-tote?theme=${theme}`).expect(200)).text;
      expect(page).not.toContain('installStandardLayer');
      expect(page).not.toContain('Shopify.actions');
    }
  });

  it('the product page has the theme product form: id select, quantity, properties, selling plans', async () => {
    const { agent, variant, plans } = testStore();
    const tee = (await agent.get('/products/classic-tee').expect(200)).text;
    expect(tee).toMatch(/<form method="post" action="\/cart\/add" [^>]*enctype="multipart\/form-data"[^>]*data-type="add-to-cart-form">/);
    expect(tee).toContain('<select id="Variants-');
    expect(tee).toContain(`<option value="${variant('classic-tee', 'S / Black')}" selected="selected">`);
    expect(tee).toContain('name="quantity"');
    expect(tee).toContain('name="properties[Gift message]"');
    const coffee = (await agent.get('/products/house-blend').expect(200)).text;
    expect(coffee).toContain('<input type="radio" name="selling_plan" value="" checked>');
    expect(coffee).toContain(`value="${plans('house-blend')[0]}"`);
    const single = (await agent.get('/products/canvas-tote').expect(200)).text;
    expect(single).toContain(`<input type="hidden" name="id" value="${variant('canvas-tote')}" class="product-variant-id">`);
    expect(single).toContain('type="file" name="properties[Design]"');
  });

  it('a sold-out product shows a disabled Sold out button; ?variant= preselects a variant', async () => {
    const { agent, variant } = testStore();
    expect((await agent.get('/products/crew-sweatshirt').expect(200)).text).toMatch(/class="product-form__submit button button--full-width" disabled><span>Sold out/);
    expect((await agent.get(`/products/baseball-cap?variant=${variant('baseball-cap', 'Olive')}`)).text).toContain(`<option value="${variant('baseball-cap', 'Olive')}" selected="selected">`);
  });

  it('the count bubble shows the cart item count', async () => {
    const { agent, variant } = testStore();
    expect((await agent.get('/')).text).not.toContain('<div class="cart-count-bubble">');
    await agent.post('/cart/add.js').send({ id: variant('keychain'), quantity: 3 }).expect(200);
    expect((await agent.get('/')).text).toContain('<div class="cart-count-bubble"><span aria-hidden="true">3</span><span class="visually-hidden">3 items</span></div>');
  });

  it('the cart page lists lines with updates[] inputs, remove links, discounts and the total', async () => {
    const { agent, variant } = testStore();
    await agent.post('/cart/add.js').send({ id: variant('zip-hoodie', 'S'), quantity: 1 }).expect(200);
    await agent.post('/cart/update.js').send({ discount: 'HOODIE20' }).expect(200);
    const cart = (await agent.get('/cart').expect(200)).text;
    expect(cart).toContain('name="updates[]" value="1"');
    expect(cart).toContain('href="/cart/change?line=1&amp;quantity=0"');
    expect(cart).toContain('HOODIE20 (-$14.40)');
    expect(cart).toContain('data-cart-total="5760"');
    expect(cart).toContain('name="checkout"');
  });

  it('with the app embed on, every page loads the storefront-cart script like a theme app embed; off, none does', async () => {
    const { agent } = testStore({ appEmbedScriptUrl: 'http://localhost:4000/storefront/loader.js' });
    expect((await agent.get('/').expect(200)).text).not.toContain('loader.js');
    await agent.post('/__dev/app-embed').type('form').send({ enabled: 'true' }).expect(303).expect('Location', '/__dev');
    expect((await agent.get('/__dev').expect(200)).text).toContain('The Cartlift app embed is <strong>on</strong>');
    for (const path of ['/', '/collections/all', '/products/classic-tee', '/cart', '/fr/']) {
      expect((await agent.get(path).expect(200)).text).toMatch(/<script src="http:\/\/localhost:4000\/storefront\/loader\.js" data-cartlift-api="http:\/\/gateway\.test" data-shop="cartlift-demo\.myshopify\.com" defer><\/script>/);
    }
  });

  it('unknown pages and draft products answer the themed 404', async () => {
    const { agent } = testStore();
    expect((await agent.get('/products/archived-poster').expect(404)).text).toContain('404 Page not found');
    await agent.get('/nowhere').expect(404);
    await agent.get('/collections/nope').expect(404);
  });
});
