// Contract: Shopify OAuth authorization code grant and token exchange (coordination.md; shopify.dev
// .../authentication-authorization/access-tokens/authorization-code-grant and .../token-exchange).
import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { testStore } from '../testSupport';
import { oauthHmac } from './oauth';

const b64url = (s: string) => Buffer.from(s).toString('base64url');
/** A token signed as App Bridge signs one (jose, HS256), or by hand with another header to forge a bad one. */
function sessionToken(claims: Record<string, unknown>, secret = 'cartlift-local-secret', alg = 'HS256'): Promise<string> {
  if (alg === 'HS256') return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));
  const head = b64url(JSON.stringify({ alg, typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  return Promise.resolve(`${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`);
}
const now = () => Math.floor(Date.now() / 1000);
const validClaims = () => ({ iss: 'https://cartlift-demo.myshopify.com/admin', dest: 'https://cartlift-demo.myshopify.com', aud: 'cartlift-local-key', sub: '42', exp: now() + 60, nbf: now() - 5, iat: now() - 5, jti: 'x', sid: 'y' });

describe('OAuth', () => {
  it('authorize redirects to redirect_uri with code, host, shop, state, timestamp and a valid hex hmac', async () => {
    const { agent } = testStore();
    const res = await agent.get('/admin/oauth/authorize').query({ client_id: 'cartlift-local-key', scope: 'read_products', redirect_uri: 'http://localhost:4000/auth/callback', state: 'nonce-1' }).expect(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe('http://localhost:4000/auth/callback');
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({ shop: 'cartlift-demo.myshopify.com', state: 'nonce-1', code: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const expected = createHmac('sha256', 'cartlift-local-secret').update(['code', 'host', 'shop', 'state', 'timestamp'].map((k) => `${k}=${params[k]}`).join('&')).digest('hex');
    expect(params.hmac).toBe(expected);
    expect(oauthHmac(params, 'cartlift-local-secret')).toBe(params.hmac);
  });

  it('authorize rejects an unknown client_id', async () => {
    const { agent } = testStore();
    await agent.get('/admin/oauth/authorize').query({ client_id: 'other', redirect_uri: 'http://x/cb' }).expect(400);
  });

  it('access_token exchanges a code once for a token the Admin API accepts', async () => {
    const { agent } = testStore();
    const res = await agent.get('/admin/oauth/authorize').query({ client_id: 'cartlift-local-key', scope: 'read_products,write_draft_orders', redirect_uri: 'http://localhost:4000/cb' });
    const code = new URL(res.headers.location as string).searchParams.get('code');
    const token = await agent.post('/admin/oauth/access_token').send({ client_id: 'cartlift-local-key', client_secret: 'cartlift-local-secret', code }).expect(200);
    expect(token.body).toEqual({ access_token: expect.stringMatching(/^shpat_[0-9a-f]{32}$/), scope: 'read_products,write_draft_orders' });
    await agent.post('/admin/api/2025-01/graphql.json').set('X-Shopify-Access-Token', token.body.access_token).send({ query: '{ shop { name } }' }).expect(200);
    const again = await agent.post('/admin/oauth/access_token').send({ client_id: 'cartlift-local-key', client_secret: 'cartlift-local-secret', code }).expect(400);
    expect(again.body.error).toBe('invalid_request');
  });

  it('access_token rejects a wrong client secret', async () => {
    const { agent } = testStore();
    const res = await agent.post('/admin/oauth/access_token').send({ client_id: 'cartlift-local-key', client_secret: 'nope', code: 'x' }).expect(401);
    expect(res.body.error).toBe('invalid_client');
  });

  it('token exchange turns a valid session token into an offline access token', async () => {
    const { agent } = testStore();
    const res = await agent.post('/admin/oauth/access_token').send({
      client_id: 'cartlift-local-key', client_secret: 'cartlift-local-secret', grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: await sessionToken(validClaims()), subject_token_type: 'urn:ietf:params:oauth:token-type:id_token',
      requested_token_type: 'urn:shopify:params:oauth:token-type:offline-access-token',
    }).expect(200);
    expect(res.body.access_token).toMatch(/^shpat_/);
  });

  it('token exchange rejects expired, early, foreign-shop, wrong-audience, badly signed and wrong-algorithm session tokens', async () => {
    const { agent } = testStore();
    const exchange = (subject: string) => agent.post('/admin/oauth/access_token').send({ client_id: 'cartlift-local-key', client_secret: 'cartlift-local-secret', grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange', subject_token: subject, subject_token_type: 'urn:ietf:params:oauth:token-type:id_token' });
    // Past the 5 s of clock skew Shopify tolerates; the header's alg is checked, not assumed (an HMAC under alg "none"
    // or "HS512" is refused even with the right secret).
    const cases: [string, string][] = [
      [await sessionToken({ ...validClaims(), exp: now() - 10 }), 'token expired'],
      [await sessionToken({ ...validClaims(), nbf: now() + 60 }), 'token not yet valid'],
      [await sessionToken({ ...validClaims(), dest: 'https://other.myshopify.com' }), 'wrong shop'],
      [await sessionToken({ ...validClaims(), aud: 'another-app' }), 'wrong audience'],
      [await sessionToken(validClaims(), 'wrong-secret'), 'signature mismatch'],
      [await sessionToken(validClaims(), 'cartlift-local-secret', 'none'), 'unexpected algorithm'],
      [await sessionToken(validClaims(), 'cartlift-local-secret', 'HS512'), 'unexpected algorithm'],
      ['not.a.token', 'malformed token'],
    ];
    for (const [subject, problem] of cases) {
      const res = await exchange(subject).expect(400);
      expect(res.body).toEqual({ error: 'invalid_subject_token', error_description: `The subject token is invalid: ${problem}` });
    }
  });
});

describe('expiring offline tokens', () => {
  const client = { client_id: 'cartlift-local-key', client_secret: 'cartlift-local-secret' };
  type Grant = { access_token: string; expires_in: number; refresh_token: string; refresh_token_expires_in: number; scope: string };
  const exchangeBody = async () => ({
    ...client, grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange', subject_token: await sessionToken(validClaims()),
    subject_token_type: 'urn:ietf:params:oauth:token-type:id_token', requested_token_type: 'urn:shopify:params:oauth:token-type:offline-access-token', expiring: '1',
  });
  const shopName = (agent: ReturnType<typeof testStore>['agent'], token: string) =>
    agent.post('/admin/api/2025-01/graphql.json').set('X-Shopify-Access-Token', token).send({ query: '{ shop { name } }' });
  const refresh = (agent: ReturnType<typeof testStore>['agent'], refreshToken: string) =>
    agent.post('/admin/oauth/access_token').type('form').send({ ...client, grant_type: 'refresh_token', refresh_token: refreshToken });

  it('token exchange with expiring=1 answers an access token for an hour and a refresh token for 90 days', async () => {
    const { agent } = testStore();
    const res = await agent.post('/admin/oauth/access_token').send(await exchangeBody()).expect(200);
    expect(res.body).toEqual({
      access_token: expect.stringMatching(/^shpat_[0-9a-f]{32}$/), expires_in: 3600,
      refresh_token: expect.stringMatching(/^shprt_[0-9a-f]{32}$/), refresh_token_expires_in: 7776000, scope: expect.any(String),
    });
    await shopName(agent, res.body.access_token).expect(200);
  });

  it('the code grant with expiring=1 answers an expiring pair too; without it the token never expires', async () => {
    const { agent } = testStore();
    const codeOf = async () => new URL((await agent.get('/admin/oauth/authorize').query({ client_id: 'cartlift-local-key', redirect_uri: 'http://localhost:4000/cb' })).headers.location as string).searchParams.get('code');
    const expiring = await agent.post('/admin/oauth/access_token').send({ ...client, code: await codeOf(), expiring: '1' }).expect(200);
    expect(expiring.body).toMatchObject({ expires_in: 3600, refresh_token: expect.stringMatching(/^shprt_/) });
    const lasting = await agent.post('/admin/oauth/access_token').send({ ...client, code: await codeOf() }).expect(200);
    expect(Object.keys(lasting.body).sort()).toEqual(['access_token', 'scope']);
  });

  it('a refresh rotates both tokens: the old access token is refused at once, the new pair works', async () => {
    const { agent, state } = testStore();
    const first = (await agent.post('/admin/oauth/access_token').send(await exchangeBody()).expect(200)).body as Grant;
    const second = (await refresh(agent, first.refresh_token).expect(200)).body as Grant;
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second).toMatchObject({ expires_in: 3600, refresh_token_expires_in: 7776000 });
    expect((await shopName(agent, first.access_token).expect(401)).body.errors).toMatch(/Invalid API key or access token/);
    await shopName(agent, second.access_token).expect(200);
    expect(state.expiringTokensFor('cartlift-demo.myshopify.com').counts).toEqual({ refreshed: 1, refused: 0 });
  });

  it('GET /__dev/tokens counts renewals and Admin API calls accepted and refused (401), and shows the pair held now', async () => {
    const { agent } = testStore();
    const first = (await agent.post('/admin/oauth/access_token').send(await exchangeBody()).expect(200)).body as Grant;
    const second = (await refresh(agent, first.refresh_token).expect(200)).body as Grant;
    await shopName(agent, first.access_token).expect(401);
    await shopName(agent, second.access_token).expect(200);
    await shopName(agent, 'shpat_cartlift_demo_local').expect(200);
    await refresh(agent, 'shprt_unknown').expect(400);
    expect((await agent.get('/__dev/tokens').expect(200)).body).toEqual({
      shop: 'cartlift-demo.myshopify.com',
      refreshes: { refreshed: 1, refused: 1 },
      adminCalls: { accepted: 2, refused: 1 },
      pairs: [{ accessToken: second.access_token, refreshToken: second.refresh_token }],
    });
  });

  it('the previous refresh token stays usable until the new access token is first used, then is refused', async () => {
    const { agent } = testStore();
    const first = (await agent.post('/admin/oauth/access_token').send(await exchangeBody()).expect(200)).body as Grant;
    const lost = (await refresh(agent, first.refresh_token).expect(200)).body as Grant;
    // The answer above "never arrived": the same refresh token again, within the grace, gives a working pair.
    const retried = (await refresh(agent, first.refresh_token).expect(200)).body as Grant;
    expect(retried.access_token).not.toBe(lost.access_token);
    await shopName(agent, lost.access_token).expect(401);
    await shopName(agent, retried.access_token).expect(200);
    const refused = await refresh(agent, first.refresh_token).expect(400);
    expect(refused.body).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
    await refresh(agent, lost.refresh_token).expect(400);
    await refresh(agent, retried.refresh_token).expect(200);
  });

  it('an access token past its lifetime gets 401; a refresh token past its own, or revoked, gets invalid_grant', async () => {
    const { agent, state } = testStore({ accessTokenLifetimeSeconds: 60, refreshTokenLifetimeSeconds: 120 });
    const first = (await agent.post('/admin/oauth/access_token').send(await exchangeBody()).expect(200)).body as Grant;
    expect(first).toMatchObject({ expires_in: 60, refresh_token_expires_in: 120 });
    await shopName(agent, first.access_token).expect(200);
    // Time passes by the store's expire calls, not by sleeping: a loaded machine cannot outrun a 1-second lifetime.
    const issued = state.expiringTokensFor('cartlift-demo.myshopify.com');
    issued.expireAccessTokens(Date.now());
    await shopName(agent, first.access_token).expect(401);
    const second = (await refresh(agent, first.refresh_token).expect(200)).body as Grant;
    await shopName(agent, second.access_token).expect(200);
    issued.expireRefreshTokens(Date.now());
    expect((await refresh(agent, second.refresh_token).expect(400)).body.error).toBe('invalid_grant');

    state.tokenLifetimes = { accessSeconds: 3600, refreshSeconds: 3600 };
    const third = (await agent.post('/admin/oauth/access_token').send(await exchangeBody()).expect(200)).body as Grant;
    state.expiringTokensFor('cartlift-demo.myshopify.com').revokeAll();
    await shopName(agent, third.access_token).expect(401);
    expect((await refresh(agent, third.refresh_token).expect(400)).body.error).toBe('invalid_grant');
  });

  it('a refresh needs the app credentials and a refresh token of this shop', async () => {
    const { agent } = testStore({ extraShopDomains: ['second-shop.myshopify.com'] });
    const first = (await agent.post('/admin/oauth/access_token').send(await exchangeBody()).expect(200)).body as Grant;
    await agent.post('/admin/oauth/access_token').send({ ...client, client_secret: 'nope', grant_type: 'refresh_token', refresh_token: first.refresh_token }).expect(401);
    await agent.post('/shops/second-shop.myshopify.com/admin/oauth/access_token').send({ ...client, grant_type: 'refresh_token', refresh_token: first.refresh_token }).expect(400);
    await agent.post('/admin/oauth/access_token').send({ ...client, grant_type: 'refresh_token' }).expect(400);
    await refresh(agent, first.refresh_token).expect(200);
  });
});
