/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'admin-kit',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/testing/polarisJsdomSetup.js'],
  setupFilesAfterEnv: ['<rootDir>/testing/asyncUtilTimeout.js'],
  // The api files of the shell and remotes, loaded together by injectEndpoints.test.ts, import the kit by name.
  moduleNameMapper: {
    ...require('../jest.preset.js').moduleNameMapper,
    '^@cartlift/admin-kit$': '<rootDir>/src/index.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
