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

# The CPU a step used. Where the cgroup v1 cpuacct hierarchy is writable (these machines), each step runs in a cgroup
# of its own, so everything it starts is counted, the daemons too (MariaDB servers, Chromium, the e2e stacks' servers,
# which a parent never reaps). Elsewhere it falls back to the CPU of the shell's reaped children (utime and stime of
# waited-for descendants, /proc/<pid>/stat fields 16 and 17), which misses those daemons: on 2026-11-27 that counted
# 779 CPU-s of a run whose two cores were busy throughout its 514 s.
children_ticks() { awk '{ sub(/^.*\) /, ""); print $14 + $15 }' "/proc/$1/stat"; }
ticks_per_second=$(getconf CLK_TCK)
cpuacct=/sys/fs/cgroup/cpuacct
cg_home=$(awk -F: '$2 == "cpuacct" { print $3 }' /proc/self/cgroup 2>/dev/null || true)
if [ -n "$cg_home" ] && mkdir "$cpuacct/cartlift-probe-$$" 2>/dev/null; then
  rmdir "$cpuacct/cartlift-probe-$$"
  cg_home=$cpuacct${cg_home%/}
else
  cg_home=
fi
step_count=0

# step NAME CMD...: one step in the foreground, its wall time and CPU time noted.
step() {
  local name=$1 start ticks me=$BASHPID cg='' cpu
  shift
  start=$(date +%s)
  step_count=$((step_count + 1))
  if [ -n "$cg_home" ]; then
    cg=$cpuacct/cartlift-$$-$me-$step_count
    mkdir "$cg" && echo "$me" >"$cg/tasks" || cg=''
  fi
  ticks=$(children_ticks "$me")
  printf '\n=== %s (at %ss)\n' "$name" "$((start - t0))"
  "$@"
  if [ -n "$cg" ]; then
    echo "$me" >"$cg_home/tasks"
    cpu=$(($(cat "$cg/cpuacct.usage") / 1000000000))
    # A daemon the step left running keeps its cgroup; it is removed when the daemon ends (or stays, empty, harmless).
    rmdir "$cg" 2>/dev/null || true
  else
    cpu=$((($(children_ticks "$me") - ticks) / ticks_per_second))
  fi
  printf '%s\t%s\t%s\n' "$name" "$(($(date +%s) - start))" "$cpu" >>"$results/steps.tsv"
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

# Three lanes from here to the end. The machine has two cores and every step but npm install, the reliability suite and
# the MariaDB tests is CPU-bound, so the suite's time is its CPU over two cores unless a core idles. The journeys (about
# half the suite's CPU) are the longest chain, so they start the moment the bundles they load exist; the package tests
# run beside them, and the two database suites (which mostly wait on their servers) fill what CPU is left.
# Lane "journeys": tsc -b, the webpack bundles, then the browser journeys.
# Lane "checks": what needs no build (lint, the domain's tests), the tests' type-check once tsc -b has written the
# declarations, then every package's jest tests once the bundles exist (the storefront size test and the dev store's
# browser tests read storefront-cart/dist).
# Lane "databases": once the bundles exist, the reliability suite, then the gateway's tests again on MariaDB.
journeys_lane() {
  step "build and type-check (tsc -b)" npx tsc -b
  touch "$results/.tsc-built"
  step "build every package (lerna run build: webpack bundles for the admin and the storefront cart)" \
    npx lerna run build --concurrency 2 --loglevel warn
  touch "$results/.bundles-built"
  step "browser journeys (headless Chromium, two workers)" jest_json e2e -c e2e/jest.config.js
}
# await_marker FILE WHAT: waits until the journeys lane has written FILE; fails if that lane ended without it.
await_marker() {
  while [ ! -f "$results/$1" ]; do
    kill -0 "$journeys_pid" 2>/dev/null || { echo "$2 failed: nothing for this lane to go on with"; exit 1; }
    sleep 0.5
  done
}
checks_lane() {
  step "lint" npx eslint . --max-warnings=0
  step "domain tests with coverage (lines >= 90 %)" jest_json domain -c domain/jest.coverage.config.js
  await_marker .tsc-built "tsc -b"
  step "type-check tests (tsc -b tsconfig.tests.json: every test against the packages' declarations)" npx tsc -b tsconfig.tests.json
  await_marker .bundles-built "lerna run build"
  step "unit and integration tests of every package but domain (gateway on SQLite)" \
    jest_json main --maxWorkers=2 --ignoreProjects domain
}
databases_lane() {
  await_marker .bundles-built "lerna run build"
  step "reliability suite, short form (bad input, load, MariaDB restart, two gateways: npm run reliability)" \
    jest_json reliability -c reliability/jest.config.js --runInBand
  step "gateway database tests on MariaDB (test/integration, two workers, a database each)" \
    bash scripts/with-mariadb.sh npx jest --ci --selectProjects gateway --maxWorkers=2 --json \
    --outputFile="$results/mariadb.json" gateway/test/integration
}
# No lane runs at a lower CPU priority: at nice 10 the checks lane finished last (its type-check and package tests took
# 100 s and 280 s against 41 s and 90-100 s), and the databases lane's reliability suite measured MariaDB recovery at
# 5.8 s against its 5 s bound, the gateways it starts being starved.
lane journeys journeys_lane
journeys_pid=${lanes[0]##*:}
lane checks checks_lane
lane databases databases_lane
join
if [ -n "$cg_home" ]; then total_cpu=$(awk -F'\t' '{ s += $3 } END { print s }' "$results/steps.tsv")
else total_cpu=$(($(children_ticks "$$") / ticks_per_second)); fi
printf '%s\t%s\t%s\n' "total" "$(($(date +%s) - t0))" "$total_cpu" >>"$results/steps.tsv"
report
