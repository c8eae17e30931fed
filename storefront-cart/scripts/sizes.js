// Prints each dist/ file's raw size and its gzip and brotli copies as served (the files the build wrote beside it) and
// checks the budgets (gzip): loader ≤ 10,000 B, drawer chunks ≤ 40 KB (with the largest language's texts),
// and the chunks that load apart from the drawer: the sticky add-to-cart bar ≤ 8 KB, the COD form ≤ 6 KB and the
// variant/product sheets ≤ 4 KB (fetched on the shopper's first click on a picker or a suggestion) and the confetti
// ≤ 2 KB (fetched when a goal first unlocks).
const fs = require('fs');
const path = require('path');

// Budgets in gzip bytes. The loader's budget is Shopify's rule, not a round number: theme-check's AssetSizeAppBlockJavaScript fails one app
// JavaScript file above 10,000 B compressed (shopify-platform.md 3.3), and the theme app extension's block loads it. The
// drawer's budget (preact, confetti and CSS included) is our own.
const BUDGETS = { loader: 10_000, drawer: 40 * 1024, sticky: 8 * 1024, cod: 6 * 1024, sheets: 4 * 1024, celebrate: 2 * 1024 };

/** Chunks that are not part of the drawer: fetched on their own (sticky on product pages, COD, sheets and confetti on first use). */
const APART = { sticky: 'cartlift-sticky', cod: 'cartlift-cod', sheets: 'cartlift-sheets', celebrate: 'cartlift-celebrate' };
/** The drawer's texts in each language but English, one chunk each (cartlift-texts-fr...). */
const TEXTS = 'cartlift-texts';

/**
 * Per-file sizes as the gateway serves them: the raw bytes and the precompressed copies the build wrote beside each
 * file (name.gz, name.br), which the gateway sends byte for byte. A file without a copy goes uncompressed, so its
 * served size is its raw size.
 */
function servedFiles(dist = path.join(__dirname, '..', 'dist')) {
  const size = (file) => (fs.existsSync(file) ? fs.statSync(file).size : null);
  return fs
    .readdirSync(dist)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((f) => {
      const raw = size(path.join(dist, f));
      return { file: f, raw, gzip: size(path.join(dist, `${f}.gz`)) ?? raw, br: size(path.join(dist, `${f}.br`)) ?? raw };
    });
}

/**
 * The loader, drawer, sticky, COD, sheets and confetti totals of per-file sizes ({file, raw, gzip, br}), counted in
 * `key` (gzip, the budgets' unit, or br).
 */
function summarise(files, key = 'gzip') {
  const loader = files.find((f) => f.file === 'loader.js');
  const sum = (list) => list.reduce((n, f) => n + f[key], 0);
  const apart = (prefix) => files.filter((f) => f.file.startsWith(`${prefix}.`));
  // A shop in French, German or Arabic fetches its language's texts with the drawer (English needs none): the drawer's
  // figure is what the shopper who downloads most gets, the core chunks plus the largest language.
  const languages = files.filter((f) => f.file.startsWith(`${TEXTS}-`));
  const core = files.filter(
    (f) => f.file.startsWith('cartlift-') && !languages.includes(f) && !Object.values(APART).some((p) => f.file.startsWith(`${p}.`)),
  );
  return {
    files,
    loader: loader ? loader[key] : NaN,
    drawer: sum(core) + Math.max(0, ...languages.map((f) => f[key])),
    drawerEnglish: sum(core),
    sticky: apart(APART.sticky).length ? sum(apart(APART.sticky)) : NaN,
    cod: apart(APART.cod).length ? sum(apart(APART.cod)) : NaN,
    sheets: apart(APART.sheets).length ? sum(apart(APART.sheets)) : NaN,
    celebrate: apart(APART.celebrate).length ? sum(apart(APART.celebrate)) : NaN,
  };
}

/** Reads dist/ and returns per-file sizes as served plus the totals in gzip bytes. */
function measure(dist) {
  return summarise(servedFiles(dist), 'gzip');
}

module.exports = { measure, summarise, servedFiles, BUDGETS };

if (require.main === module) {
  const m = measure();
  for (const f of m.files)
    console.log(`${f.file.padEnd(36)} ${String(f.raw).padStart(8)} B  gzip ${String(f.gzip).padStart(7)} B  br ${String(f.br).padStart(7)} B`);
  console.log(
    `loader gzip ${m.loader} B (budget ${BUDGETS.loader}); drawer gzip ${m.drawer} B with its largest language, ${m.drawerEnglish} B in English (budget ${BUDGETS.drawer}); ` +
      `sticky gzip ${m.sticky} B (budget ${BUDGETS.sticky}); cod gzip ${m.cod} B (budget ${BUDGETS.cod}); ` +
      `sheets gzip ${m.sheets} B (budget ${BUDGETS.sheets}); confetti gzip ${m.celebrate} B (budget ${BUDGETS.celebrate})`,
  );
  const br = summarise(m.files, 'br');
  console.log(`brotli as served: loader ${br.loader} B; drawer ${br.drawer} B with its largest language; sticky ${br.sticky} B; cod ${br.cod} B`);
  if (!['loader', 'drawer', 'sticky', 'cod', 'sheets', 'celebrate'].every((k) => m[k] <= BUDGETS[k])) {
    console.error('storefront-cart: size budget exceeded');
    process.exitCode = 1;
  }
}
