// Production builds of mfe-campaigns: remoteEntry.js for the shell plus index.html for running it alone (port 8081).
const { createRuntimeCoreConfig, createWebpackConfig } = require('@cartlift/admin-kit/build/createWebpackConfig');

module.exports = [
  createWebpackConfig({
    dir: __dirname,
    federation: require('./module-federation.config.js'),
    title: 'Upsell Campaigns | Cartlift',
  }),
  // Its standalone page's federation runtime core (remoteEntry.js uses the shell's).
  createRuntimeCoreConfig({ dir: __dirname }),
];
