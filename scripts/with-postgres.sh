#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server on 127.0.0.1 and TEST_DATABASE_URL pointing at
# it; the server and its data directory are removed afterwards, whatever the command's outcome.
# Usage: bash scripts/with-postgres.sh npm test
set -euo pipefail

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL server binaries not found (apt-get install -y postgresql)." >&2
  exit 1
fi

port=${PGTEST_PORT:-$(( 55000 + RANDOM % 5000 ))}
dir=$(mktemp -d /tmp/kermo-pg.XXXXXX)
as_pg=()
if [ "$(id -u)" = 0 ]; then
  chown postgres:postgres "$dir"
  as_pg=(runuser -u postgres --)
fi

cleanup() {
  "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as_pg[@]}" "$pg_bin/initdb" -D "$dir/data" -U postgres -A trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
"${as_pg[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (throwaway)"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
