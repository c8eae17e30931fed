// Federation settings of the shell (the host): no remote is named here, their URLs come from /remotes.json at run time.
const path = require('path');
const { createFederationConfig } = require('@cartlift/admin-kit/build/federation');

module.exports = createFederationConfig({
  name: 'shell',
  dir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/runtime-plugins/retry.ts')],
});
