// Contract: several shops on one dev store, each addressed like Shopify's https://{shop}/admin/… (here
// /shops/{shop}/admin/…): OAuth codes and access tokens belong to the shop that issued them, and a Billing API charge
// opens only under its own shop.
import { createStore } from '../app';
import { testStore } from '../testSupport';
import { oauthHmac } from '../admin/oauth';
import { shopNameOf } from './shopRoutes';

const PRIMARY = 'cartlift-demo.myshopify.com';
const SECOND = 'second-shop.myshopify.com';
const CLIENT = { client_id: 'cartlift-local-key', client_secret: 'cartlift-local-secret' };
const GQL = '/admin/api/2025-01/graphql.json';
const CREATE = `mutation C($lineItems: [AppSubscriptionLineItemInput!]!) {
  appSubscriptionCreate(name: "Cartlift (5% off)", returnUrl: "https://app.test/billing/return", trialDays: 10, test: true, lineItems: $lineItems) {
    confirmationUrl userErrors { message } } }`;
const LINES = [{ plan: { appRecurringPricingDetails: { price: { amount: '12.34', currencyCode: 'USD' } } } }];

function setup() {
  const t = testStore({ extraShopDomains: [SECOND] });
  const install = async (shop: string) => {
    const res = await t.agent.get(`/shops/${shop}/admin/oauth/authorize`).query({ client_id: CLIENT.client_id, scope: 'read_products', redirect_uri: 'http://gateway.test/auth/shopify/callback', state: 'n1' }).expect(302);
    const params = Object.fromEntries(new URL(res.headers.location as string).searchParams);
    const token = await t.agent.post(`/shops/${shop}/admin/oauth/access_token`).send({ ...CLIENT, code: params.code }).expect(200);
    return { params, token: token.body.access_token as string };
  };
  const gql = (base: string, token: string, query: string, variables?: Record<string, unknown>) =>
    t.agent.post(`${base}${GQL}`).set('X-Shopify-Access-Token', token).send({ query, variables });
  return { t, install, gql };
}

describe('additional shops (/shops/{shop})', () => {
  it("the second shop's OAuth answers with its own shop, host and a valid hmac", async () => {
    const { install } = setup();
    const { params } = await install(SECOND);
    expect(params).toMatchObject({ shop: SECOND, state: 'n1', host: Buffer.from('admin.shopify.com/store/second-shop').toString('base64url') });
    expect(oauthHmac(params, CLIENT.client_secret)).toBe(params.hmac);
  });

  it('its token reads its own shop, and neither shop accepts the other\'s token', async () => {
    const { install, gql } = setup();
    const { token } = await install(SECOND);
    const shop = await gql(`/shops/${SECOND}`, token, '{ shop { name myshopifyDomain primaryDomain { host } } }').expect(200);
    expect(shop.body.data.shop).toEqual({ name: 'Second Shop', myshopifyDomain: SECOND, primaryDomain: { host: SECOND } });
    await gql('', token, '{ shop { name } }').expect(401);
    await gql(`/shops/${PRIMARY}`, token, '{ shop { name } }').expect(401);
    await gql(`/shops/${SECOND}`, 'shpat_cartlift_demo_local', '{ shop { name } }').expect(401);
    const primary = await gql(`/shops/${PRIMARY}`, 'shpat_cartlift_demo_local', '{ shop { myshopifyDomain } }').expect(200);
    expect(primary.body.data.shop.myshopifyDomain).toBe(PRIMARY);
  });

  it('a code is redeemed only at the shop that issued it', async () => {
    const { t } = setup();
    const res = await t.agent.get(`/shops/${SECOND}/admin/oauth/authorize`).query({ client_id: CLIENT.client_id, redirect_uri: 'http://gateway.test/cb' }).expect(302);
    const code = new URL(res.headers.location as string).searchParams.get('code');
    const wrong = await t.agent.post('/admin/oauth/access_token').send({ ...CLIENT, code }).expect(400);
    expect(wrong.body.error).toBe('invalid_request');
    await t.agent.post(`/shops/${SECOND}/admin/oauth/access_token`).send({ ...CLIENT, code }).expect(200);
  });

  it("a charge's confirmation page lives under its shop, names it, and does not open under another shop", async () => {
    const { t, install, gql } = setup();
    const { token } = await install(SECOND);
    const created = (await gql(`/shops/${SECOND}`, token, CREATE, { lineItems: LINES }).expect(200)).body.data.appSubscriptionCreate;
    const url = new URL(created.confirmationUrl);
    expect(url.pathname).toMatch(new RegExp(`^/shops/${SECOND}/admin/charges/cartlift-local-key/\\d+/RecurringApplicationCharge/`));
    const page = await t.agent.get(`${url.pathname}${url.search}`).expect(200);
    expect(page.text).toContain('Approve subscription · Second Shop');
    expect(page.text).toContain('$12.34 every 30 days');
    await t.agent.get(`${url.pathname.replace(`/shops/${SECOND}`, '')}${url.search}`).expect(404);
    await t.agent.get(`${url.pathname.replace(SECOND, PRIMARY)}${url.search}`).expect(404);
    await t.agent.post(`${url.pathname}${url.search}&decision=approve`).expect(303);
    const active = await gql(`/shops/${SECOND}`, token, '{ currentAppInstallation { activeSubscriptions { name status } } }').expect(200);
    expect(active.body.data.currentAppInstallation.activeSubscriptions).toEqual([{ name: 'Cartlift (5% off)', status: 'ACTIVE' }]);
    const primary = await gql('', 'shpat_cartlift_demo_local', '{ currentAppInstallation { activeSubscriptions { name } } }').expect(200);
    expect(primary.body.data.currentAppInstallation.activeSubscriptions).toEqual([]);
  });

  it('a shop the store does not serve is 404, and a domain that is not a myshopify one is refused at start', async () => {
    const { t } = setup();
    await t.agent.get('/shops/unknown.myshopify.com/admin/oauth/authorize').query({ client_id: CLIENT.client_id, redirect_uri: 'http://x/cb' }).expect(404);
    expect(() => createStore({ extraShopDomains: ['evil.example.com'] })).toThrow('extra shop "evil.example.com" is not a myshopify domain');
  });

  it('names a shop from its domain', () => {
    expect(shopNameOf('second-shop.myshopify.com')).toBe('Second Shop');
  });
});
