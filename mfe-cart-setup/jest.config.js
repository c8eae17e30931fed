/** @type {import('jest').Config} */
const config = require('../admin-kit/testing/jestConfig.js')(__dirname);

// Lexical (the rich-text editor) ships ES modules only; SWC turns them into CommonJS like our own sources.
module.exports = { ...config, transformIgnorePatterns: ['/node_modules/(?!(lexical|@lexical|@preact/signals-core)/)'] };
