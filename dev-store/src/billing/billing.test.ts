// Contract: Shopify's Billing API as the gateway calls it (appSubscriptionCreate, the confirmation page, active
// subscriptions, appUsageRecordCreate), in Shopify's 2025-01 shapes and user errors.
import { testStore } from '../testSupport';

const TOKEN = 'shpat_cartlift_demo_local';
const OTHER = 'shpat_other_install';
const ENDPOINT = '/admin/api/2025-01/graphql.json';

const CREATE = `mutation C($name: String!, $returnUrl: URL!, $trialDays: Int, $test: Boolean, $lineItems: [AppSubscriptionLineItemInput!]!) {
  appSubscriptionCreate(name: $name, returnUrl: $returnUrl, trialDays: $trialDays, test: $test, lineItems: $lineItems) {
    appSubscription { id status trialDays } confirmationUrl userErrors { field message } } }`;
const ACTIVE = `{ currentAppInstallation { activeSubscriptions { id status currentPeriodEnd lineItems { id plan { pricingDetails {
  __typename ... on AppUsagePricing { balanceUsed { amount } cappedAmount { amount } terms } ... on AppRecurringPricing { price { amount } interval } } } } } } }`;
const USAGE = `mutation U($id: ID!, $price: MoneyInput!, $description: String!, $key: String) {
  appUsageRecordCreate(subscriptionLineItemId: $id, price: $price, description: $description, idempotencyKey: $key) {
    appUsageRecord { id price { amount } idempotencyKey } userErrors { field message } } }`;

const money = (amount: string) => ({ amount, currencyCode: 'USD' });
const lineItems = [
  { plan: { appRecurringPricingDetails: { price: money('12.99'), interval: 'EVERY_30_DAYS' } } },
  { plan: { appUsagePricingDetails: { cappedAmount: money('10.00'), terms: 'Usage by orders' } } },
];

function setup() {
  const t = testStore();
  t.state.accessTokens.add(OTHER);
  const gql = (query: string, variables?: Record<string, unknown>, token = TOKEN) =>
    t.agent.post(ENDPOINT).set('X-Shopify-Access-Token', token).send({ query, variables }).expect(200);
  const create = async (vars: Record<string, unknown> = {}, token = TOKEN) =>
    (await gql(CREATE, { name: 'Cartlift', returnUrl: 'https://app.test/billing/return?shop=x', trialDays: 10, test: true, lineItems, ...vars }, token)).body.data.appSubscriptionCreate;
  const decide = async (confirmationUrl: string, decision: 'approve' | 'decline') => {
    const url = new URL(confirmationUrl);
    return t.agent.post(`${url.pathname}${url.search}&decision=${decision}`).expect(303);
  };
  return { t, gql, create, decide };
}

describe('Billing API', () => {
  it('appSubscriptionCreate answers a PENDING subscription and a signed confirmation page with Approve and Decline', async () => {
    const { t, create } = setup();
    const r = await create();
    expect(r.userErrors).toEqual([]);
    expect(r.appSubscription).toMatchObject({ status: 'PENDING', trialDays: 10 });
    expect(r.confirmationUrl).toMatch(/^http:\/\/shop\.test\/admin\/charges\/cartlift-local-key\/\d+\/RecurringApplicationCharge\/confirm_recurring_application_charge\?signature=[0-9a-f]{64}$/);
    const url = new URL(r.confirmationUrl);
    const page = await t.agent.get(`${url.pathname}${url.search}`).expect(200);
    expect(page.text).toContain('id="approve"');
    expect(page.text).toContain('$12.99 every 30 days');
    expect(page.text).toContain('Usage charges up to $10.00');
    await t.agent.get(url.pathname).expect(404);
    await t.agent.get(`${url.pathname}?signature=${'0'.repeat(64)}`).expect(404);
  });

  it.each([
    [{ name: ' ' }, ['name'], "Name can't be blank"],
    [{ returnUrl: 'javascript:alert(1)' }, ['returnUrl'], 'Return url is invalid'],
    [{ lineItems: [{ plan: { appUsagePricingDetails: { cappedAmount: money('0'), terms: 'x' } } }] }, ['lineItems', '0', 'plan', 'appUsagePricingDetails', 'cappedAmount'], 'Capped amount must be greater than 0'],
    [{ lineItems: [lineItems[1], lineItems[1]] }, ['lineItems'], 'Only one pricing plan can be defined for each available type'],
  ])('appSubscriptionCreate %j → user error at %j', async (vars, field, message) => {
    const { create } = setup();
    const r = await create(vars);
    expect(r.appSubscription).toBeNull();
    expect(r.userErrors).toContainEqual({ field, message });
  });

  it('Approve activates it (replacing the installation\'s other active one) and redirects to returnUrl with charge_id', async () => {
    const { gql, create, decide } = setup();
    const first = await create();
    await decide(first.confirmationUrl, 'approve');
    const second = await create();
    const res = await decide(second.confirmationUrl, 'approve');
    const id = second.appSubscription.id.split('/').pop();
    expect(res.headers.location).toBe(`https://app.test/billing/return?shop=x&charge_id=${id}`);
    const active = (await gql(ACTIVE)).body.data.currentAppInstallation.activeSubscriptions;
    expect(active.map((s: { id: string }) => s.id)).toEqual([second.appSubscription.id]);
    expect(Date.parse(active[0].currentPeriodEnd)).toBeGreaterThan(Date.now());
    // Another installation sees none of it.
    expect((await gql(ACTIVE, undefined, OTHER)).body.data.currentAppInstallation.activeSubscriptions).toEqual([]);
  });

  it('Decline leaves nothing active and still returns to the app; a decided charge cannot be approved later', async () => {
    const { gql, create, decide } = setup();
    const r = await create();
    expect((await decide(r.confirmationUrl, 'decline')).headers.location).toMatch(/charge_id=\d+$/);
    await decide(r.confirmationUrl, 'approve');
    expect((await gql(ACTIVE)).body.data.currentAppInstallation.activeSubscriptions).toEqual([]);
  });

  it('appUsageRecordCreate: counts towards balanceUsed, honours idempotencyKey, refuses beyond the cap or on a pending charge', async () => {
    const { gql, create, decide } = setup();
    const r = await create();
    const usage = async (amount: string, key?: string, token = TOKEN) => {
      const active = (await gql(ACTIVE, undefined, TOKEN)).body.data.currentAppInstallation.activeSubscriptions[0];
      const line = active?.lineItems.find((l: { plan: { pricingDetails: { __typename: string } } }) => l.plan.pricingDetails.__typename === 'AppUsagePricing');
      return (await gql(USAGE, { id: line?.id ?? 'gid://shopify/AppSubscriptionLineItem/1', price: money(amount), description: 'Big plan', key }, token)).body.data.appUsageRecordCreate;
    };
    expect((await usage('1.00')).userErrors[0].message).toBe('Subscription line item not found');
    await decide(r.confirmationUrl, 'approve');
    expect((await usage('7.00', 'k1')).userErrors).toEqual([]);
    const again = await usage('7.00', 'k1');
    expect(again.appUsageRecord.idempotencyKey).toBe('k1');
    expect((await usage('3.01', 'k2')).userErrors).toEqual([{ field: ['price'], message: 'Total price exceeds balance remaining' }]);
    expect((await usage('0', 'k3')).userErrors).toEqual([{ field: ['price'], message: 'Price must be greater than 0' }]);
    expect((await usage('1.00', 'k4', OTHER)).userErrors[0].message).toBe('Subscription line item not found');
    const active = (await gql(ACTIVE)).body.data.currentAppInstallation.activeSubscriptions[0];
    const details = active.lineItems.map((l: { plan: { pricingDetails: unknown } }) => l.plan.pricingDetails);
    expect(details).toContainEqual({ __typename: 'AppUsagePricing', balanceUsed: { amount: '7.00' }, cappedAmount: { amount: '10.00' }, terms: 'Usage by orders' });
    expect(details).toContainEqual({ __typename: 'AppRecurringPricing', price: { amount: '12.99' }, interval: 'EVERY_30_DAYS' });
  });

  it('the dev control /__dev/billing/accepted-days-ago moves active charges past their trial (the period follows)', async () => {
    const { t, gql, create, decide } = setup();
    const r = await create();
    await decide(r.confirmationUrl, 'approve');
    const periodEnd = async () => Date.parse((await gql(ACTIVE)).body.data.currentAppInstallation.activeSubscriptions[0].currentPeriodEnd);
    // In the trial the period ends with it (10 days); 12 days after approval it is the first 30-day period (ends in 28).
    expect(Math.round((await periodEnd() - Date.now()) / 86_400_000)).toBe(10);
    const moved = await t.agent.post('/__dev/billing/accepted-days-ago').send({ days: 12 }).expect(200);
    expect(moved.body.subscriptions).toEqual([Number(r.appSubscription.id.split('/').pop())]);
    expect(Math.round((await periodEnd() - Date.now()) / 86_400_000)).toBe(28);
    await t.agent.post('/__dev/billing/accepted-days-ago').send({ days: -1 }).expect(400);
    await t.agent.post('/__dev/billing/accepted-days-ago').send({ days: 'x' }).expect(400);
  });

  it('a subscription belongs to the installation, so it outlives the rotation of an expiring token', async () => {
    const { t, gql, create, decide } = setup();
    const client = { client_id: 'cartlift-local-key', client_secret: 'cartlift-local-secret' };
    const first = t.state.expiringTokensFor('cartlift-demo.myshopify.com').issue(Date.now(), t.state.tokenLifetimes);
    const r = await create({}, first.access_token);
    await decide(r.confirmationUrl, 'approve');
    const next = await t.agent.post('/admin/oauth/access_token').send({ ...client, grant_type: 'refresh_token', refresh_token: first.refresh_token }).expect(200);
    const active = (await gql(ACTIVE, undefined, next.body.access_token)).body.data.currentAppInstallation.activeSubscriptions;
    expect(active.map((s: { id: string }) => s.id)).toEqual([r.appSubscription.id]);
    // Another installation (the seeded token) sees none of it.
    expect((await gql(ACTIVE)).body.data.currentAppInstallation.activeSubscriptions).toEqual([]);
  });
});
