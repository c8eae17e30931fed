// Builds dist/ (loader, lazy chunks, preview page) once per change of its inputs. `npm run build` builds and stamps
// dist/ with a hash of everything the bundle is made from; the size test and the browser journeys call ensureBuilt(),
// which reads that build when the stamp matches the sources and builds only when they changed (a test run straight
// after editing the widget still tests the edit). One build per run instead of one per test file.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

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
  const config = require('../webpack.config.js')({ cacheName });
  if (!cache) config.cache = false;
  const hash = inputsHash();
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error || stats?.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
        if (closeError) return reject(closeError);
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

module.exports = { DIST, inputsHash, isCurrent, build, ensureBuilt };

if (require.main === module) {
  build().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
