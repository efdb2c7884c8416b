#!/usr/bin/env bash
# npm test: everything. The build the journeys run against first, then side by side the end-to-end
# journeys and the checks that need no browser (the type check, the linters, the unit, server and
# DOM tests). Exits non-zero when anything failed, and prints how long each step took.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
started=$SECONDS
timings=()
took() { timings+=("$(printf '%-36s %4d s' "$1" "$2")"); }
summary() {
  printf '\n\033[1m== time per step\033[0m\n'
  printf '%s\n' "${timings[@]}"
  printf '%-36s %4d s\n' "npm test" $((SECONDS - started))
}
trap summary EXIT

# The journeys are the longest part, and they need the build and their database: those come first,
# alone (about 40 s on a busy two-core machine, against two minutes beside the other checks). Then
# the journeys run beside the checks that need no browser (the type check, the linters, Vitest).
# Alone, each of those leaves most of the machine idle (the type check ends long before the
# linters; Vitest's main process transforms while its workers wait); side by side they keep both
# cores busy, and on a machine where other work takes a core they get a larger share of the other
# one. Each check writes to its own log, shown in order once all are done; the journeys report as
# they go.
step "the build, then the journeys beside the type check, lint and Vitest"
logs="$(mktemp -d)"
template=""
trap 'rm -rf "$logs" ${template:+"$template"}; summary' EXIT
lint_all() {
  npx eslint . --max-warnings 0 || return 1
  # Prettier names every file it checks: its list is shown only when a file is off.
  npx prettier --check . --experimental-cli >/dev/null 2>&1 ||
    { npx prettier --check . --experimental-cli; return 1; }
}
# The build, then the journeys' database (migrated, the demo's 90 days of sales seeded: about half
# a minute of one core) made from it.
build_and_template() {
  npm run --silent build || return 1
  npx tsx tests/e2e/support/prepareTemplate.ts >"$logs/template.dir" || return 1
}
names=(build typecheck lint vitest)
labels=("build, then the journeys' database" "typecheck" "lint" "unit, server and DOM tests (vitest)")
run() {
  local name=$1
  shift
  local t=$SECONDS status=0
  "$@" >"$logs/$name" 2>&1 || status=$?
  echo "$((SECONDS - t))" >"$logs/$name.took"
  return $status
}
t=$SECONDS
failed=()
built=0
run build build_and_template || built=$?
[ "$built" -eq 0 ] || failed+=("${labels[0]}")
run typecheck npm run --silent typecheck &
pids=($!)
run lint lint_all &
pids+=($!)
run vitest npx vitest run &
pids+=($!)
journeys=0
if [ "$built" -eq 0 ]; then
  printf '\n\033[1m== end-to-end tests (Chromium), beside the checks\033[0m\n'
  tj=$SECONDS
  template="$(tail -n 1 "$logs/template.dir")"
  export BACKHOUSE_E2E_TEMPLATE="$template"
  bash scripts/ensure-chromium.sh
  npx playwright test || journeys=$?
  took_journeys=$((SECONDS - tj))
fi
for i in 0 1 2; do
  wait "${pids[$i]}" || failed+=("${labels[$((i + 1))]}")
done
for i in "${!names[@]}"; do
  name=${names[$i]}
  printf -- '\n-- %s\n' "${labels[$i]}"
  grep -v '^npm warn' "$logs/$name" || true
  took "${labels[$i]}" "$(cat "$logs/$name.took")"
done
[ -n "${took_journeys:-}" ] && took "end-to-end tests" "$took_journeys"
took "(all steps)" $((SECONDS - t))
[ "$journeys" -eq 0 ] || failed+=("end-to-end tests")
if [ "${#failed[@]}" -gt 0 ]; then
  printf 'failed: %s\n' "${failed[@]}" >&2
  exit 1
fi
