/** @type {import('jest').Config} */
module.exports = require('../admin-kit/testing/jestConfig.js')(__dirname);
