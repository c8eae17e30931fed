import { createHmac } from 'crypto';
import { sessionClaims, signSessionToken, verifySessionToken } from './sessionToken';

const apiKey = 'key';
const secret = 'secret-secret';
const shop = 'a-shop.myshopify.com';
const now = 1_800_000_000;
const opts = { apiKey, secret, nowS: now };
const good = () => sessionClaims(shop, apiKey, '42', now);

describe('verifySessionToken (shopify-platform.md §3.5)', () => {
  it('accepts a valid token: shop = dest host, user = sub', () => {
    expect(verifySessionToken(signSessionToken(good(), secret), opts)).toMatchObject({ shop, userId: '42' });
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
  ])('rejects a token that is %s', (_label, override) => {
    expect(() => verifySessionToken(signSessionToken({ ...good(), ...override }, secret), opts)).toThrow();
  });

  it('rejects a token signed with another secret', () => {
    expect(() => verifySessionToken(signSessionToken(good(), 'wrong-secret'), opts)).toThrow('bad signature');
  });

  it('rejects a tampered payload', () => {
    const [h, , s] = signSessionToken(good(), secret).split('.');
    const forged = Buffer.from(JSON.stringify({ ...good(), dest: 'https://b-shop.myshopify.com' })).toString(
      'base64url',
    );
    expect(() => verifySessionToken(`${h}.${forged}.${s}`, opts)).toThrow('bad signature');
  });

  it('rejects alg none and other algorithms even with a matching HMAC', () => {
    const head = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(good())).toString('base64url');
    const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
    expect(() => verifySessionToken(`${head}.${body}.${sig}`, opts)).toThrow('unexpected algorithm');
  });

  it.each(['', 'a.b', 'a.b.c.d', '!!.??.**', 'eyJ.eyJ.x'])('rejects malformed %j', (t) => {
    expect(() => verifySessionToken(t, opts)).toThrow();
  });

  it('tolerates 5 s of clock skew and no more', () => {
    expect(() => verifySessionToken(signSessionToken({ ...good(), exp: now - 4 }, secret), opts)).not.toThrow();
    expect(() => verifySessionToken(signSessionToken({ ...good(), nbf: now + 4 }, secret), opts)).not.toThrow();
    expect(() => verifySessionToken(signSessionToken({ ...good(), nbf: now + 6 }, secret), opts)).toThrow();
  });
});
