// Production build of the admin shell (port 8080).
const { createWebpackConfig } = require('@cartlift/admin-kit/build/createWebpackConfig');

module.exports = createWebpackConfig({
  dir: __dirname,
  federation: require('./module-federation.config.js'),
  title: 'Cartlift',
});
