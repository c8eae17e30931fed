// Writes the theme app extension's app embed block (extensions/cartlift-cart/blocks/app-embed.liquid) with the
// gateway's public URL, and checks Shopify's size rules for theme app extensions (shopify-platform.md 3.3).
// Shopify names a block by its file name: the gateway finds the embed in settings_data.json and builds the theme
// editor's activateAppId link by that handle (APP_EMBED_BLOCK_HANDLE in gateway/src/shopify/themes.ts): they agree.
// URL: CARTLIFT_PUBLIC_URL, else PUBLIC_URL (the gateway's own variable), else the local gateway.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const ROOT = path.resolve(__dirname, '..', '..');
const EXTENSION = path.join(ROOT, 'extensions', 'cartlift-cart');
/** Shopify's limits: Liquid across the extension, and the suggested compressed size of one JS file. */
const LIMITS = { liquidBytes: 100 * 1024, jsGzipBytes: 10_000 };
/** The block's handle, which Shopify takes from its file name (blocks/<handle>.liquid). */
const BLOCK_HANDLE = 'app-embed';

function publicUrl(env = process.env) {
  const url = (env.CARTLIFT_PUBLIC_URL || env.PUBLIC_URL || 'http://localhost:4000').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s"'<>]+$/.test(url)) throw new Error(`Not a URL for the app embed: ${url}`);
  return url;
}

/** The block's Liquid for a gateway URL. */
function embedLiquid(url) {
  return fs
    .readFileSync(path.join(__dirname, `${BLOCK_HANDLE}.liquid`), 'utf8')
    .split('__CARTLIFT_URL__')
    .join(url);
}

/** Sizes that Shopify checks, from the extension folder as it would be deployed. */
function measure(dir = EXTENSION) {
  const files = [];
  const walk = (d) => {
    for (const f of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, f.name);
      if (f.isDirectory()) walk(p);
      else files.push(p);
    }
  };
  walk(dir);
  const liquid = files.filter((f) => f.endsWith('.liquid')).reduce((n, f) => n + fs.statSync(f).size, 0);
  const js = files
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: path.relative(dir, f), gzip: zlib.gzipSync(fs.readFileSync(f)).length }));
  return { liquid, js };
}

/**
 * Writes the block into the extension folder (dir: another copy of it, for tests) and measures the result. blocks/ is
 * generated whole: a block left by an older build under another name would be deployed as a second app embed.
 */
function build(env = process.env, dir = EXTENSION) {
  const url = publicUrl(env);
  const blocks = path.join(dir, 'blocks');
  fs.rmSync(blocks, { recursive: true, force: true });
  fs.mkdirSync(blocks, { recursive: true });
  fs.writeFileSync(path.join(blocks, `${BLOCK_HANDLE}.liquid`), embedLiquid(url));
  const m = measure(dir);
  const problems = [
    ...(m.liquid > LIMITS.liquidBytes ? [`Liquid ${m.liquid} B > ${LIMITS.liquidBytes} B`] : []),
    ...m.js
      .filter((j) => j.gzip > LIMITS.jsGzipBytes)
      .map((j) => `${j.file} ${j.gzip} B gzip > ${LIMITS.jsGzipBytes} B`),
  ];
  return { url, ...m, problems };
}

module.exports = { build, embedLiquid, measure, publicUrl, LIMITS, BLOCK_HANDLE };

if (require.main === module) {
  const r = build();
  console.log(
    `theme app extension: loader from ${r.url}/storefront/loader.js; Liquid ${r.liquid} B; JS assets ${r.js.length}`,
  );
  if (r.problems.length) {
    console.error(`theme app extension over Shopify's limits: ${r.problems.join('; ')}`);
    process.exit(1);
  }
}
