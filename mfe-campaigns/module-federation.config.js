// Federation settings of mfe-campaigns: it exposes only ./routes (its public API) and shares the admin's singletons.
const { sharedSingletons } = require('@cartlift/admin-kit/build/federation');
const pkg = require('./package.json');

/** @type {import('@module-federation/enhanced/webpack').ModuleFederationPluginOptions} */
module.exports = {
  name: 'mfe_campaigns',
  filename: 'remoteEntry.js',
  exposes: { './routes': './src/expose/routes.tsx' },
  shared: sharedSingletons(pkg, __dirname),
  // Types: the ./routes contract is RemoteRoutes in @cartlift/admin-kit, so builds stay offline (no dts download).
  dts: false,
};
