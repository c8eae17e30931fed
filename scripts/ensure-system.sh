#!/usr/bin/env bash
# Installs the Debian packages the suite needs when they are missing: Chromium's headless shell for the browser
# journeys (Chromium itself for the benchmarks and as the journeys' fallback), openssl for the custom-domain journey's
# throw-away certificate, MariaDB for the gateway's second dialect, libsqlite3-dev so sqlite3 builds in seconds.
# Idempotent: does nothing when present.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
[ -f /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-system: missing ${missing[*]}; install them with your package manager (needs root)." >&2
  exit 1
fi
echo "ensure-system: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
