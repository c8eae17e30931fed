// Shared federation settings of the admin's packages (shell and remotes). Plain CommonJS: webpack configs load it.
const path = require('path');
const { CONTRACT_MODULE, SHARED_SINGLETONS } = require('./contract');

/**
 * Singletons provided as a curated subset (a shared module is never tree-shaken), under the real package's version:
 * react-router-dom as its declarative API, @shopify/polaris as the components admin screens use.
 */
const SUBSETS = {
  'react-router-dom': path.join(__dirname, 'react-router-dom.mjs'),
  '@shopify/polaris': path.join(__dirname, 'polaris.mjs'),
};

/** The `shared` map of a package: each singleton with requiredVersion from that package's own package.json. */
function sharedSingletons(pkg, packageDir) {
  const deps = { ...pkg.dependencies };
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      if (!deps[name]) throw new Error(`${pkg.name}: shared singleton ${name} must be a dependency`);
      const config = { singleton: true, requiredVersion: deps[name] };
      if (SUBSETS[name]) {
        const { version } = require(require.resolve(`${name}/package.json`, { paths: [packageDir] }));
        Object.assign(config, { import: SUBSETS[name], version });
      }
      return [name, config];
    }),
  );
}

/**
 * The federation config of one admin package. A remote passes `exposes` (only `./routes`, its public API) and gets
 * `./contract` added, which the shell checks before loading `./routes`. The host passes no exposes: remote URLs come
 * from /remotes.json at run time, so moving a remote needs no shell rebuild.
 * Types: the ./routes contract is RemoteRoutes in @cartlift/admin-kit, so builds stay offline (`dts` off).
 * @param {{ name: string, dir: string, exposes?: Record<string, string>, runtimePlugins?: string[] }} options
 * @returns {import('@module-federation/enhanced/webpack').ModuleFederationPluginOptions}
 */
function createFederationConfig({ name, dir, exposes, runtimePlugins }) {
  const pkg = require(path.join(dir, 'package.json'));
  // One federation runtime per page: the shell provides its runtime core and remotes use it instead of bundling their
  // own (a remote's standalone page gets it from runtime-core-global.mjs, see createWebpackConfig.js).
  const role = exposes
    ? {
        filename: 'remoteEntry.js',
        exposes: { ...exposes, './contract': CONTRACT_MODULE },
        experiments: { externalRuntime: true },
      }
    : { remotes: {}, experiments: { provideExternalRuntime: true } };
  return {
    name,
    ...role,
    shared: sharedSingletons(pkg, dir),
    ...(runtimePlugins ? { runtimePlugins } : {}),
    dts: false,
  };
}

module.exports = { SHARED_SINGLETONS, sharedSingletons, createFederationConfig };
