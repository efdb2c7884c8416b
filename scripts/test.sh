#!/usr/bin/env bash
# npm test: everything, in the order that fails fastest. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "typecheck"
npx tsc -b --pretty false

step "lint"
npx eslint . --max-warnings 0
npx prettier --check . >/dev/null || { npx prettier --check .; exit 1; }

step "unit and server integration tests (SQLite)"
npx vitest run

step "build"
npx vite build

step "end-to-end tests (Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test
