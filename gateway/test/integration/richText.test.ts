import { JSDOM } from 'jsdom';
import { XSS_VECTORS, unsafeParts } from '../../../reliability/vectors/xss';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

/** Merchant rich text is stored only through the allowlist, whichever save path writes it. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { document } = new JSDOM('').window;
const vectors = XSS_VECTORS.slice(0, 12).join('');

it('a campaign’s goal messages and random text are stored clean', async () => {
  const input = campaignInput() as {
    settings: { add_to_unlock: { goals: Array<Record<string, { before?: string }>> } };
    modules: { random_text: { text: string } };
  };
  input.settings.add_to_unlock.goals[0].discount.before = `Add {{amount_left}} ${XSS_VECTORS[0]}`;
  input.modules.random_text.text = XSS_VECTORS[1] + '<b>Thanks</b>';
  const res = await ctx.gql(SHOP_A, Q.create, { input });
  const row = await ctx.db.models.Campaign.findByPk(res.body.data.createCampaign.id);
  const goal = row!.settings.add_to_unlock?.goals?.[0] as unknown as { discount: { before: string } };
  expect(goal.discount.before).toBe('Add {{amount_left}} ');
  expect(row!.modules?.random_text?.text).toBe('<b>Thanks</b>');
});

it('the shop’s announcement, empty-cart HTML and random text are stored clean', async () => {
  const shop = await ctx.gql(SHOP_A, Q.shop, { id: SHOP_A });
  const settings = shop.body.data.shop.settings;
  const res = await ctx.gql(SHOP_A, Q.updateShopSettings, {
    id: SHOP_A,
    input: {
      ...settings,
      empty_cart: `<p>Empty</p>${XSS_VECTORS[2]}`,
      announcement: { ...settings.announcement, text: vectors.slice(0, 900) },
      modules: { ...settings.modules, random_text: { ...settings.modules.random_text, text: XSS_VECTORS[5] } },
    },
  });
  expect(res.body.errors).toBeUndefined();
  const row = await ctx.db.models.Shop.findByPk(SHOP_A);
  const s = row!.settings as unknown as {
    empty_cart: string;
    announcement: { text: string };
    modules: { random_text: { text: string } };
  };
  for (const html of [s.empty_cart, s.announcement.text, s.modules.random_text.text]) {
    expect(unsafeParts(html, document)).toEqual([]);
  }
  expect(s.empty_cart).toContain('<p>Empty</p>');
});
