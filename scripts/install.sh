#!/usr/bin/env bash
# npm install, never `npm ci`: this registry lacks other platforms' optional binaries, so the lockfile written here
# omits them and `npm ci` refuses it (see shared/notes/toolchain.md).
set -euo pipefail
cd "$(dirname "$0")/.."
# Builds sqlite3 against Debian's libsqlite3 in ~15 s instead of compiling the bundled copy.
if [ -f /usr/include/sqlite3.h ]; then export npm_config_sqlite=/usr; fi
# --prefer-offline: packages already in the npm cache are used without asking the registry again (a fresh machine
# still downloads what it lacks).
npm install --prefer-offline --no-audit --no-fund --loglevel=error 2>&1 | grep -v 'Unknown \(user\|env\) config' || true
test -d node_modules/.bin || { echo "install: npm install failed" >&2; exit 1; }
