/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'domain',
  rootDir: __dirname,
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.test.ts', '!src/testing/**', '!src/index.ts'],
};
