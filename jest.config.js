const fs = require('fs');
const path = require('path');

// Every workspace with its own jest.config.js is a project; the browser journeys in e2e/ run in their own step.
const projects = require('./package.json')
  .workspaces.filter((ws) => fs.existsSync(path.join(__dirname, ws, 'jest.config.js')))
  .map((ws) => `<rootDir>/${ws}`);

/** @type {import('jest').Config} */
// testTimeout is read from the top-level config when projects run together, so the slow integration suites' 30 s
// (gateway against MariaDB, builds inside size tests) has to be stated here as well as in their own configs.
module.exports = { projects, testTimeout: 30_000 };
