// The storefront widget, two compilations into one dist/: the storefront (loader.js, the only script a theme includes, and
// the chunks it loads lazily: drawer, sticky bar, COD form, sheets, confetti, texts) and the admin's preview page
// (preview.html, preview.js and its own lazy chunks, preview-*.js). Apart because a module concatenates into one root
// only: with the preview (which imports the drawer statically) in the storefront's compilation, every file of the
// drawer stayed a module of its own in the drawer chunk, each with its wrapper and import bindings (about 1,250 B gzip
// of the drawer's 40,960 B budget; storefront-cart/README.md).
const path = require('path');
const fs = require('fs');

const domainSrc = path.resolve(__dirname, '../domain/src');

/**
 * The browsers the storefront code is compiled for. ES2020 keeps `?.` and `??` as written (es2019 expanded every one
 * into temporaries, ~2.5 KB gzip of the drawer): Chrome/Edge 80, Firefox 74, Safari 13.1 and later, well inside
 * Shopify's own browser support (the last two versions of each). The CSS target matches.
 */
const BROWSERS = { js: 'es2020', css: ['chrome80', 'firefox74', 'safari13.1', 'edge80'] };

/** Writes dist/preview.html: the admin preview iframe page (loads preview.js, listens for postMessage). */
class PreviewHtmlPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreviewHtml', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PreviewHtml', stage: compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const html = fs.readFileSync(path.join(__dirname, 'src/preview/preview.html'));
        compilation.emitAsset('preview.html', new compiler.webpack.sources.RawSource(html));
      });
    });
  }
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later; other engines read a comment) at the
 * top of the drawer's chunks: Chrome compiles every function while it streams the file, off the main thread, instead
 * of one by one the first time each runs, which put 35-120 ms of compiling (CPU 4× throttled) into the render that
 * opens the drawer (bench/RESULTS.md, issue 25 item 5). After the minifier, which drops comments, and before the
 * content hash, so the file names still follow the bytes.
 */
const DRAWER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';
class DrawerCompileHintPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('DrawerCompileHint', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'DrawerCompileHint', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.namedChunkGroups.get('drawer')?.chunks ?? [])
          for (const file of chunk.files)
            if (file.endsWith('.js'))
              compilation.updateAsset(file, (old) => new sources.ConcatSource(`${DRAWER_COMPILE_HINT}\n`, old));
      });
    });
  }
}

/**
 * One compilation's settings. `name` keeps the two apart in webpack's filesystem cache (a multi-compiler needs a cache
 * name per compilation); `chunkPrefix` names its lazy chunks, so the preview's never pass for the storefront's (the
 * size test, the theme extension's copy and the gateway's cache rules read the names); `owns` says which files of dist/
 * are its own: each cleans only those, so neither deletes what the other wrote into the same folder.
 * @param {Record<string, string>} env
 * @param {{ name: string, entry: Record<string, string>, chunkPrefix: string, uniqueName: string, chunkLoadingGlobal: string, owns: (file: string) => boolean, plugins?: object[] }} part
 */
const compilationConfig = (env, part) => ({
  name: part.name,
  mode: env.development ? 'development' : 'production',
  context: __dirname,
  entry: part.entry,
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].js',
    chunkFilename: `${part.chunkPrefix}-[name].[contenthash:8].js`,
    // Set at runtime from the entry's own script src, so dist/ works from any host.
    publicPath: 'auto',
    uniqueName: part.uniqueName,
    chunkLoadingGlobal: part.chunkLoadingGlobal,
    clean: { keep: (file) => !part.owns(file) },
  },
  devtool: env.development ? 'source-map' : false,
  resolve: {
    extensions: ['.ts', '.tsx', '.js'],
    alias: {
      '@cartlift/domain': domainSrc,
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
    },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        include: [path.resolve(__dirname, 'src'), domainSrc],
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', importSource: 'preact' } },
              target: BROWSERS.js,
            },
          },
        },
      },
      {
        test: /\.css$/,
        use: [
          { loader: 'css-loader', options: { exportType: 'string', importLoaders: 1 } },
          { loader: path.resolve(__dirname, 'scripts/css-minify-loader.js'), options: { target: BROWSERS.css } },
        ],
      },
    ],
  },
  optimization: { sideEffects: true, usedExports: true, concatenateModules: true },
  performance: { hints: false },
  // Separate caches per runner: jest loads webpack through its own module registry, so a cache written by the CLI
  // cannot be deserialised there (and vice versa).
  cache: { type: 'filesystem', name: `${env.cacheName || 'cli'}-${part.name}`, cacheDirectory: path.resolve(__dirname, 'node_modules/.cache/webpack') },
  plugins: part.plugins ?? [],
  stats: 'errors-warnings',
});

/** The preview page's files: preview.html, preview.js, its chunks (preview-*), and their .br/.gz copies. */
const isPreviewFile = (file) => file.startsWith('preview');

/** @param {Record<string, string>} env */
module.exports = (env = {}) => [
  compilationConfig(env, {
    name: 'storefront',
    entry: { loader: './src/loader/index.ts' },
    chunkPrefix: 'cartlift',
    uniqueName: 'cartlift',
    chunkLoadingGlobal: '__cartliftChunks',
    owns: (file) => !isPreviewFile(file),
    plugins: [new DrawerCompileHintPlugin()],
  }),
  compilationConfig(env, {
    name: 'preview',
    entry: { preview: './src/preview/index.tsx' },
    chunkPrefix: 'preview',
    uniqueName: 'cartlift-preview',
    chunkLoadingGlobal: '__cartliftPreviewChunks',
    owns: isPreviewFile,
    plugins: [new PreviewHtmlPlugin()],
  }),
];
