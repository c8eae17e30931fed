import fs from 'fs';
import path from 'path';

// Issue 24 item 5: new public apps use the GraphQL Admin API only. Every call to a store goes through adminApi.ts,
// whose only REST endpoint is OAuth's token endpoint (Shopify has no GraphQL one); a REST path written anywhere else
// fails here.
const SRC = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file);

describe('Admin API: GraphQL only', () => {
  const files = sources(SRC).map((file) => ({ file: rel(file), text: fs.readFileSync(file, 'utf8') }));

  it('makes HTTP requests only in the Admin API client and the storefront page reader', () => {
    const fetching = files.filter((f) => /\bfetch\(/.test(f.text)).map((f) => f.file);
    expect(fetching.sort()).toEqual(['shopify/adminApi.ts', 'shopify/storefrontPage.ts']);
    // The storefront page is a shopper's page on the shop's own origin, never an /admin path.
    expect(files.find((f) => f.file === 'shopify/storefrontPage.ts')!.text).not.toMatch(/\/admin\//);
  });

  it('calls the Admin API at graphql.json and OAuth at its token endpoint, nothing else', () => {
    const client = files.find((f) => f.file === 'shopify/adminApi.ts')!.text;
    const adminPaths = [...client.matchAll(/\/admin\/[^`'"?\s]*/g)].map((m) => m[0]);
    expect([...new Set(adminPaths)].sort()).toEqual([
      // a browser redirect (the merchant approves the install), not an API call
      '/admin/oauth/authorize',
      '/admin/oauth/access_token',
      '/admin/api/${ADMIN_API_VERSION}/graphql.json',
    ].sort());
    const elsewhere = files
      .filter((f) => f.file !== 'shopify/adminApi.ts')
      .flatMap((f) => [...f.text.matchAll(/\/admin\/(?:api|oauth)\b[^`'"\s]*/g)].map((m) => `${f.file}: ${m[0]}`));
    expect(elsewhere).toEqual([]);
  });
});
