import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { parse } from 'smol-toml';
import { APP_EMBED_BLOCK_TYPE } from '../../../dev-store/src/admin/resolvers';
import { loadConfig } from '../../src/config/env';
import { ADMIN_API_VERSION } from '../../src/shopify/adminApi';
import { APP_EMBED_APP_HANDLE, APP_EMBED_BLOCK_HANDLE, isAppEmbedOn } from '../../src/shopify/themes';
import { HANDLED_TOPICS } from '../../src/webhooks/router';
import { createTestContext, SHOP_B, type TestContext } from '../helpers/context';

/** The root's deploy files (shopify.app.toml, the theme app extension) must agree with what the gateway does. */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const toml = parse(fs.readFileSync(path.join(ROOT, 'shopify.app.toml'), 'utf8')) as {
  embedded: boolean;
  access_scopes: { scopes: string };
  auth: { redirect_urls: string[] };
  webhooks: { api_version: string; subscriptions: Array<{ topics?: string[]; compliance_topics?: string[]; uri: string }> };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const extension = require('../../../scripts/theme-extension/build.js') as {
  build(
    env: Record<string, string>,
    dir?: string,
    dist?: string,
  ): { url: string; assets: string[]; liquid: number; total: number; loaderGzip: number; problems: string[] };
  embedLiquid(url: string): string;
  BLOCK_HANDLE: string;
  LIMITS: { totalBytes: number; liquidBytes: number; blockJsGzipBytes: number };
};
/** A copy of the extension folder: the developer's own generated block stays as their build wrote it. */
const extensionCopy = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-extension-'));
  fs.cpSync(path.join(ROOT, 'extensions/cartlift-cart'), dir, { recursive: true });
  return dir;
};

/**
 * A storefront build laid out as storefront-cart's build writes it (loader, hashed chunks with their .br/.gz copies,
 * the admin's preview page, the build stamp); `loader` sets the loader's bytes.
 */
const storefrontDist = (loader = 'void 0;'): string => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-dist-'));
  const files: Record<string, string> = {
    'loader.js': loader,
    'loader.js.gz': 'gz',
    'cartlift-drawer.0123abcd.js': 'drawer',
    'cartlift-drawer.0123abcd.js.br': 'br',
    'cartlift-456.89abcdef.js': 'preact',
    'cartlift-texts-fr.76543210.js': 'fr',
    'preview.js': 'preview',
    'preview-sheets.13572468.js': 'preview sheets',
    'preview.html': '<!doctype html>',
    '.inputs-sha256': 'stamp',
  };
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), body);
  return dist;
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('shopify.app.toml', () => {
  it('is embedded and asks for exactly the scopes the gateway asks for in OAuth', () => {
    expect(toml.embedded).toBe(true);
    expect(toml.access_scopes.scopes.split(',').sort()).toEqual(loadConfig({}).scopes.split(',').sort());
    expect(toml.auth.redirect_urls.every((u) => u.endsWith('/auth/shopify/callback'))).toBe(true);
  });

  it('asks for exactly the scopes the code uses, each one for a call that is there', () => {
    const GATEWAY = path.join(ROOT, 'gateway/src');
    const read = (file: string) => fs.readFileSync(path.join(GATEWAY, file), 'utf8');
    // Scope → where the code needs it. A write scope covers its read; removing the code behind a scope fails this.
    const USES: Record<string, Array<[file: string, needle: string]>> = {
      write_products: [['rest/products.ts', 'productCreate(']],
      read_themes: [['shopify/themes.ts', 'themes(first: 1, roles: [MAIN])']],
      write_draft_orders: [['shopify/draftOrders.ts', 'draftOrderCreate('], ['shopify/draftOrders.ts', 'draftOrderComplete(']],
      read_orders: [['webhooks/router.ts', "'orders/create'"]],
      write_discounts: [['shopify/discounts.ts', 'discountAutomaticAppCreate('], ['shopify/discounts.ts', 'metafieldsSet(']],
    };
    expect(toml.access_scopes.scopes.split(',').sort()).toEqual(Object.keys(USES).sort());
    for (const [scope, uses] of Object.entries(USES))
      for (const [file, needle] of uses) expect([scope, file, read(file).includes(needle)]).toEqual([scope, file, true]);
    // Nothing writes a theme or a script tag (script tags cannot be created since 2026-10-01: app embeds only).
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? sources(path.join(dir, d.name)) : d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [path.join(dir, d.name)] : [],
      );
    const writes = sources(GATEWAY).filter((f) => /\b(theme(Create|Update|Delete|Publish|Duplicate)|themeFiles(Upsert|Copy|Delete)|scriptTag\w*)\s*\(/.test(fs.readFileSync(f, 'utf8')));
    expect(writes).toEqual([]);
  });

  it('subscribes webhooks in the Admin API version the gateway calls', () => {
    expect(ADMIN_API_VERSION).toBe('2026-10');
    expect(toml.webhooks.api_version).toBe(ADMIN_API_VERSION);
  });

  it('subscribes exactly the topics the gateway handles: the compliance three in their own section, the rest as topics', async () => {
    const subs = toml.webhooks.subscriptions;
    const topics = subs.flatMap((s) => s.topics ?? []);
    const compliance = subs.flatMap((s) => s.compliance_topics ?? []);
    const COMPLIANCE = ['customers/data_request', 'customers/redact', 'shop/redact'];
    expect([...compliance].sort()).toEqual(COMPLIANCE);
    expect(topics).toContain('app/uninstalled');
    // Both directions: a handled topic nobody subscribes never arrives (shop/update once did exactly that), and a
    // subscribed topic nobody handles is acknowledged and dropped.
    expect([...topics].sort()).toEqual(HANDLED_TOPICS.filter((t) => !COMPLIANCE.includes(t)).sort());
    expect([...compliance, ...topics].sort()).toEqual([...HANDLED_TOPICS].sort());
    expect(subs.every((s) => s.uri.endsWith('/webhooks'))).toBe(true);
    // Delivered signed, each topic is handled (not "ignored") and a bad HMAC is refused with 401.
    for (const topic of [...topics, ...compliance]) {
      const payload = {
        shop_domain: SHOP_B,
        shop_id: 2,
        customer: { id: 1 },
        orders_to_redact: [],
        id: 1,
        line_items: [],
      };
      const ok = await ctx.webhook(topic, SHOP_B, payload);
      expect([topic, ok.status, ok.body.ignored]).toEqual([topic, 200, undefined]);
      const bad = await ctx.webhook(topic, SHOP_B, payload, { secret: 'wrong-secret-value' });
      expect([topic, bad.status]).toEqual([topic, 401]);
    }
  });
});

describe('theme app extension', () => {
  it("ships the loader and its chunks as assets, loads the loader from Shopify's CDN and calls the configured gateway", () => {
    const dir = extensionCopy();
    const dist = storefrontDist();
    // Assets an older build left (chunks of another hash) are not deployed again.
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'assets/cartlift-drawer.ffffffff.js'), 'old');
    const r = extension.build({ CARTLIFT_PUBLIC_URL: 'https://api.cartlift.example.com/' }, dir, dist);
    expect(r.problems).toEqual([]);
    const liquid = fs.readFileSync(path.join(dir, 'blocks/app-embed.liquid'), 'utf8');
    const assets = fs.readdirSync(path.join(dir, 'assets')).sort();
    const copied = assets.map((a) => fs.readFileSync(path.join(dir, 'assets', a), 'utf8'));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
    // Only what a storefront fetches: no precompressed copies (Shopify's CDN compresses), no admin preview, no stamp.
    expect(assets).toEqual(['cartlift-456.89abcdef.js', 'cartlift-drawer.0123abcd.js', 'cartlift-texts-fr.76543210.js', 'loader.js']);
    expect(copied).toEqual(['preact', 'drawer', 'fr', 'void 0;']);
    expect(r.assets.sort()).toEqual(assets);
    expect(liquid).toContain(`src="{{ 'loader.js' | asset_url }}"`);
    expect(liquid).not.toContain('/storefront/loader.js');
    expect(liquid).toContain('data-cartlift-api="https://api.cartlift.example.com"');
    expect(liquid).toContain('data-shop="{{ shop.permanent_domain }}"');
    const schema = JSON.parse(/{% schema %}([\s\S]*){% endschema %}/.exec(liquid)![1]) as {
      target: string;
      settings: Array<{ id?: string; label?: string; content?: string }>;
    };
    expect(schema.target).toBe('body');
    // Every translated string the schema names exists in the default locale.
    const locale = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'extensions/cartlift-cart/locales/en.default.schema.json'), 'utf8'),
    );
    const keys = [...liquid.matchAll(/"t:([\w.]+)"/g)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(2);
    for (const key of keys)
      expect([key, typeof key.split('.').reduce((o, k) => o?.[k], locale)]).toEqual([key, 'string']);
  });

  it('names its one block by the handle the gateway, the dev store and the admin look for', () => {
    const dir = extensionCopy();
    // A block an older build wrote under another name would otherwise be deployed as a second embed.
    fs.mkdirSync(path.join(dir, 'blocks'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'blocks/cartlift-embed.liquid'), 'stale');
    const dist = storefrontDist();
    extension.build({ CARTLIFT_PUBLIC_URL: 'https://api.cartlift.example.com' }, dir, dist);
    const blocks = fs.readdirSync(path.join(dir, 'blocks'));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
    // Shopify names a block by its file name: settings_data.json holds shopify://apps/<app>/blocks/<file name>/<uuid>.
    expect(blocks).toEqual([`${APP_EMBED_BLOCK_HANDLE}.liquid`]);
    expect(extension.BLOCK_HANDLE).toBe(APP_EMBED_BLOCK_HANDLE);
    const handle = path.basename(blocks[0], '.liquid');
    const settings = (type: string) => JSON.stringify({ current: { blocks: { x: { type, disabled: false } } } });
    expect(isAppEmbedOn(settings(`shopify://apps/${APP_EMBED_APP_HANDLE}/blocks/${handle}/0f1e`))).toBe(true);
    expect(isAppEmbedOn(settings(APP_EMBED_BLOCK_TYPE))).toBe(true);
    // The shell builds the theme editor link on its own (it cannot import the gateway): the same handle there.
    const shell = fs.readFileSync(path.join(ROOT, 'shell/src/features/getting-started/InstallationModal.tsx'), 'utf8');
    expect(/activateAppId: `\$\{[^`]*\}\/([\w-]+)`/.exec(shell)?.[1]).toBe(handle);
  });

  it("fails the build past Shopify's limits: the block's script above 10,000 B gzip, or no storefront build at all", () => {
    expect(extension.LIMITS).toEqual({ totalBytes: 10 * 1024 * 1024, liquidBytes: 100 * 1024, blockJsGzipBytes: 10_000 });
    const dir = extensionCopy();
    // Random bytes do not compress: 12,000 of them are over 10,000 gzip.
    const dist = storefrontDist(crypto.randomBytes(12_000).toString('base64'));
    const r = extension.build({}, dir, dist);
    expect(r.loaderGzip).toBeGreaterThan(10_000);
    expect(r.problems).toEqual([`assets/loader.js ${r.loaderGzip} B gzip > 10000 B`]);
    fs.rmSync(path.join(dist, 'loader.js'));
    expect(() => extension.build({}, dir, dist)).toThrow(/loader\.js is missing/);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('refuses a URL that would break out of the attribute', () => {
    expect(() => extension.build({ CARTLIFT_PUBLIC_URL: 'https://x.example" onload="alert(1)' }, os.tmpdir())).toThrow(
      /Not a URL/,
    );
  });
});
