const preset = require('../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'storefront-cart',
  rootDir: __dirname,
  // Components run in jsdom; the size test opts back into node with a docblock.
  testEnvironment: 'jsdom',
  // preact's "browser" export is ESM; jest runs CommonJS.
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^react$': 'preact/compat',
    '^react-dom$': 'preact/compat',
    '^react-dom/(.*)$': 'preact/compat/$1',
    '^react/jsx-runtime$': 'preact/jsx-runtime',
    '\\.css$': '<rootDir>/src/test-support/css-stub.js',
  },
  testTimeout: 120_000,
  // Components render in any language at once, as the admin preview does; mount's own fetch is tested in mount.language.test.
  setupFiles: ['<rootDir>/src/drawer/common/allLanguages.ts'],
};
