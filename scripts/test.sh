#!/usr/bin/env bash
# The whole test suite (the README's test command; .ci/run calls exactly this).
# Installs what a fresh machine lacks, builds and type-checks every package, lints, runs every package's jest tests
# (the gateway on SQLite), the gateway's database tests again on a real MariaDB started here, the reliability suite's
# short form (its own MariaDB servers on free ports), then the browser journeys in Chromium.
#
# Steps that do not depend on each other run side by side in lanes (the machines have two cores, and tsc, eslint and
# jest's coverage run are single-threaded); a lane's output is printed whole when it ends, so logs never interleave.
# Every step's wall time and every test file's time land in test-results/ (steps.tsv, timings.tsv); the run ends
# with the steps, the 15 slowest files and `N passed, N failed`.
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$(date +%s)
results=$PWD/test-results
rm -rf "$results"
mkdir -p "$results"
: >"$results/steps.tsv"
# The report (steps, slowest files, `N passed, N failed`) ends every run, a failed one too.
report() { node scripts/test-report.js "$results" || true; }
trap 'rc=$?; [ "$rc" -eq 0 ] || report; exit "$rc"' EXIT

# step NAME CMD...: one step in the foreground, its wall time noted.
step() {
  local name=$1 start
  shift
  start=$(date +%s)
  printf '\n=== %s (at %ss)\n' "$name" "$((start - t0))"
  "$@"
  printf '%s\t%s\n' "$name" "$(($(date +%s) - start))" >>"$results/steps.tsv"
}

# lane NAME CMD...: runs CMD (usually a function of steps) in the background, its output kept for printing.
lanes=()
lane() {
  local name=$1
  shift
  ("$@") >"$results/lane-$name.log" 2>&1 &
  lanes+=("$name:$!")
}

# Waits for every lane started since the last join, prints each one's output, fails if any failed.
join() {
  local failed=0 entry name pid
  for entry in "${lanes[@]}"; do
    name=${entry%%:*}
    pid=${entry##*:}
    if wait "$pid"; then status=ok; else status=FAILED failed=1; fi
    printf '\n----- lane %s: %s -----\n' "$name" "$status"
    cat "$results/lane-$name.log"
  done
  lanes=()
  [ "$failed" -eq 0 ] || exit 1
}

jest_json() { local name=$1; shift; npx jest --ci --json --outputFile="$results/$name.json" "$@"; }

step "system packages" bash scripts/ensure-system.sh
step "npm install" bash scripts/install.sh

# Lane A builds; lane B checks what needs no build meanwhile, then type-checks the tests against lane A's declarations.
build_lane() {
  step "build and type-check (tsc -b)" npx tsc -b
  touch "$results/.tsc-built"
  step "build every package (lerna run build: webpack bundles for the admin and the storefront cart)" \
    npx lerna run build --concurrency 2 --loglevel warn
}
check_lane() {
  step "lint" npx eslint . --max-warnings=0
  step "domain tests with coverage (lines >= 90 %)" jest_json domain -c domain/jest.coverage.config.js
  # The test type-check reads the packages' declarations, which tsc -b writes.
  while [ ! -f "$results/.tsc-built" ]; do
    kill -0 "$build_pid" 2>/dev/null || { echo "tsc -b failed: no declarations to check the tests against"; exit 1; }
    sleep 0.5
  done
  step "type-check tests (tsc -b tsconfig.tests.json: every test against the packages' declarations)" npx tsc -b tsconfig.tests.json
}
lane build build_lane
build_pid=${lanes[0]##*:}
lane check check_lane
join

step "unit and integration tests of every package but domain (gateway on SQLite)" \
  jest_json main --maxWorkers=2 --ignoreProjects domain

# The journeys spend about half their time waiting on the browser and their servers, which leaves room for the
# database suites beside them (each on its own MariaDB, every port a free one).
database_lane() {
  step "reliability suite, short form (bad input, load, MariaDB restart, two gateways: npm run reliability)" \
    jest_json reliability -c reliability/jest.config.js --runInBand
  step "gateway database tests on MariaDB (test/integration, two workers, a database each)" \
    bash scripts/with-mariadb.sh npx jest --ci --selectProjects gateway --maxWorkers=2 --json \
    --outputFile="$results/mariadb.json" gateway/test/integration
}
lane e2e step "browser journeys (headless Chromium, two workers)" jest_json e2e -c e2e/jest.config.js
lane databases database_lane
join
printf '%s\t%s\n' "total" "$(($(date +%s) - t0))" >>"$results/steps.tsv"
report
