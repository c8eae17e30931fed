// Production builds of mfe-campaigns: remoteEntry.js for the shell plus index.html for running it alone (port 8081).
// The second build is its standalone page's federation runtime core (remoteEntry.js uses the shell's).
const { createRemoteWebpackConfigs } = require('@cartlift/admin-kit/build/createWebpackConfig');

module.exports = createRemoteWebpackConfigs({ dir: __dirname, title: 'Upsell Campaigns | Cartlift' });
