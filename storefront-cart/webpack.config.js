// The storefront widget: loader.js (the only script a theme includes) + lazily loaded drawer chunk + preview page.
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

/** @param {Record<string, string>} env */
module.exports = (env = {}) => ({
  mode: env.development ? 'development' : 'production',
  context: __dirname,
  entry: { loader: './src/loader/index.ts', preview: './src/preview/index.tsx' },
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].js',
    chunkFilename: 'cartlift-[name].[contenthash:8].js',
    // Set at runtime from the loader's own script src, so dist/ works from any host.
    publicPath: 'auto',
    uniqueName: 'cartlift',
    chunkLoadingGlobal: '__cartliftChunks',
    clean: true,
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
  cache: { type: 'filesystem', name: env.cacheName || 'cli', cacheDirectory: path.resolve(__dirname, 'node_modules/.cache/webpack') },
  plugins: [new PreviewHtmlPlugin()],
  stats: 'errors-warnings',
});
