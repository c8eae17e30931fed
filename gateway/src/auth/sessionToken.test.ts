import { createHmac } from 'crypto';
import { SessionTokenError, sessionClaims, signSessionToken, verifySessionToken } from './sessionToken';

const apiKey = 'key';
const secret = 'secret-secret';
const shop = 'a-shop.myshopify.com';
const now = 1_800_000_000;
const opts = { apiKey, secret, nowS: now };
const good = () => sessionClaims(shop, apiKey, '42', now);

describe('verifySessionToken (shopify-platform.md §3.5)', () => {
  it('accepts a valid token: shop = dest host, user = sub', async () => {
    await expect(verifySessionToken(await signSessionToken(good(), secret), opts)).resolves.toMatchObject({
      shop,
      userId: '42',
    });
  });

  it.each([
    ['expired', { exp: now - 6 }],
    ['not yet valid', { nbf: now + 60 }],
    ['another app', { aud: 'other-key' }],
    ['iss and dest on different shops', { iss: 'https://b-shop.myshopify.com/admin' }],
    ['dest not a myshopify shop', { dest: 'https://evil.example.com', iss: 'https://evil.example.com/admin' }],
    ['dest over http', { dest: `http://${shop}`, iss: `http://${shop}/admin` }],
    ['no user', { sub: '' }],
    ['exp not a number', { exp: 'soon' as unknown as number }],
    ['missing nbf', { nbf: undefined as unknown as number }],
    ['missing iss', { iss: undefined as unknown as string }],
  ])('rejects a token that is %s', async (_label, override) => {
    await expect(verifySessionToken(await signSessionToken({ ...good(), ...override }, secret), opts)).rejects.toThrow(
      SessionTokenError,
    );
  });

  it('rejects a token signed with another secret', async () => {
    await expect(verifySessionToken(await signSessionToken(good(), 'wrong-secret'), opts)).rejects.toThrow('bad signature');
  });

  it('rejects a tampered payload', async () => {
    const [h, , s] = (await signSessionToken(good(), secret)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...good(), dest: 'https://b-shop.myshopify.com' })).toString(
      'base64url',
    );
    await expect(verifySessionToken(`${h}.${forged}.${s}`, opts)).rejects.toThrow('bad signature');
  });

  it('rejects alg none and other algorithms even with a matching HMAC', async () => {
    const head = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(good())).toString('base64url');
    const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
    await expect(verifySessionToken(`${head}.${body}.${sig}`, opts)).rejects.toThrow('unexpected algorithm');
    const hs512 = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
    const sig512 = createHmac('sha512', secret).update(`${hs512}.${body}`).digest('base64url');
    await expect(verifySessionToken(`${hs512}.${body}.${sig512}`, opts)).rejects.toThrow('unexpected algorithm');
  });

  it.each(['', 'a.b', 'a.b.c.d', '!!.??.**', 'eyJ.eyJ.x'])('rejects malformed %j', async (t) => {
    await expect(verifySessionToken(t, opts)).rejects.toThrow(SessionTokenError);
  });

  it('tolerates 5 s of clock skew and no more', async () => {
    const verify = async (o: Partial<ReturnType<typeof good>>) =>
      verifySessionToken(await signSessionToken({ ...good(), ...o }, secret), opts);
    await expect(verify({ exp: now - 4 })).resolves.toBeDefined();
    await expect(verify({ nbf: now + 4 })).resolves.toBeDefined();
    await expect(verify({ exp: now - 6 })).rejects.toThrow('expired');
    await expect(verify({ nbf: now + 6 })).rejects.toThrow('not yet valid');
  });
});
