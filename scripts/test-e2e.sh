#!/usr/bin/env bash
# End-to-end tests: a fresh production build, served by `next start` on a throwaway embedded
# database, driven by Playwright in the system Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
export E2E_DATA_DIR=$(mktemp -d /tmp/kermo-e2e.XXXXXX)
trap 'rm -rf "$E2E_DATA_DIR"' EXIT
# The end-to-end build carries the test-only hooks (next.config.ts inlines KERMO_TEST_HOOKS at build
# time): the suite reads codes and links through /api/test-hooks/outbox, and E2E_GUARD_OVERRIDES
# works. The build stamp records the flag, so a later `npm start` rebuilds without them.
export KERMO_TEST_HOOKS=1
npx tsx scripts/build.ts
npx playwright test "$@"
