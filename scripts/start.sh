#!/usr/bin/env bash
# The README's run command: installs, builds every package, then starts the whole app (scripts/start.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system.sh || echo "start: continuing without the missing system packages" >&2
bash scripts/install.sh
npx tsc -b
npx lerna run build --concurrency 2 --loglevel warn
exec node scripts/start.mjs
