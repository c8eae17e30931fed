const fs = require('fs');
const path = require('path');

// Every workspace with its own jest.config.js is a project; the browser journeys in e2e/ run in their own step.
const projects = require('./package.json')
  .workspaces.filter((ws) => fs.existsSync(path.join(__dirname, ws, 'jest.config.js')))
  .map((ws) => `<rootDir>/${ws}`);

/** @type {import('jest').Config} */
module.exports = { projects };
