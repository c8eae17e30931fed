/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'gateway',
  rootDir: __dirname,
  // Integration tests start servers and databases; a slow shared machine needs more than the 5 s default.
  testTimeout: 30000,
};
