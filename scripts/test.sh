#!/usr/bin/env bash
# npm test: everything, side by side: the checks that need no browser (the type check, the linters,
# the unit, server and DOM tests) and the build the journeys run against; the end-to-end journeys
# once the build is ready. Exits non-zero when anything failed, and prints how long each step took.
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

# Each of these is one process or two; alone, each leaves most of the machine idle (the type check
# ends long before the linters; Vitest's main process transforms while its workers wait). Run side
# by side they keep both cores busy, and on a machine where other work takes a core they get a
# larger share of the other one. The journeys start as soon as the build and their database are
# ready, beside whichever checks are still running, instead of after the slowest of them (Vitest,
# about three minutes more on a busy two-core machine). Each check writes to its own log, shown in
# order once all are done; the journeys report as they go.
step "typecheck, lint, unit and server tests, build, then the journeys (side by side)"
logs="$(mktemp -d)"
template=""
trap 'rm -rf "$logs" ${template:+"$template"}; summary' EXIT
lint_all() {
  npx eslint . --max-warnings 0 || return 1
  # Prettier names every file it checks: its list is shown only when a file is off.
  npx prettier --check . --experimental-cli >/dev/null 2>&1 ||
    { npx prettier --check . --experimental-cli; return 1; }
}
# The build (the server's, then the app's) and, beside the app's, the journeys' database
# (migrated, the demo's 90 days of sales seeded: about half a minute of one core), which needs the
# built server alone: the journeys wait for the later of the two instead of for both in a row.
build_and_template() {
  node scripts/build-server.mjs || return 1
  npx tsx tests/e2e/support/prepareTemplate.ts >"$logs/template.dir" 2>"$logs/template.err" &
  local template=$!
  local built=0
  npx vite build || built=$?
  wait "$template" || { cat "$logs/template.err"; return 1; }
  return "$built"
}
names=(typecheck lint vitest build)
labels=("typecheck" "lint" "unit, server and DOM tests (vitest)" "build, and the journeys' database beside it")
run() {
  local name=$1
  shift
  local t=$SECONDS status=0
  "$@" >"$logs/$name" 2>&1 || status=$?
  echo "$((SECONDS - t))" >"$logs/$name.took"
  return $status
}
t=$SECONDS
run typecheck npm run --silent typecheck &
pids=($!)
run lint lint_all &
pids+=($!)
run vitest npx vitest run &
pids+=($!)
run build build_and_template &
pids+=($!)
failed=()
journeys=0
if wait "${pids[3]}"; then
  printf '\n\033[1m== end-to-end tests (Chromium), beside the checks still running\033[0m\n'
  tj=$SECONDS
  template="$(tail -n 1 "$logs/template.dir")"
  export BACKHOUSE_E2E_TEMPLATE="$template"
  bash scripts/ensure-chromium.sh
  # Shown as they go, and kept: the failures are shown again at the very end, after the checks'
  # logs, where a CI log's tail (all some tools show of it) still holds them.
  npx playwright test 2>&1 | tee "$logs/journeys" || journeys=$?
  took_journeys=$((SECONDS - tj))
else
  failed+=("${labels[3]}")
fi
for i in 0 1 2; do
  wait "${pids[$i]}" || failed+=("${labels[$i]}")
done
# A check's whole log when it failed; when it passed, only Vitest's counts (the build's list of
# chunks and the like would push the journeys' failures out of a log's tail).
for i in "${!names[@]}"; do
  name=${names[$i]}
  printf -- '\n-- %s\n' "${labels[$i]}"
  if printf '%s\n' "${failed[@]}" | grep -qxF "${labels[$i]}"; then
    grep -v '^npm warn' "$logs/$name" || true
  elif [ "$name" = vitest ]; then
    sed 's/\x1b\[[0-9;]*m//g' "$logs/$name" | grep -E '^ *(Test Files|Tests|Duration) ' || true
  else
    echo passed
  fi
  took "${labels[$i]}" "$(cat "$logs/$name.took")"
done
[ -n "${took_journeys:-}" ] && took "end-to-end tests" "$took_journeys"
took "(all side by side)" $((SECONDS - t))
if [ "$journeys" -ne 0 ]; then
  failed+=("end-to-end tests")
  # Each failure's first lines, then Playwright's closing list of what failed, was flaky or did
  # not run (a journey that passed only on its retry fails the run too).
  printf '\n-- end-to-end tests: what failed\n'
  plain="$(sed 's/\x1b\[[0-9;]*m//g' "$logs/journeys")"
  grep -A 14 -E '^ +[0-9]+\) \[' <<<"$plain" | head -n 90 || true
  printf '\n'
  sed -n '/^ *[0-9]\+ \(failed\|flaky\|interrupted\|did not run\)$/,$p' <<<"$plain" | head -n 40 || true
  grep -A 20 'Screens without every check' <<<"$plain" || true
fi
if [ "${#failed[@]}" -gt 0 ]; then
  printf 'failed: %s\n' "${failed[@]}" >&2
  exit 1
fi
