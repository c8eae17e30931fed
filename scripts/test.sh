#!/usr/bin/env bash
# The whole test suite (the README's test command; .ci/run calls exactly this).
# Installs what a fresh machine lacks, builds and type-checks every package, lints, runs every package's jest tests
# (the gateway on SQLite), the gateway again on a real MariaDB started here, the reliability suite's short form (its own
# MariaDB servers on 3327-3329, RELIABILITY_MARIADB_PORT moves them), then the browser journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$(date +%s)
step() { printf '\n=== %s (%ss)\n' "$*" "$(($(date +%s) - t0))"; }
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

step "system packages"; bash scripts/ensure-system.sh
step "npm install"; bash scripts/install.sh
step "build and type-check (tsc -b)"; npx tsc -b
# Two at a time: each is one single-threaded tsc, and the machines have two cores (xargs fails if any one fails).
step "type-check tests"; printf '%s\n' */tsconfig.test.json e2e/tsconfig.json | xargs -P 2 -I{} npx tsc -p {}
step "build every package (lerna run build: webpack bundles for the admin and the storefront cart)"
npx lerna run build --concurrency 2 --loglevel warn
step "lint"; npx eslint . --max-warnings=0
step "domain tests with coverage (lines >= 90 %)"
npx jest -c domain/jest.coverage.config.js --ci --json --outputFile="$results/domain.json"
step "unit and integration tests of the other packages (gateway on SQLite)"
# Two workers: jest's default on two cores is one, which leaves a core idle through the longest step.
npx jest --ci --maxWorkers=2 --ignoreProjects domain --json --outputFile="$results/main.json"
if [ -f gateway/jest.config.js ]; then
  step "gateway integration tests on MariaDB"
  bash scripts/with-mariadb.sh npx jest --ci --selectProjects gateway --json --outputFile="$results/mariadb.json"
fi
step "reliability suite, short form (bad input, load, MariaDB restart, two gateways: npm run reliability)"
npx jest --ci -c reliability/jest.config.js --runInBand --json --outputFile="$results/reliability.json"
if [ -n "$(find e2e -name '*.e2e.test.ts' -not -path '*/node_modules/*' | head -1)" ]; then
  step "browser journeys (headless Chromium)"
  npx jest --ci -c e2e/jest.config.js --json --outputFile="$results/e2e.json"
fi
step "done"
node -e '
  const fs = require("fs"), dir = process.argv[1];
  let passed = 0, failed = 0;
  for (const f of fs.readdirSync(dir)) { const r = JSON.parse(fs.readFileSync(dir + "/" + f, "utf8")); passed += r.numPassedTests; failed += r.numFailedTests; }
  console.log(`${passed} passed, ${failed} failed`);
' "$results"
