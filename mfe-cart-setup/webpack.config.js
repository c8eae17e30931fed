// Production builds of mfe-cart-setup: remoteEntry.js for the shell plus index.html for running it alone (port 8082).
// The second build is its standalone page's federation runtime core (remoteEntry.js uses the shell's).
const { createRemoteWebpackConfigs } = require('@cartlift/admin-kit/build/createWebpackConfig');

module.exports = createRemoteWebpackConfigs({ dir: __dirname, title: 'Cart Setup | Cartlift' });
