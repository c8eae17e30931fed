const path = require('path');
const preset = require('../../jest.preset.js');
const { buildContract, CONTRACT_GLOBAL } = require('../build/contract');

/**
 * Jest settings every admin package (shell and remotes) shares: jsdom, Polaris' jsdom shims, admin-kit from source,
 * one Polaris copy, CSS stubbed. `dir` is the package folder (__dirname of its jest.config.js).
 * @param {string} dir
 * @returns {import('jest').Config}
 */
module.exports = function adminJestConfig(dir) {
  const kit = path.join(__dirname, '..');
  return {
    ...preset,
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    setupFiles: [path.join(kit, 'testing/polarisJsdomSetup.js')],
    setupFilesAfterEnv: [path.join(kit, 'testing/asyncUtilTimeout.js')],
    // What webpack's DefinePlugin bakes into a build: the remote contract this package is built against.
    globals: { ...preset.globals, [CONTRACT_GLOBAL]: buildContract(dir) },
    moduleNameMapper: {
      ...preset.moduleNameMapper,
      '^@cartlift/admin-kit$': path.join(kit, 'src/index.ts'),
      // npm installed Polaris per workspace; one copy, or admin-kit's AppProvider context is not the one screens read.
      '^@shopify/polaris$': '<rootDir>/node_modules/@shopify/polaris',
      '\\.css$': path.join(kit, 'testing/styleStub.js'),
    },
  };
};
