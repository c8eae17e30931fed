// The reliability suite: black-box runs against gateway processes it starts (MariaDB, dev store) on free ports, the
// MariaDB data in one folder per run (globalSetup; in memory where /dev/shm exists) that globalTeardown removes.
// Not a workspace project: the root jest run leaves it out; `npm run reliability` (short form, CI) and
// `npm run reliability:long` (figures for bench/RESULTS.md) run it, one file at a time.
/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'reliability',
  rootDir: __dirname,
  moduleNameMapper: { '^@cartlift/domain$': '<rootDir>/../domain/src/index.ts' },
  testTimeout: 600000,
  globalSetup: '<rootDir>/support/globalSetup.ts',
  globalTeardown: '<rootDir>/support/globalTeardown.ts',
};
