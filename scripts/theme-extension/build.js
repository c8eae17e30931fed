// Writes the theme app extension's app embed block (extensions/cartlift-cart/blocks/cartlift-embed.liquid) with the
// gateway's public URL, and checks Shopify's size rules for theme app extensions (shopify-platform.md 3.3).
// URL: CARTLIFT_PUBLIC_URL, else PUBLIC_URL (the gateway's own variable), else the local gateway.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const ROOT = path.resolve(__dirname, '..', '..');
const EXTENSION = path.join(ROOT, 'extensions', 'cartlift-cart');
/** Shopify's limits: Liquid across the extension, and the suggested compressed size of one JS file. */
const LIMITS = { liquidBytes: 100 * 1024, jsGzipBytes: 10_000 };

function publicUrl(env = process.env) {
  const url = (env.CARTLIFT_PUBLIC_URL || env.PUBLIC_URL || 'http://localhost:4000').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s"'<>]+$/.test(url)) throw new Error(`Not a URL for the app embed: ${url}`);
  return url;
}

/** The block's Liquid for a gateway URL. */
function embedLiquid(url) {
  return fs.readFileSync(path.join(__dirname, 'cartlift-embed.liquid'), 'utf8').split('__CARTLIFT_URL__').join(url);
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

/** Writes the block into the extension folder (dir: another copy of it, for tests) and measures the result. */
function build(env = process.env, dir = EXTENSION) {
  const url = publicUrl(env);
  fs.mkdirSync(path.join(dir, 'blocks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'blocks', 'cartlift-embed.liquid'), embedLiquid(url));
  const m = measure(dir);
  const problems = [
    ...(m.liquid > LIMITS.liquidBytes ? [`Liquid ${m.liquid} B > ${LIMITS.liquidBytes} B`] : []),
    ...m.js
      .filter((j) => j.gzip > LIMITS.jsGzipBytes)
      .map((j) => `${j.file} ${j.gzip} B gzip > ${LIMITS.jsGzipBytes} B`),
  ];
  return { url, ...m, problems };
}

module.exports = { build, embedLiquid, measure, publicUrl, LIMITS };

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
