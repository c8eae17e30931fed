// Bundles src/index.ts (and the domain's cart math it calls) into dist/function.js, a CommonJS module exporting
// cartLinesDiscountsGenerateRun and cartDeliveryOptionsDiscountsGenerateRun: what the dev store's checkout runs.
// `shopify app deploy` does its own bundling of src/index.ts and compiles it to WebAssembly; this build is for running
// it locally. The sources import the domain by relative path, so any bundler (the CLI's included) finds it.
const path = require('path');
const esbuild = require('esbuild');

const ROOT = path.resolve(__dirname, '..');

/** Builds to `outfile` (dist/function.js by default; the build test writes elsewhere) and returns its size in bytes. */
async function build(outfile = path.join(ROOT, 'dist/function.js')) {
  const result = await esbuild.build({
    entryPoints: [path.join(ROOT, 'src/index.ts')],
    outfile,
    bundle: true,
    format: 'cjs',
    platform: 'neutral',
    target: 'es2020',
    resolveExtensions: ['.ts', '.js'],
    metafile: true,
    logLevel: 'warning',
  });
  return Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
}

if (require.main === module) {
  build()
    .then((bytes) => console.log(`extensions/cartlift-discount/dist/function.js: ${bytes} bytes`))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

module.exports = { build };
