#!/usr/bin/env bash
# npm install, never `npm ci`: this registry lacks other platforms' optional binaries, so the lockfile written here
# omits them and `npm ci` refuses it (see shared/notes/toolchain.md).
set -euo pipefail
cd "$(dirname "$0")/.."
# sqlite3's native binding cannot be downloaded here (its prebuilt binaries live on GitHub), so npm builds it from
# source: against Debian's libsqlite3 when it is installed (~10 CPU-s, ~20 s of the install) instead of compiling the
# bundled copy. The first build on a machine is packed as a local prebuild, which prebuild-install (sqlite3's install
# script) takes before any download, so later installs on the machine (every fresh clone's npm test) skip the compiler.
# Keyed by how it was built and by sqlite3's version, N-API version, platform and architecture (in the file's name).
variant=bundled
if [ -f /usr/include/sqlite3.h ]; then
  export npm_config_sqlite=/usr
  variant=system-libsqlite3
fi
prebuilds="${XDG_CACHE_HOME:-$HOME/.cache}/cartlift/sqlite3-prebuilds/$variant"
mkdir -p "$prebuilds"
export npm_config_sqlite3_local_prebuilds="$prebuilds"
# --prefer-offline: packages already in the npm cache are used without asking the registry again (a fresh machine
# still downloads what it lacks).
npm install --prefer-offline --no-audit --no-fund --loglevel=error 2>&1 | grep -v 'Unknown \(user\|env\) config' || true
test -d node_modules/.bin || { echo "install: npm install failed" >&2; exit 1; }

# Keep a binding that loads as this machine's local prebuild (prebuild-install's name for it; N-API 6, the newest
# sqlite3 declares and every supported Node has).
name=$(node -p "const p = require('sqlite3/package.json'); \`\${p.name}-v\${p.version}-napi-v6-\${process.platform}-\${process.arch}.tar.gz\`")
if [ ! -f "$prebuilds/$name" ] && node -e "require('sqlite3')" 2>/dev/null; then
  tmp=$(mktemp "$prebuilds/.$name.XXXXXX")
  tar -czf "$tmp" -C node_modules/sqlite3 build/Release/node_sqlite3.node && mv "$tmp" "$prebuilds/$name"
fi
