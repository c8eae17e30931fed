import { createHmac } from 'crypto';
import { gzipSync } from 'zlib';
import { jwt } from '../support/token';
import { XSS_VECTORS } from '../vectors/xss';
import type { BadCase, CaseContext } from './types';

const sign = (body: string | Buffer, secret: string): string =>
  createHmac('sha256', secret).update(body).digest('base64');

/** Malformed JSON, wrong content types, fake compression, oversize bodies and headers, bad tokens, public and webhook junk. */
export function httpCases(ctx: CaseContext): BadCase[] {
  const cases: BadCase[] = [];
  const add = (group: string, name: string, call: BadCase['call']): void => {
    cases.push({ group, name, call });
  };
  const q = `shop=${ctx.shop}`;
  const admin = (): Record<string, string> => ({ authorization: `Bearer ${ctx.token()}` });
  const posts: Array<[string, () => Record<string, string>]> = [
    ['/graphql', admin],
    ['/analytics/campaigns', admin],
    ['/uploadImage', admin],
    ['/products', admin],
    ['/cart/activate', admin],
    ['/cart/links', admin],
    ['/shop/get_plan', admin],
    [`/public/track?${q}`, () => ({})],
    [`/public/checkout?${q}`, () => ({})],
    [`/public/cod-orders?${q}`, () => ({})],
  ];
  const malformed = [
    '{"a": ',
    '{nope}',
    "{'query': 1}",
    '[1,2,',
    '{"a":1,}',
    'NaN',
    '\u0000\u0001',
    '{"a":"\ud800"',
    '}{',
  ];
  for (const [path, headers] of posts) {
    malformed.forEach((raw, i) =>
      add('http: malformed JSON', `${path} #${i}`, () => ({
        path,
        headers: { ...headers(), 'content-type': 'application/json' },
        raw,
      })),
    );
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data; boundary=x',
    ]) {
      add('http: wrong content type', `${path} ${type}`, () => ({
        path,
        headers: { ...headers(), 'content-type': type },
        raw: type.startsWith('application/x-www') ? 'query=x&variables=y' : '<a>1</a>',
      }));
    }
    add('http: fake gzip', `${path} gzip header, plain body`, () => ({
      path,
      headers: { ...headers(), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      raw: '{"type":"view_cart","campaigns":[]}',
    }));
    add('http: fake gzip', `${path} gzip header, truncated gzip`, () => ({
      path,
      headers: { ...headers(), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      raw: gzipSync('{"a":1}').subarray(0, 12),
    }));
    add('http: fake gzip', `${path} deflate header, garbage`, () => ({
      path,
      headers: { ...headers(), 'content-type': 'application/json', 'content-encoding': 'deflate' },
      raw: 'not deflate at all',
    }));
    add('http: fake gzip', `${path} unknown encoding`, () => ({
      path,
      headers: { ...headers(), 'content-type': 'application/json', 'content-encoding': 'x-rot13' },
      raw: '{}',
    }));
    add('http: oversize', `${path} 3 MB body`, () => ({
      path,
      headers: headers(),
      body: { pad: 'x'.repeat(3_000_000) },
    }));
    add('http: oversize', `${path} gzip bomb (1 KB → 50 MB)`, () => ({
      path,
      headers: { ...headers(), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      raw: gzipSync(Buffer.concat([Buffer.from('{"a":"'), Buffer.alloc(50_000_000, 0x61), Buffer.from('"}')])),
    }));
    add('http: oversize', `${path} 40 KB header`, () => ({
      path,
      headers: { ...headers(), 'x-padding': 'y'.repeat(40_000) },
      body: {},
    }));
  }
  for (const path of ['/health', `/public/campaigns?${q}&products=1`, '/graphql']) {
    add('http: oversize', `${path} 40 KB cookie`, () => ({
      path,
      headers: { cookie: 'c='.concat('z'.repeat(40_000)) },
    }));
  }
  return [...cases, ...authCases(ctx), ...publicCases(ctx), ...webhookCases(ctx)];
}

function authCases(ctx: CaseContext): BadCase[] {
  const now = Math.floor(Date.now() / 1000);
  const good = {
    iss: `https://${ctx.shop}/admin`,
    dest: `https://${ctx.shop}`,
    aud: 'cartlift-local-key',
    sub: '1',
    exp: now + 600,
    nbf: now - 1,
    iat: now,
    jti: 'j',
    sid: 's',
  };
  const tokens: Array<[string, string]> = [
    ['alg none', jwt(good, ctx.secret, { alg: 'none', typ: 'JWT' })],
    ['alg HS512', jwt(good, ctx.secret, { alg: 'HS512', typ: 'JWT' })],
    ['wrong secret', jwt(good, 'not-the-secret')],
    ['expired', jwt({ ...good, exp: now - 3600 }, ctx.secret)],
    ['not yet valid', jwt({ ...good, nbf: now + 3600 }, ctx.secret)],
    ['wrong audience', jwt({ ...good, aud: 'other-app' }, ctx.secret)],
    ['iss and dest differ', jwt({ ...good, iss: 'https://other-shop.myshopify.com/admin' }, ctx.secret)],
    ['dest not a shop', jwt({ ...good, dest: 'https://evil.example', iss: 'https://evil.example/admin' }, ctx.secret)],
    ['http dest', jwt({ ...good, dest: `http://${ctx.shop}`, iss: `http://${ctx.shop}/admin` }, ctx.secret)],
    ['no sub', jwt({ ...good, sub: '' }, ctx.secret)],
    ['exp a string', jwt({ ...good, exp: 'tomorrow' }, ctx.secret)],
    [
      'markup in dest',
      jwt({ ...good, dest: 'https://<svg/onload=alert(1)>', iss: 'https://<svg/onload=alert(1)>/admin' }, ctx.secret),
    ],
    [
      'tampered payload',
      (() => {
        const [h, , s] = jwt(good, ctx.secret).split('.');
        return `${h}.${Buffer.from(JSON.stringify({ ...good, dest: 'https://other-shop.myshopify.com' })).toString('base64url')}.${s}`;
      })(),
    ],
    ['two parts', 'abc.def'],
    ['garbage', '!!!'],
    ['empty bearer', ''],
  ];
  const cases: BadCase[] = [];
  for (const [name, token] of tokens) {
    for (const path of ['/graphql', '/analytics/campaigns', '/products?limit=5']) {
      cases.push({
        group: 'auth: bad session token',
        name: `${name} ${path}`,
        call: () => ({
          path,
          method: path.startsWith('/products') ? 'GET' : 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: path.startsWith('/products') ? undefined : { query: '{ __typename }', campaigns: [] },
        }),
      });
    }
  }
  return cases;
}

function publicCases(ctx: CaseContext): BadCase[] {
  const s = ctx.shop;
  const gets = [
    '/public/campaigns',
    '/public/campaigns?products=1',
    '/public/campaigns?shop=nope.example.com&products=1',
    '/public/campaigns?shop=uninstalled-shop.myshopify.com&products=1',
    `/public/campaigns?shop=${s}&products=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
    `/public/campaigns?shop=${s}&products=abc`,
    `/public/campaigns?shop=${s}&products=1&variants=1-2`,
    `/public/campaigns?shop=${s}&products=1&variants=${Array.from({ length: 101 }, (_, i) => `1:${i}`).join(',')}`,
    `/public/campaigns?shop=${s}&products=1&country=USA1`,
    `/public/campaigns?shop=${s}&products=1&shop=${s}`,
    `/public/products?shop=${s}&ids=abc`,
    `/public/products?shop=${s}&ids=${Array.from({ length: 300 }, (_, i) => i + 1).join(',')}`,
    '/public/products?shop=%00&ids=1',
    ...XSS_VECTORS.slice(0, 20).map((v) => `/public/campaigns?shop=${encodeURIComponent(v)}&products=1`),
    ...XSS_VECTORS.slice(20, 30).map((v) => `/public/campaigns?shop=${s}&products=1&country=${encodeURIComponent(v)}`),
  ];
  const cases: BadCase[] = gets.map((path) => ({
    group: 'public: bad query',
    name: path.slice(0, 120),
    call: () => ({ path }),
  }));
  const track = `/public/track?shop=${s}`;
  const trackBodies: unknown[] = [
    {},
    { type: 'add_to_cart', campaigns: [] },
    { type: 'view_cart', campaigns: 'abc' },
    { type: 'view_cart', campaigns: [{ $ne: 1 }] },
    { type: 'view_cart', campaigns: Array.from({ length: 1000 }, (_, i) => `k${i}`) },
    { type: 'view_cart', campaigns: [], extra: true },
    [],
    'view_cart',
    null,
  ];
  trackBodies.forEach((body, i) =>
    cases.push({
      group: 'public: track body',
      name: `#${i}`,
      call: () => ({ path: track, raw: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    }),
  );
  const checkout = `/public/checkout?shop=${s}`;
  const item = { variant_id: 2001, product_id: 1001, quantity: 1 };
  const checkoutBodies: unknown[] = [
    {},
    { items: [] },
    { items: 'all' },
    { items: [{ ...item, price: 0 }] },
    { items: [item], total_price: 1 },
    { items: [{ ...item, quantity: -1 }] },
    { items: [{ ...item, quantity: 0 }] },
    { items: [{ ...item, quantity: 1e12 }] },
    { items: [{ ...item, quantity: 1.5 }] },
    { items: [{ ...item, variant_id: 'abc' }] },
    { items: [{ ...item, variant_id: { $ne: 1 } }] },
    { items: [{ ...item, variant_id: 999999999 }] },
    { items: Array.from({ length: 1000 }, () => item) },
    { items: [item], schema: { add_to_unlock: 'all' } },
    { items: [item], schema: { evil: [] } },
    { items: [item], note: { $ne: 1 } },
    { items: [item], discountCode: ['a'] },
    { items: [item], cart_currency: '<script>' },
    { items: [item], country: '<svg/onload=alert(1)>' },
    { items: [item], shop: 'other-shop.myshopify.com' },
  ];
  checkoutBodies.forEach((body, i) =>
    cases.push({
      group: 'public: checkout body',
      name: `#${i} ${JSON.stringify(body).slice(0, 60)}`,
      call: () => ({ path: checkout, body }),
    }),
  );
  return cases;
}

function webhookCases(ctx: CaseContext): BadCase[] {
  const topics = ['app/uninstalled', 'customers/data_request', 'customers/redact', 'shop/redact', 'orders/create'];
  const cases: BadCase[] = [];
  const payload = JSON.stringify({ shop_domain: ctx.shop, id: 1, line_items: [] });
  topics.forEach((topic, n) => {
    const base = {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-shop-domain': ctx.shop,
      'x-shopify-webhook-id': `rel-bad-${n}`,
    };
    const variants: Array<[string, Record<string, string>, string]> = [
      ['no HMAC', base, payload],
      ['wrong secret', { ...base, 'x-shopify-hmac-sha256': sign(payload, 'wrong-secret') }, payload],
      ['HMAC of another body', { ...base, 'x-shopify-hmac-sha256': sign('{}', ctx.secret) }, payload],
      ['HMAC not base64', { ...base, 'x-shopify-hmac-sha256': '<script>' }, payload],
      [
        'malformed JSON, signed',
        { ...base, 'x-shopify-hmac-sha256': sign('{"shop_domain":', ctx.secret) },
        '{"shop_domain":',
      ],
      [
        'shop header markup, signed',
        {
          ...base,
          'x-shopify-shop-domain': '<svg/onload=alert(1)>',
          'x-shopify-hmac-sha256': sign(payload, ctx.secret),
        },
        payload,
      ],
      [
        'shop header missing, signed',
        {
          ...Object.fromEntries(Object.entries(base).filter(([k]) => k !== 'x-shopify-shop-domain')),
          'x-shopify-hmac-sha256': sign(payload, ctx.secret),
        },
        payload,
      ],
    ];
    for (const [name, headers, raw] of variants) {
      cases.push({
        group: 'webhooks: bad delivery',
        name: `${topic} ${name}`,
        call: () => ({ path: '/webhooks', headers, raw }),
      });
    }
  });
  return cases;
}
