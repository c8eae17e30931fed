const base = require('../admin-kit/testing/jestConfig.js')(__dirname);

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  // Polaris Viz's d3 dependencies ship only ES modules: SWC compiles them to CommonJS for jest.
  transform: { ...base.transform, '^.+\\.mjs$': base.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: ['/node_modules/(?!(d3-[^/]+|internmap)/)'],
};
