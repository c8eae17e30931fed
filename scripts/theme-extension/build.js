// Writes the theme app extension (extensions/cartlift-cart): its app embed block (blocks/app-embed.liquid) with the
// gateway's public URL as the loader's API base, and its assets/ with the storefront loader and every lazy chunk
// copied from storefront-cart/dist, so shoppers fetch them from Shopify's CDN (the block names the loader with
// `asset_url`; the loader sets webpack's public path from its own URL, so the chunks come from the same folder).
// Then it checks Shopify's limits for theme app extensions (shopify-platform.md 3.3; docs/theme-extension.md).
// Shopify names a block by its file name: the gateway finds the embed in settings_data.json and builds the theme
// editor's activateAppId link by that handle (APP_EMBED_BLOCK_HANDLE in gateway/src/shopify/themes.ts): they agree.
// URL: CARTLIFT_PUBLIC_URL, else PUBLIC_URL (the gateway's own variable), else the local gateway.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const ROOT = path.resolve(__dirname, '..', '..');
const EXTENSION = path.join(ROOT, 'extensions', 'cartlift-cart');
const STOREFRONT_DIST = path.join(ROOT, 'storefront-cart', 'dist');
/**
 * Shopify's limits for a theme app extension: all its files together, its Liquid together, and the compressed size of
 * the JavaScript file a block loads (theme-check AssetSizeAppBlockJavaScript). The lazy chunks are not loaded by the
 * block but by the loader on the shopper's intent (Shopify's import-on-interaction advice for anything larger); their
 * budgets are storefront-cart's (src/size.test.ts).
 */
const LIMITS = { totalBytes: 10 * 1024 * 1024, liquidBytes: 100 * 1024, blockJsGzipBytes: 10_000 };
/** The block's handle, which Shopify takes from its file name (blocks/<handle>.liquid). */
const BLOCK_HANDLE = 'app-embed';
/** The script the block loads (by `asset_url`). */
const LOADER = 'loader.js';
/** What the loader fetches later (webpack's chunkFilename in storefront-cart); the preview page and its chunks (preview-*) are the admin's. */
const CHUNK = /^cartlift-[\w-]+\.[0-9a-f]{8}\.js$/;

function publicUrl(env = process.env) {
  const url = (env.CARTLIFT_PUBLIC_URL || env.PUBLIC_URL || 'http://localhost:4000').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s"'<>]+$/.test(url)) throw new Error(`Not a URL for the app embed: ${url}`);
  return url;
}

/** The block's Liquid for a gateway URL (the loader's API base). */
function embedLiquid(url) {
  return fs
    .readFileSync(path.join(__dirname, `${BLOCK_HANDLE}.liquid`), 'utf8')
    .split('__CARTLIFT_URL__')
    .join(url);
}

/** The storefront files the extension ships: the loader and its chunks, without the build's .br/.gz copies. */
function assetNames(dist = STOREFRONT_DIST) {
  if (!fs.existsSync(path.join(dist, LOADER))) {
    throw new Error(`${path.join(dist, LOADER)} is missing: build the storefront first (npm run build -w storefront-cart)`);
  }
  return [LOADER, ...fs.readdirSync(dist).filter((f) => CHUNK.test(f)).sort()];
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

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
  const bytes = (list) => list.reduce((n, f) => n + fs.statSync(f).size, 0);
  const loader = path.join(dir, 'assets', LOADER);
  return {
    total: bytes(files),
    liquid: bytes(files.filter((f) => f.endsWith('.liquid'))),
    loaderGzip: fs.existsSync(loader) ? gzipSize(loader) : NaN,
    chunks: files
      .filter((f) => path.dirname(f) === path.join(dir, 'assets') && CHUNK.test(path.basename(f)))
      .map((f) => ({ file: path.basename(f), bytes: fs.statSync(f).size, gzip: gzipSize(f) })),
  };
}

/**
 * Writes the block and the assets into the extension folder (dir: another copy of it, for tests; dist: another
 * storefront build) and measures the result. blocks/ and assets/ are generated whole: a block left by an older build
 * under another name would be deployed as a second app embed, and chunks of an older build would be deployed for nothing.
 */
function build(env = process.env, dir = EXTENSION, dist = STOREFRONT_DIST) {
  const url = publicUrl(env);
  const names = assetNames(dist);
  for (const sub of ['blocks', 'assets']) {
    fs.rmSync(path.join(dir, sub), { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, sub), { recursive: true });
  }
  fs.writeFileSync(path.join(dir, 'blocks', `${BLOCK_HANDLE}.liquid`), embedLiquid(url));
  for (const name of names) fs.copyFileSync(path.join(dist, name), path.join(dir, 'assets', name));
  const m = measure(dir);
  const problems = [
    ...(m.total > LIMITS.totalBytes ? [`extension ${m.total} B > ${LIMITS.totalBytes} B`] : []),
    ...(m.liquid > LIMITS.liquidBytes ? [`Liquid ${m.liquid} B > ${LIMITS.liquidBytes} B`] : []),
    ...(!(m.loaderGzip <= LIMITS.blockJsGzipBytes) ? [`assets/${LOADER} ${m.loaderGzip} B gzip > ${LIMITS.blockJsGzipBytes} B`] : []),
  ];
  return { url, assets: names, ...m, problems };
}

module.exports = { build, embedLiquid, measure, assetNames, publicUrl, LIMITS, BLOCK_HANDLE, LOADER };

if (require.main === module) {
  const r = build();
  const chunkGzip = r.chunks.reduce((n, c) => n + c.gzip, 0);
  console.log(
    `theme app extension: assets/${LOADER} (${r.loaderGzip} B gzip, limit ${LIMITS.blockJsGzipBytes}) and ${r.chunks.length} chunks ` +
      `(${chunkGzip} B gzip together) on Shopify's CDN; API ${r.url}; Liquid ${r.liquid} B (limit ${LIMITS.liquidBytes}); ` +
      `extension ${r.total} B (limit ${LIMITS.totalBytes})`,
  );
  if (r.problems.length) {
    console.error(`theme app extension over Shopify's limits: ${r.problems.join('; ')}`);
    process.exit(1);
  }
}
