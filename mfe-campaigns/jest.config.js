/** @type {import('jest').Config} */
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'mfe-campaigns',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../admin-kit/testing/polarisJsdomSetup.js'],
  setupFilesAfterEnv: ['<rootDir>/../admin-kit/testing/asyncUtilTimeout.js'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@cartlift/admin-kit$': '<rootDir>/../admin-kit/src/index.ts',
    // npm installed Polaris per workspace; one copy, or admin-kit's AppProvider context is not the one screens read.
    '^@shopify/polaris$': '<rootDir>/node_modules/@shopify/polaris',
    '\\.css$': '<rootDir>/../admin-kit/testing/styleStub.js',
  },
};
