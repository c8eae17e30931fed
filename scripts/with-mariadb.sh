#!/usr/bin/env bash
# Runs a command with a throw-away MariaDB server (no systemd needed) and MYSQL_URL pointing at an empty database.
# Usage: scripts/with-mariadb.sh <command...>
set -euo pipefail
cd "$(dirname "$0")/.."
DB=${MARIADB_DIR:-$PWD/.mariadb}
PORT=${MARIADB_PORT:-3309}
MARIADBD=$(command -v mariadbd || echo /usr/sbin/mariadbd)
mkdir -p "$DB/data"
if [ ! -d "$DB/data/mysql" ]; then
  mariadb-install-db --user=root --datadir="$DB/data" --auth-root-authentication-method=normal --skip-test-db \
    >"$DB/install-db.log" 2>&1 || { cat "$DB/install-db.log" >&2; exit 1; }
fi
"$MARIADBD" --user=root --datadir="$DB/data" --socket="$DB/sock" --port="$PORT" --bind-address=127.0.0.1 \
  --pid-file="$DB/pid" --log-error="$DB/err.log" --skip-name-resolve --skip-log-bin &
trap 'mariadb-admin --socket="$DB/sock" -uroot shutdown >/dev/null 2>&1 || true' EXIT
for _ in $(seq 120); do mariadb-admin --socket="$DB/sock" -uroot ping >/dev/null 2>&1 && break; sleep 0.5; done
mariadb-admin --socket="$DB/sock" -uroot ping >/dev/null 2>&1 || { echo "MariaDB did not start:" >&2; tail -20 "$DB/err.log" >&2; exit 1; }
mariadb --socket="$DB/sock" -uroot -e "DROP DATABASE IF EXISTS cartlift_test; CREATE DATABASE cartlift_test;
  CREATE USER IF NOT EXISTS 'cartlift'@'127.0.0.1' IDENTIFIED BY 'cartlift';
  GRANT ALL ON cartlift_test.* TO 'cartlift'@'127.0.0.1';"
export MYSQL_URL="mysql://cartlift:cartlift@127.0.0.1:$PORT/cartlift_test"
"$@"
