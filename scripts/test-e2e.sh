#!/usr/bin/env bash
# End-to-end tests: a fresh production build, served by `next start` on a throwaway embedded
# database, driven by Playwright in the system Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
export E2E_DATA_DIR=$(mktemp -d /tmp/kermo-e2e.XXXXXX)
trap 'rm -rf "$E2E_DATA_DIR"' EXIT
npx next build
npx playwright test "$@"
