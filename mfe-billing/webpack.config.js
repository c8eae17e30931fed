// Production builds of mfe-billing: remoteEntry.js for the shell plus index.html for running it alone (port 8084).
const { createRuntimeCoreConfig, createWebpackConfig } = require('@cartlift/admin-kit/build/createWebpackConfig');

module.exports = [
  createWebpackConfig({
    dir: __dirname,
    federation: require('./module-federation.config.js'),
    title: 'Your Plan | Cartlift',
  }),
  // Its standalone page's federation runtime core (remoteEntry.js uses the shell's).
  createRuntimeCoreConfig({ dir: __dirname }),
];
