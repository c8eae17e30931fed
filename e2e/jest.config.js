// Browser journeys in headless Chromium (Debian's /usr/bin/chromium via puppeteer-core), run by `npm test` after the
// unit and integration suites. Screenshots go to e2e/artifacts/ (git-ignored).
/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e.test.ts'],
  // A test's time limit only stops a hung journey; every wait inside it has its own, shorter one that names what never
  // came. CI's machine ran the journeys twice as slowly as a quiet one (a 37 s test took over 60 s), so the limit is
  // about four times the slowest test's quiet time, and a test that needs longer says so.
  testTimeout: 180_000,
  globalSetup: '<rootDir>/support/globalSetup.ts',
  globalTeardown: '<rootDir>/support/globalTeardown.ts',
  // waitForFunction asks every 100 ms instead of on every animation frame (see the file).
  setupFilesAfterEnv: ['<rootDir>/support/polling.ts'],
  // Two journey files run side by side; each starts its own servers on free ports and works in browser contexts of its
  // own inside its worker's Chromium (started by globalSetup, closed by globalTeardown).
  maxWorkers: 2,
};
