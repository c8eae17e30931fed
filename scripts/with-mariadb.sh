#!/usr/bin/env bash
# Runs a command with a throw-away MariaDB server (no systemd needed) and MYSQL_URL pointing at an empty database.
# Usage: scripts/with-mariadb.sh <command...>
#
# By default the server is a test server: its data lives in memory (/dev/shm, removed at exit) and InnoDB skips the
# flushes that only matter if the machine loses power, on a free port. MARIADB_DIR keeps the data in that folder on disk
# with InnoDB's durable defaults (the benches use it); MARIADB_PORT fixes the port.
# The user may create more databases named cartlift_test_* (the gateway's tests take one per jest worker).
set -euo pipefail
cd "$(dirname "$0")/.."
MARIADBD=$(command -v mariadbd || echo /usr/sbin/mariadbd)
fast=()
if [ -n "${MARIADB_DIR:-}" ]; then
  DB=$MARIADB_DIR
  keep=1
else
  base=/dev/shm
  [ -d "$base" ] && [ -w "$base" ] || base=${TMPDIR:-/tmp}
  DB=$(mktemp -d "$base/cartlift-mariadb.XXXXXX")
  keep=0
  # What a throw-away test server does not need: a flush per commit, the doublewrite buffer, O_DIRECT (tmpfs lacks it).
  fast=(--innodb-flush-log-at-trx-commit=0 --innodb-doublewrite=0 --innodb-flush-method=fsync --sync-binlog=0)
fi
PORT=${MARIADB_PORT:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
mkdir -p "$DB/data"
if [ ! -d "$DB/data/mysql" ]; then
  mariadb-install-db --user=root --datadir="$DB/data" --auth-root-authentication-method=normal --skip-test-db \
    >"$DB/install-db.log" 2>&1 || { cat "$DB/install-db.log" >&2; exit 1; }
fi
"$MARIADBD" --user=root --datadir="$DB/data" --socket="$DB/sock" --port="$PORT" --bind-address=127.0.0.1 \
  --pid-file="$DB/pid" --log-error="$DB/err.log" --skip-name-resolve --skip-log-bin ${fast[@]+"${fast[@]}"} &
cleanup() {
  mariadb-admin --socket="$DB/sock" -uroot shutdown >/dev/null 2>&1 || true
  [ "$keep" = 1 ] || rm -rf "$DB"
}
trap cleanup EXIT
for _ in $(seq 120); do mariadb-admin --socket="$DB/sock" -uroot ping >/dev/null 2>&1 && break; sleep 0.25; done
mariadb-admin --socket="$DB/sock" -uroot ping >/dev/null 2>&1 || { echo "MariaDB did not start:" >&2; tail -20 "$DB/err.log" >&2; exit 1; }
mariadb --socket="$DB/sock" -uroot -e "DROP DATABASE IF EXISTS cartlift_test; CREATE DATABASE cartlift_test;
  CREATE USER IF NOT EXISTS 'cartlift'@'127.0.0.1' IDENTIFIED BY 'cartlift';
  GRANT ALL ON \`cartlift\\_test%\`.* TO 'cartlift'@'127.0.0.1';"
export MYSQL_URL="mysql://cartlift:cartlift@127.0.0.1:$PORT/cartlift_test"
"$@"
