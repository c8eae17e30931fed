#!/usr/bin/env node
// The end of `npm test`: reads every jest JSON result and the step log that scripts/test.sh wrote to test-results/,
// keeps this run's per-file timings in test-results/timings.tsv (file, step, seconds, tests, failures; slowest first),
// prints the steps' wall times and the 15 slowest files, and ends with the `N passed, N failed` line CI reads.
// Usage: node scripts/test-report.js <results dir>
const fs = require('fs');
const path = require('path');

const dir = process.argv[2];
if (!dir) throw new Error('usage: test-report.js <results dir>');
const root = path.resolve(__dirname, '..');

/** @type {{ file: string, step: string, seconds: number, tests: number, failed: number }[]} */
const files = [];
let passed = 0;
let failed = 0;
const incomplete = [];
for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const step = name.replace(/\.json$/, '');
  let result;
  try {
    result = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  } catch {
    // A jest that crashed before writing its answer: the step's own exit code already failed the run.
    incomplete.push(step);
    continue;
  }
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  // A file that failed to run at all (a syntax error, a crashed worker) counts as one failure.
  failed += result.numRuntimeErrorTestSuites ?? 0;
  for (const r of result.testResults) {
    const seconds = r.endTime && r.startTime ? (r.endTime - r.startTime) / 1000 : 0;
    files.push({
      file: path.relative(root, r.name),
      step,
      seconds,
      tests: r.assertionResults.length,
      failed: r.assertionResults.filter((a) => a.status === 'failed').length,
    });
  }
}
files.sort((a, b) => b.seconds - a.seconds);
fs.writeFileSync(
  path.join(dir, 'timings.tsv'),
  ['file\tstep\tseconds\ttests\tfailed', ...files.map((f) => `${f.file}\t${f.step}\t${f.seconds.toFixed(1)}\t${f.tests}\t${f.failed}`)].join('\n') + '\n',
);

const stepsFile = path.join(dir, 'steps.tsv');
if (fs.existsSync(stepsFile)) {
  // Wall seconds overlap (lanes run side by side); CPU seconds add up, and on two cores the run can take no less than
  // half its total CPU, so a slowdown shows in the step whose CPU grew.
  console.log('\nSteps (wall and CPU seconds; lanes in parallel overlap in wall time):');
  for (const line of fs.readFileSync(stepsFile, 'utf8').trim().split('\n')) {
    const [step, seconds, cpu = '?'] = line.split('\t');
    console.log(`  ${seconds.padStart(5)} s  ${cpu.padStart(5)} CPU-s  ${step}`);
  }
}
console.log(`\nSlowest 15 test files (all ${files.length} in ${path.relative(root, path.join(dir, 'timings.tsv'))}):`);
for (const f of files.slice(0, 15)) console.log(`  ${f.seconds.toFixed(1).padStart(6)} s  ${f.step.padEnd(12)} ${f.file}`);
if (incomplete.length) console.log(`\nNo result from: ${incomplete.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
