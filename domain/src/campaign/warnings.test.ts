import { setPath } from '../common';
import {
  campaignAnalyticsRequest,
  readCampaignAnalyticsResponse,
  campaignRowActionsEnabled,
  campaignRowWarnings,
  canCreateCampaign,
  defaultCampaign,
  defaultGoal,
  isMultiCurrencyMode,
  revenuePopoverApplies,
  stopsInMultiCurrencyMode,
  sumCampaignAnalytics,
  truncateSummaryName,
  type StoredCampaign,
  type CampaignDraft,
} from '.';

const MC = { multiCurrencyMode: true };
const NO_MC = { multiCurrencyMode: false };
const kinds = (c: CampaignDraft, shop = MC) => campaignRowWarnings(c, shop).map((w) => w.kind);

describe('campaigns.md §4 "Not delivering" row warning', () => {
  const bundlesAll = setPath(defaultCampaign('bundles'), 'target.type', 'all_products');
  it.each([
    ['Buy More Save More targeting all products, multi-currency on', bundlesAll, MC, ['not_delivering']],
    ['… multi-currency off', bundlesAll, NO_MC, []],
    ['Buy More Save More on specific products', defaultCampaign('bundles'), MC, []],
    [
      'One Check Upsell with hidden product type',
      setPath(
        defaultCampaign('one_check_up_sell'),
        'settings.multi_one_check_upsell.products.0.product_type',
        'hidden',
      ),
      NO_MC,
      ['not_delivering'],
    ],
    [
      'old single One Check Upsell with hidden product type',
      setPath(defaultCampaign('one_check_up_sell'), 'settings.one_check_up_sell', {
        text: 'x',
        product_type: 'hidden',
      }),
      NO_MC,
      ['not_delivering'],
    ],
    ['One Check Upsell with an existing product', defaultCampaign('one_check_up_sell'), MC, []],
    ['Add To Unlock (default: manual free shipping)', defaultCampaign('add_to_unlock'), MC, []],
  ])('%s', (_l, c, shop, expected) => expect(kinds(c, shop)).toEqual(expected));
  it('text mentions the 16th May checkout upgrade, asks to edit the campaign, has Learn More; actions stay enabled', () => {
    const [w] = campaignRowWarnings(bundlesAll, MC);
    expect(w).toMatchObject({ title: 'Not delivering', learnMore: true, disableActions: false });
    expect(w.text).toContain('16th May checkout upgrade');
    expect(w.text).toContain('Please edit the campaign');
  });
});

describe('campaigns.md §4 "Out of date" when an Add To Unlock campaign has exactly one goal that is an automatic (not manual) free-shipping goal', () => {
  const atu = defaultCampaign('add_to_unlock');
  const automatic = setPath(atu, 'settings.add_to_unlock.goals.0.free_shipping.manual', false);
  it.each([
    ['one automatic free-shipping goal', automatic, ['out_of_date']],
    [
      '… manual flag missing counts as automatic',
      setPath(atu, 'settings.add_to_unlock.goals.0.free_shipping', {}),
      ['out_of_date'],
    ],
    ['one manual free-shipping goal', atu, []],
    ['two goals', setPath(automatic, 'settings.add_to_unlock.goals.1', defaultGoal(1)), []],
    ['one discount goal', setPath(automatic, 'settings.add_to_unlock.goals.0.reward_type', 'discount'), []],
  ])('%s', (_l, c, expected) => expect(kinds(c)).toEqual(expected));
  it('text "This add to unlock version is out of date. Please make new campaign."; Duplicate and Edit disabled', () => {
    expect(campaignRowWarnings(automatic, NO_MC)).toEqual([
      {
        kind: 'out_of_date',
        title: 'Out of date',
        text: 'This add to unlock version is out of date. Please make new campaign.',
        learnMore: false,
        disableActions: true,
      },
    ]);
    expect(campaignRowActionsEnabled(automatic)).toBe(false);
    expect(campaignRowActionsEnabled(atu)).toBe(true);
  });
});

describe('campaigns.md §2 "For Add To Unlock campaigns created on or after 2024-04-20, a hover popover"', () => {
  const at = (type: 'add_to_unlock' | 'bundles', iso: string) => ({
    ...defaultCampaign(type),
    createdAt: String(Date.parse(iso)),
  });
  it.each([
    ['add_to_unlock', '2024-04-20T00:00:00Z', true],
    ['add_to_unlock', '2024-04-19T23:59:59.999Z', false],
    ['add_to_unlock', '2025-01-01T00:00:00Z', true],
    ['bundles', '2025-01-01T00:00:00Z', false],
  ] as const)('%s created %s → %s', (type, iso, expected) =>
    expect(revenuePopoverApplies(at(type, iso))).toBe(expected),
  );
  it('no createdAt → no popover', () =>
    expect(revenuePopoverApplies({ ...defaultCampaign('add_to_unlock'), createdAt: 'x' })).toBe(false));
});

describe('campaigns.md §5 "Campaign cap: a new campaign or duplicate is refused once 35 campaigns exist"', () => {
  it.each([
    [0, true],
    [34, true],
    [35, false],
    [40, false],
  ])('%i existing → %s', (n, expected) => expect(canCreateCampaign(n)).toBe(expected));
});

describe('campaigns.md §2 "Summary box per campaign type (product names cut at 25 characters)"', () => {
  it('cuts at 25', () => {
    expect(truncateSummaryName('x'.repeat(25))).toBe('x'.repeat(25));
    expect(truncateSummaryName('x'.repeat(26))).toBe(`${'x'.repeat(25)}…`);
  });
});

describe('campaigns.md §7 "POST /analytics/campaigns"', () => {
  const c = (id: string, over: Partial<StoredCampaign['settings']>): Pick<StoredCampaign, 'id' | 'settings'> => ({
    id,
    settings: { type: 'one_check_up_sell', ...over },
  });
  it('campaigns: ids of non-one-check campaigns; one_tick_campaigns: (campaign id, product id, first variant price) per product with an id', () => {
    const body = campaignAnalyticsRequest([
      { id: 'a', settings: { type: 'add_to_unlock' } },
      { id: 'b', settings: { type: 'bundles' } },
      c('m', {
        multi_one_check_upsell: {
          products: [
            { text: 't', product_type: 'existing', product: { id: 1, variants: [{ id: 11, price: '2.55' }] } },
            { text: 't', product_type: 'hidden', product: { title: 'no id' } },
            { text: 't', product_type: 'hidden', product: { id: 2, price: 4.19 } },
          ],
        },
      }),
      c('s', { one_check_up_sell: { text: 't', product_type: 'existing', product: { id: 3 } } }),
      c('e', {}),
    ]);
    expect(body).toEqual({
      campaigns: ['a', 'b'],
      one_tick_campaigns: [
        ['m', '1', '2.55'],
        ['m', '2', '4.19'],
        ['s', '3', '0'],
      ],
    });
  });
  it('response: per campaign an object or an array of objects; arrays are summed', () => {
    const response = readCampaignAnalyticsResponse({
      a: { UpsellsGenerated: 2, upsellsTotalAmount: 30, fbt: { UpsellsGenerated: 1, subtotal_sum: 12 } },
      m: [
        { UpsellsGenerated: 1, upsellsTotalAmount: 2.55 },
        { UpsellsGenerated: 3, upsellsTotalAmount: 12.57, fbt: { UpsellsGenerated: 1, subtotal_sum: 2 } },
      ],
    });
    expect(sumCampaignAnalytics(response.a)).toEqual(response.a);
    expect(sumCampaignAnalytics(response.m)).toEqual({
      UpsellsGenerated: 4,
      upsellsTotalAmount: 15.12,
      fbt: { UpsellsGenerated: 1, subtotal_sum: 2 },
    });
    expect(sumCampaignAnalytics(undefined)).toEqual({ UpsellsGenerated: 0, upsellsTotalAmount: 0 });
    expect(() => readCampaignAnalyticsResponse({ a: { UpsellsGenerated: -1, upsellsTotalAmount: 0 } })).toThrow(
      'analytics: a.UpsellsGenerated must be a number >= 0',
    );
    expect(() => readCampaignAnalyticsResponse({ m: [{ UpsellsGenerated: 1 }] })).toThrow(
      'analytics: m[0].upsellsTotalAmount must be a number >= 0',
    );
    expect(() => readCampaignAnalyticsResponse([])).toThrow('analytics: the response must be an object');
  });
});

describe('multi-currency mode (what the storefront lookup and the row warning both read)', () => {
  it('is the setting on (its default) with more than one presentment currency', () => {
    expect(isMultiCurrencyMode({ multiCurrencyMode: true }, ['USD', 'EUR'])).toBe(true);
    expect(isMultiCurrencyMode({}, ['USD', 'EUR'])).toBe(true);
    expect(isMultiCurrencyMode(null, ['USD', 'EUR'])).toBe(true);
    expect(isMultiCurrencyMode({ multiCurrencyMode: false }, ['USD', 'EUR'])).toBe(false);
    expect(isMultiCurrencyMode({ multiCurrencyMode: true }, ['USD'])).toBe(false);
  });
  it('stops Buy More Save More on all products only', () => {
    expect(stopsInMultiCurrencyMode({ settings: { type: 'bundles' }, target: { type: 'all_products' } } as CampaignDraft)).toBe(true);
    expect(stopsInMultiCurrencyMode({ settings: { type: 'bundles' }, target: { type: 'specific_products' } } as CampaignDraft)).toBe(false);
    expect(stopsInMultiCurrencyMode({ settings: { type: 'add_to_unlock' }, target: { type: 'all_products' } } as CampaignDraft)).toBe(false);
  });
});
