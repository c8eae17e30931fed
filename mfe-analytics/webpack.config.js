// Production build of mfe-analytics: remoteEntry.js for the shell plus index.html for running it alone (port 8083).
const { createWebpackConfig } = require('@cartlift/admin-kit/build/createWebpackConfig');

module.exports = createWebpackConfig({
  dir: __dirname,
  federation: require('./module-federation.config.js'),
  title: 'Dashboard | Cartlift',
});
