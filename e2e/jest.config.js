// Browser journeys in headless Chromium (Debian's /usr/bin/chromium via puppeteer-core), run by `npm test` after the
// unit and integration suites. Screenshots go to e2e/artifacts/ (git-ignored).
/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e.test.ts'],
  testTimeout: 60_000,
  globalSetup: '<rootDir>/support/globalSetup.ts',
  // Journeys spend most of their time waiting on the browser and their servers (one at a time used about half a core
  // of the two), so two run side by side; each starts its own servers on free ports and its own browser.
  maxWorkers: 2,
};
