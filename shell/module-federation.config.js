// Federation settings of the shell (the host). No remote is named here: their URLs come from /remotes.json at run time
// (src/remotes/manifest.ts registers them), so moving a remote needs no shell rebuild.
const path = require('path');
const { sharedSingletons } = require('@cartlift/admin-kit/build/federation');
const pkg = require('./package.json');

/** @type {import('@module-federation/enhanced/webpack').ModuleFederationPluginOptions} */
module.exports = {
  name: 'shell',
  remotes: {},
  shared: sharedSingletons(pkg, __dirname),
  runtimePlugins: [path.join(__dirname, 'src/runtime-plugins/retry.ts')],
  // Remotes are typed by the RemoteRoutes contract in @cartlift/admin-kit; no build-time type download.
  dts: false,
};
