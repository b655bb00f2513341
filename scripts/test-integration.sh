#!/usr/bin/env bash
# Integration tests: route handlers in-process against a fresh database per test file — embedded
# PGlite always, and PostgreSQL too: the server of TEST_DATABASE_URL, or else a throwaway one
# started from this machine's PostgreSQL binaries when they are installed.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exec npx vitest run --project integration-pglite --project integration-postgres "$@"
fi
if ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  exec bash scripts/with-postgres.sh npx vitest run --project integration-pglite --project integration-postgres "$@"
fi
echo "No PostgreSQL server binaries here: running the integration suite on PGlite only."
exec npx vitest run --project integration-pglite "$@"
