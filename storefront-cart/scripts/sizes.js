// Prints each dist/ file's raw and gzip size and checks the budgets (loader ≤ 10 KB, drawer chunks ≤ 40 KB gzip).
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

/** Budgets in gzip bytes (Shopify's app-embed JS guidance; our drawer budget incl. preact, confetti and CSS). */
const BUDGETS = { loader: 10 * 1024, drawer: 40 * 1024 };

/** Reads dist/ and returns per-file sizes plus the loader and drawer totals. */
function measure(dist = path.join(__dirname, '..', 'dist')) {
  const files = fs
    .readdirSync(dist)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((f) => {
      const buf = fs.readFileSync(path.join(dist, f));
      return { file: f, raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
    });
  const loader = files.find((f) => f.file === 'loader.js');
  const drawer = files.filter((f) => f.file.startsWith('cartlift-'));
  return {
    files,
    loader: loader ? loader.gzip : NaN,
    drawer: drawer.reduce((n, f) => n + f.gzip, 0),
  };
}

module.exports = { measure, BUDGETS };

if (require.main === module) {
  const m = measure();
  for (const f of m.files) console.log(`${f.file.padEnd(36)} ${String(f.raw).padStart(8)} B  gzip ${String(f.gzip).padStart(7)} B`);
  console.log(`loader gzip ${m.loader} B (budget ${BUDGETS.loader}); drawer gzip ${m.drawer} B (budget ${BUDGETS.drawer})`);
  if (!(m.loader <= BUDGETS.loader) || !(m.drawer <= BUDGETS.drawer)) {
    console.error('storefront-cart: size budget exceeded');
    process.exitCode = 1;
  }
}
