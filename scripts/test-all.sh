#!/usr/bin/env bash
# npm test — everything, cheapest first: lint, types, unit, integration, end-to-end. Each step
# says how long it took (the whole suite has a 30-minute budget on a 2-core machine).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
step() {
  local name=$1 began=$SECONDS
  shift
  printf '\n\033[1m== %s\033[0m\n' "$name"
  "$@"
  printf '\033[1m== %s: %d s (suite so far %d s)\033[0m\n' "$name" $((SECONDS - began)) $((SECONDS - started))
}
step lockfile    npm run --silent check:lockfile
# Lint and the type check read the same files and need nothing of each other: side by side.
both() {
  local out
  out=$(mktemp -d)
  npm run --silent lint >"$out/lint" 2>&1 & local lint=$!
  npm run --silent typecheck >"$out/types" 2>&1 & local types=$!
  local failed=0
  wait "$lint" || failed=1
  wait "$types" || failed=1
  cat "$out/lint" "$out/types"
  rm -rf "$out"
  return "$failed"
}
step "lint and typecheck" both
# The production build of the end-to-end step would check the same types again (40 s on 2 cores).
export KERMO_TYPECHECKED=1
step openapi     npm run --silent lint:openapi
step unit        npm run --silent test:unit
step integration npm run --silent test:integration
step end-to-end  npm run --silent test:e2e
