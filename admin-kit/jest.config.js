/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'admin-kit',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/testing/polarisJsdomSetup.js'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
