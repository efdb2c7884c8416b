#!/usr/bin/env bash
# npm test: everything, in the order that fails fastest. Exits non-zero on the first failure and
# prints how long each step took.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
started=$SECONDS
timings=()
took() { timings+=("$(printf '%-36s %4d s' "$1" $((SECONDS - $2)))"); }
summary() {
  printf '\n\033[1m== time per step\033[0m\n'
  printf '%s\n' "${timings[@]}"
  printf '%-36s %4d s\n' "npm test" $((SECONDS - started))
}
trap summary EXIT

# The type check and the linters each use one core: run side by side on the machine's two, each
# writing to its own log, shown in order once both are done.
step "typecheck and lint"
t=$SECONDS
logs="$(mktemp -d)"
npm run --silent typecheck >"$logs/typecheck" 2>&1 &
typecheck=$!
lint_all() {
  npx eslint . --max-warnings 0 || return 1
  # Prettier names every file it checks: its list is shown only when a file is off.
  npx prettier --check . >/dev/null 2>&1 || { npx prettier --check .; return 1; }
}
lint_all >"$logs/lint" 2>&1 &
lint=$!
status=0
wait "$typecheck" || status=1
wait "$lint" || status=$((status + 2))
for name in typecheck lint; do
  if [ -s "$logs/$name" ]; then
    printf -- '-- %s\n' "$name"
    grep -v '^npm warn' "$logs/$name" || true
  fi
done
rm -rf "$logs"
case $status in
  1) echo "the type check failed" >&2 ;;
  2) echo "lint failed" >&2 ;;
  3) echo "the type check and lint failed" >&2 ;;
esac
[ "$status" = 0 ] || exit 1
took "typecheck and lint (side by side)" "$t"

step "unit and server integration tests (SQLite)"
t=$SECONDS
npx vitest run
took "unit and server tests" "$t"

step "build"
t=$SECONDS
npm run --silent build
took "build" "$t"

step "end-to-end tests (Chromium)"
t=$SECONDS
bash scripts/ensure-chromium.sh
npx playwright test
took "end-to-end tests" "$t"
