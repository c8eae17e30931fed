// The domain run of `npm test`: coverage printed and held at 90 % of lines. Kept apart from jest.config.js because
// coverage thresholds are only valid in a top-level config, not in a project of the root multi-project run.
/** @type {import('jest').Config} */
module.exports = {
  ...require('./jest.config.js'),
  collectCoverage: true,
  coverageReporters: ['text-summary', 'text'],
  coverageThreshold: { global: { lines: 90 } },
};
