// Builds dist/ (loader, lazy chunks, preview page) once per change of its inputs. `npm run build` builds and stamps
// dist/ with a hash of everything the bundle is made from; the size test and the browser journeys call ensureBuilt(),
// which reads that build when the stamp matches the sources and builds only when they changed (a test run straight
// after editing the widget still tests the edit). One build per run instead of one per test file.
// Every text file is also written precompressed beside itself (name.br, name.gz): the gateway sends those bytes as
// they are (gateway/src/http/storefrontFiles.ts), so nothing is compressed per request and the size test measures
// exactly what is served.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
const STAMP = path.join(DIST, '.inputs-sha256');

/** Files under dir (recursively), sorted, test files and test support left out (they are not bundled). */
function sources(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test-support' && entry.name !== 'node_modules') out.push(...sources(file));
    } else if (!/\.test\.tsx?$/.test(entry.name)) out.push(file);
  }
  return out.sort();
}

/** A hash of what the bundle is made from: the widget's and the domain's sources, the build config, the lockfile. */
function inputsHash() {
  const files = [
    ...sources(path.join(ROOT, 'src')),
    ...sources(path.resolve(ROOT, '../domain/src')),
    path.join(ROOT, 'webpack.config.js'),
    path.join(ROOT, 'scripts/css-minify-loader.js'),
    // This file: it decides which precompressed copies a build writes.
    path.join(ROOT, 'scripts/build.js'),
    path.join(ROOT, 'package.json'),
    path.resolve(ROOT, '../package-lock.json'),
  ];
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update('\0');
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : '');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The files a browser fetches as text, which compress; anything else (images, fonts) is sent as it is. */
const COMPRESSIBLE = /\.(js|html|css|json|map|txt)$/;

/**
 * Writes name.br (brotli, best quality) and name.gz (gzip level 9) beside each compressible file of dir, each only
 * when it is smaller than the file (a copy that saves nothing is left out and the file goes uncompressed).
 * Answers what it wrote, per file.
 */
function precompress(dir = DIST) {
  const written = [];
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.test(name) || !fs.statSync(file).isFile()) continue;
    const raw = fs.readFileSync(file);
    const copies = {
      br: zlib.brotliCompressSync(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gz: zlib.gzipSync(raw, { level: 9 }),
    };
    const entry = { file: name, raw: raw.length };
    for (const [suffix, body] of Object.entries(copies)) {
      if (body.length >= raw.length) continue;
      fs.writeFileSync(`${file}.${suffix}`, body);
      entry[suffix] = body.length;
    }
    written.push(entry);
  }
  return written;
}

/** Whether dist/ holds the build of the current sources. */
function isCurrent() {
  return fs.existsSync(path.join(DIST, 'loader.js')) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === inputsHash();
}

/**
 * Builds dist/ with webpack's Node API and stamps it. `cacheName` separates webpack's filesystem cache per runner
 * (jest loads webpack through its own module registry and cannot read a cache the CLI wrote); `cache: false` for
 * runners (tsx) whose module loading cannot read either.
 */
function build({ cacheName = 'cli', cache = true } = {}) {
  const webpack = require('webpack');
  // Two compilations (the storefront, the preview page: webpack.config.js), run as one multi-compiler.
  const configs = require('../webpack.config.js')({ cacheName });
  if (!cache) for (const config of configs) config.cache = false;
  const hash = inputsHash();
  return new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error || stats?.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
        if (closeError) return reject(closeError);
        precompress();
        fs.writeFileSync(STAMP, hash);
        resolve();
      });
    });
  });
}

/** Builds dist/ unless it is current; answers whether it built. */
async function ensureBuilt(options) {
  if (isCurrent()) return false;
  await build(options);
  return true;
}

module.exports = { DIST, inputsHash, isCurrent, build, ensureBuilt, precompress };

if (require.main === module) {
  build().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
