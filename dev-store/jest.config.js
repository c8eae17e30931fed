/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'dev-store',
  rootDir: __dirname,
};
