// Federation settings of this remote: it exposes only ./routes, its public API (the factory adds ./contract).
const { createFederationConfig } = require('@cartlift/admin-kit/build/federation');

module.exports = createFederationConfig({
  name: 'mfe_cart_setup',
  dir: __dirname,
  exposes: { './routes': './src/expose/routes.tsx' },
});
