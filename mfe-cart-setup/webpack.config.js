// Production builds of mfe-cart-setup: remoteEntry.js for the shell plus index.html for running it alone (port 8082).
const { createRuntimeCoreConfig, createWebpackConfig } = require('@cartlift/admin-kit/build/createWebpackConfig');

module.exports = [
  createWebpackConfig({
    dir: __dirname,
    federation: require('./module-federation.config.js'),
    title: 'Cart Setup | Cartlift',
  }),
  // Its standalone page's federation runtime core (remoteEntry.js uses the shell's).
  createRuntimeCoreConfig({ dir: __dirname }),
];
