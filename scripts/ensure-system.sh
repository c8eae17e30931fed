#!/usr/bin/env bash
# Installs the Debian packages the suite needs (Chromium for browser journeys, openssl for the custom-domain journey's
# throw-away certificate, MariaDB for the gateway's second dialect, libsqlite3-dev so sqlite3 builds in seconds) when
# they are missing. Idempotent: does nothing when present.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
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
