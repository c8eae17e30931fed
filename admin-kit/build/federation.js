// Shared build settings of the admin's federated packages (shell and remotes). Plain CommonJS: webpack configs load it.
/** Exactly the singletons every federated admin package shares; never spread dependencies (it defeats tree shaking). */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@shopify/polaris',
  '@cartlift/admin-kit',
];

const path = require('path');

/** react-router-dom is provided as its declarative subset (see react-router-dom.mjs), under the real version. */
const ROUTER_SUBSET = path.join(__dirname, 'react-router-dom.mjs');

/** The `shared` map of a package: each singleton with requiredVersion from that package's own package.json. */
function sharedSingletons(pkg, packageDir) {
  const deps = { ...pkg.dependencies };
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      if (!deps[name]) throw new Error(`${pkg.name}: shared singleton ${name} must be a dependency`);
      const config = { singleton: true, requiredVersion: deps[name] };
      if (name === 'react-router-dom') {
        const { version } = require(require.resolve('react-router-dom/package.json', { paths: [packageDir] }));
        Object.assign(config, { import: ROUTER_SUBSET, version });
      }
      return [name, config];
    }),
  );
}

module.exports = { SHARED_SINGLETONS, sharedSingletons };
