// One webpack configuration for every federated admin package; each package passes its federation config, title and port.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const { buildContract, CONTRACT_GLOBAL } = require('./contract');

/**
 * webpack's own minimizer plugin (a dependency of webpack, resolved from it), set to SWC's minifier instead of terser:
 * measured on mfe-cart-setup's production build on 2026-11-26, 5.8 s instead of 13.0 s and 453,385 gzip bytes of JS
 * instead of 455,123, with webpack's default two compress passes kept.
 */
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);
const swcMinimizer = () =>
  new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } });

/**
 * `contractVersion` is only for proving the shell refuses a remote built against another contract (e2e/shell).
 * @param {{ dir: string, federation: object, title: string, contractVersion?: string }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig({ dir, federation, title, contractVersion }) {
  const remote = Boolean(federation.exposes);
  const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [dir] }));
  return (_env, argv) => {
    const production = (argv.mode ?? 'production') === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // 'auto': a remote's chunks load from wherever its remoteEntry.js was fetched, so moving it needs no rebuild.
        publicPath: 'auto',
        // Entry chunks carry no hash in their name: on webpack 5.111 the federation runtime module cannot resolve a hashed
        // entry filename (module-federation/core#5077). index.html adds ?hash to them and the server never caches them.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: federation.name,
        // dist/types holds tsc's declarations (type check step); keep them.
        clean: { keep: remote ? /^(types\/|mf-runtime-core\.js$)/ : /^types\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        alias: {
          // npm installed Polaris once per workspace; without this admin-kit's copy would be bundled a second time.
          '@shopify/polaris$': packageDir('@shopify/polaris'),
          // The shared Polaris subset (polaris.mjs, polaris-lazy.mjs) imports these paths; resolve them to the same copy, or
          // the lazy components would bring a second Polaris whose contexts the shell's AppProvider does not provide.
          '@shopify/polaris/build/esm': path.join(packageDir('@shopify/polaris'), 'build/esm'),
          // The shell's runtime requires the federation runtime core (CommonJS) and the plugin that provides it to remotes
          // imports it (ESM): one file for both, or the page carries two copies (+22 KB gzip) and remotes get the other.
          '@module-federation/runtime-core$': require.resolve('@module-federation/runtime-core'),
          // react-router 7 resolves to its development build under every export condition; take the production one.
          ...(production
            ? {
                'react-router$': path.join(packageDir('react-router'), 'dist/production/index.mjs'),
                'react-router/dom$': path.join(packageDir('react-router'), 'dist/production/dom-export.mjs'),
              }
            : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        ],
      },
      plugins: [
        new DefinePlugin({ [CONTRACT_GLOBAL]: JSON.stringify(buildContract(dir, contractVersion)) }),
        new ModuleFederationPlugin({
          ...federation,
          // Remotes are registered by their remoteEntry.js URL (no mf-manifest snapshots) and only run in browsers:
          // leaving those code paths out of the federation runtime keeps every entry smaller.
          experiments: { optimization: { disableSnapshot: true, target: 'web' }, ...federation.experiments },
        }),
        new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css' }),
        new HtmlWebpackPlugin({
          title,
          hash: true,
          // Absolute, so deep links (/settings/setup) load /main.js rather than /settings/main.js.
          publicPath: '/',
          templateContent: ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${htmlWebpackPlugin.options.title}</title>
    <link rel="icon" href="data:," />${remote ? `\n    <script src="/${RUNTIME_CORE_FILE}"></script>` : ''}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
        }),
      ],
      ...(production ? { optimization: { minimizer: [swcMinimizer()] } } : {}),
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/** The file a remote's standalone page loads before main.js: the federation runtime core its build leaves out. */
const RUNTIME_CORE_FILE = 'mf-runtime-core.js';

/**
 * The second build of every remote (see createRemoteWebpackConfigs):
 * runtime-core-global.mjs as dist/mf-runtime-core.js, for the remote's standalone page only (the shell has its own).
 * @param {{ dir: string }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createRuntimeCoreConfig({ dir }) {
  return (_env, argv) => ({
    mode: (argv.mode ?? 'production') === 'production' ? 'production' : 'development',
    context: dir,
    target: 'web',
    entry: require.resolve('./runtime-core-global.mjs'),
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: RUNTIME_CORE_FILE, clean: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  });
}

/**
 * Both builds of a remote: its federated build (federation settings from its module-federation.config.js) and its
 * standalone page's runtime core. A remote's webpack.config.js is `module.exports = createRemoteWebpackConfigs(...)`.
 * @param {{ dir: string, title: string }} options
 */
function createRemoteWebpackConfigs({ dir, title }) {
  const federation = require(path.join(dir, 'module-federation.config.js'));
  return [createWebpackConfig({ dir, federation, title }), createRuntimeCoreConfig({ dir })];
}

module.exports = { createRemoteWebpackConfigs, createRuntimeCoreConfig, createWebpackConfig, RUNTIME_CORE_FILE };
