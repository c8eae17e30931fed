// Browser journeys in headless Chromium (Debian's /usr/bin/chromium via puppeteer-core), run by `npm test` after the
// unit and integration suites. Screenshots go to e2e/artifacts/ (git-ignored).
/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e.test.ts'],
  testTimeout: 60_000,
  // One browser journey at a time: the machine has 2 cores and each journey already runs several servers.
  maxWorkers: 1,
};
