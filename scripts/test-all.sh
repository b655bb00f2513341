#!/usr/bin/env bash
# npm test — everything, cheapest first: lint, types, unit, integration, end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
step "lockfile";    npm run --silent check:lockfile
step "lint";        npm run --silent lint
step "typecheck";   npm run --silent typecheck
step "openapi";     npm run --silent lint:openapi
step "unit";        npm run --silent test:unit
step "integration"; npm run --silent test:integration
step "end-to-end";  npm run --silent test:e2e
