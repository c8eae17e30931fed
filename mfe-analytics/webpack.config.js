// Production builds of mfe-analytics: remoteEntry.js for the shell plus index.html for running it alone (port 8083).
const { createRuntimeCoreConfig, createWebpackConfig } = require('@cartlift/admin-kit/build/createWebpackConfig');

module.exports = [
  createWebpackConfig({
    dir: __dirname,
    federation: require('./module-federation.config.js'),
    title: 'Dashboard | Cartlift',
  }),
  // Its standalone page's federation runtime core (remoteEntry.js uses the shell's).
  createRuntimeCoreConfig({ dir: __dirname }),
];
