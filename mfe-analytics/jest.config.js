module.exports = require('../admin-kit/testing/jestConfig.js')(__dirname);
