import { addCodField, COD_NEW_FIELD_TITLE, defaultCodSettings, defaultShopSettings, mustBeAtMost } from '@cartlift/domain';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { Q } from '../helpers/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const row = () => ctx.db.models.Shop.findByPk(SHOP_A);

describe('shop(id)', () => {
  it('returns the shop with default settings before the first save, never the access token', async () => {
    const res = await ctx.gql(SHOP_A, Q.shop, { id: SHOP_A });
    expect(res.body.data.shop).toMatchObject({
      id: SHOP_A,
      userId: SHOP_A,
      settingsSaved: false,
      money_format: '${{amount}}',
      first_cart_turn_on: false,
    });
    expect(res.body.data.shop.settings).toEqual(defaultShopSettings());
    expect(JSON.stringify(res.body)).not.toContain('shpat_');
  });
  it('says draft checkout is available only while the granted scope has write_draft_orders', async () => {
    const available = async () =>
      (await ctx.gql(SHOP_A, 'query($id: String!) { shop(id: $id) { draftCheckoutAvailable } }', { id: SHOP_A })).body.data.shop
        .draftCheckoutAvailable;
    const before = (await row())!.scope;
    try {
      await ctx.db.models.Shop.update({ scope: 'write_products,write_orders' }, { where: { id: SHOP_A } });
      expect(await available()).toBe(false);
      await ctx.db.models.Shop.update({ scope: 'write_products,write_draft_orders' }, { where: { id: SHOP_A } });
      expect(await available()).toBe(true);
    } finally {
      await ctx.db.models.Shop.update({ scope: before }, { where: { id: SHOP_A } });
    }
  });
  it('accepts the token user id as userId too', async () => {
    const res = await ctx.gql(SHOP_A, Q.shop, { id: `user-${SHOP_A}` });
    expect(res.body.data.shop.id).toBe(SHOP_A);
  });
});

describe('updateShopSettings', () => {
  it('validates and stores a full settings payload, dropping settingsSaved and empty values', async () => {
    const settings = {
      ...defaultShopSettings(),
      settingsSaved: false,
      custom_css: '',
      active: true,
      font: { ...defaultShopSettings().font, size: 16 },
    };
    const res = await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: settings });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateShopSettings).toMatchObject({ settingsSaved: true });
    const stored = (await row())?.settings as Record<string, unknown>;
    expect(stored).toMatchObject({ active: true, font: { size: 16 } });
    expect('settingsSaved' in stored).toBe(false);
  });

  it('merges a partial payload (a single flag) over the stored settings', async () => {
    const res = await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { active: false } });
    expect(res.body.errors).toBeUndefined();
    expect((await row())?.settings).toMatchObject({ active: false, font: { size: 16 } });
  });

  it('answers field errors with paths and stores nothing', async () => {
    const before = JSON.stringify((await row())?.settings);
    const res = await ctx.gql(SHOP_A, Q.updateShopSettings, {
      id: SHOP_A,
      input: { font: { size: 30 }, product: { image_size: 'big' } },
    });
    expect(res.body.data.updateShopSettings).toBeNull();
    const byPath = Object.fromEntries(
      res.body.errors.map((e: { message: string; extensions: { path: string } }) => [e.extensions.path, e.message]),
    );
    expect(byPath['font.size']).toBe(mustBeAtMost(18));
    expect(byPath['product.image_size']).toBeDefined();
    expect(JSON.stringify((await row())?.settings)).toBe(before);
  });

  it('sets one-time flags', async () => {
    const res = await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { first_cart_turn_on: true } });
    expect(res.body.data.updateShopSettings.first_cart_turn_on).toBe(true);
    const bad = await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { first_cart_turn_on: 'yes' } });
    expect(bad.body.errors[0].extensions.path).toBe('first_cart_turn_on');
  });

  it('validates cod_settings and sticky_cart on their own', async () => {
    const ok = await ctx.gql(SHOP_A, Q.updateShopSettings, {
      id: SHOP_A,
      input: { cod_settings: { is_active: true } },
    });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.updateShopSettings.cod_settings.is_active).toBe(true);
    const bad = await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { sticky_cart: { isActive: 'on' } } });
    expect(bad.body.errors[0].extensions.path).toBe('sticky_cart.isActive');
    expect((await row())?.sticky_cart).toBeNull();
  });

  it("keeps a COD form field's empty placeholder (a field just added on the COD page) and names a blank error message", async () => {
    const cod = addCodField(defaultCodSettings());
    const ok = await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { cod_settings: cod } });
    expect(ok.body.errors).toBeUndefined();
    expect((await row())?.cod_settings?.form.at(-1)).toMatchObject({ label: COD_NEW_FIELD_TITLE, placeholder: '' });
    const blank = await ctx.gql(SHOP_A, Q.updateShopSettings, { id: SHOP_A, input: { cod_settings: { ...cod, error_message: '' } } });
    expect(blank.body.errors[0].extensions.path).toBe('cod_settings.error_message');
  });
});

describe('updateShopProp', () => {
  it('stores flags and Manual Setup selections', async () => {
    const input = { review_clicked: true, custom_links: [{ selector: '.cart-link', action: 'TOGGLE' }] };
    const res = await ctx.gql(SHOP_A, Q.updateShopProp, { id: SHOP_A, input });
    expect(res.body.data.updateShopProp).toMatchObject({ review_clicked: true, custom_links: input.custom_links });
  });
  it('refuses unknown properties and bad shapes without storing anything', async () => {
    const res = await ctx.gql(SHOP_A, Q.updateShopProp, {
      id: SHOP_A,
      input: { access_token: 'x', custom_links: [{ selector: '', action: 'OPEN' }] },
    });
    expect(res.body.errors.length).toBeGreaterThan(0);
    expect((await row())?.access_token).not.toBe('x');
    expect((await row())?.custom_links).toEqual([{ selector: '.cart-link', action: 'TOGGLE' }]);
  });
});

describe('updatePlanSettings', () => {
  it('stores auto_upgrade and current_plan; charge acceptance is not writable', async () => {
    const res = await ctx.gql(SHOP_A, Q.updatePlanSettings, {
      id: SHOP_A,
      input: { auto_upgrade: true, current_plan: 'Big' },
    });
    expect(res.body.data.updatePlanSettings).toMatchObject({ auto_upgrade: true, current_plan: 'Big' });
    const bad = await ctx.gql(SHOP_A, Q.updatePlanSettings, { id: SHOP_A, input: { chargeAccepted: true } });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await row())?.charge_accepted).toBe(false);
  });
});
