#!/usr/bin/env bash
# The unit and server suites at instants and in zones that stress dates (tests/README.md): every run
# must be green. Each run sets the machine's clock for the suite with libfaketime (Debian's faketime,
# installed when missing) and the zone with TZ. Extra arguments go to vitest, e.g. a file to check
# alone. Prints one line per run and exits non-zero when any run failed.
#
#   bash scripts/clock-check.sh --journeys [playwright arguments]
#
# runs the end-to-end journeys instead, against the built app (npm run build first): the journeys'
# database is made inside the faked clock (its 90 days of demo sales end on the faked today), and
# the runner, the servers and Chromium all keep the one faked clock (FAKETIME_DONT_RESET: a process
# started later goes on from its parent's time instead of starting again from the instant).
set -uo pipefail
cd "$(dirname "$0")/.."

if ! command -v faketime >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
  fi
  command -v faketime >/dev/null 2>&1 || { echo "clock-check: faketime is not installed" >&2; exit 1; }
fi

# instant (UTC) | zone of the machine | why
runs=(
  "2026-12-01 19:59:40|Asia/Tokyo|midnight in Dubai, the demo's first restaurant, during the run"
  "2026-12-01 21:30:00|UTC|late evening in UTC: Asia is already on tomorrow"
  "2026-12-31 23:59:20|Pacific/Kiritimati|the last seconds of a year in UTC, crossing midnight during the run; +14 h"
  "2027-03-14 09:59:30|America/Los_Angeles|the American switch to daylight saving time (2 am in Los Angeles)"
  "2027-03-28 00:59:30|Europe/London|the European switch to summer time (1 am UTC)"
  "2026-10-25 00:30:00|Asia/Dubai|the European switch back to winter time"
  "2027-02-28 23:30:00|America/Los_Angeles|the last day of a month in UTC, mid-afternoon in Los Angeles"
)
[ -n "${CLOCK_CHECK_RUNS:-}" ] && IFS=';' read -r -a runs <<<"$CLOCK_CHECK_RUNS"

journeys=0
if [ "${1:-}" = --journeys ]; then
  journeys=1
  shift
  [ -f dist/index.html ] && [ -d dist-server ] || { echo "clock-check: npm run build first" >&2; exit 1; }
fi
suite() {
  if [ "$journeys" = 1 ]; then
    local template status=0
    template="$(npx tsx tests/e2e/support/prepareTemplate.ts | tail -n 1)" || return 1
    BACKHOUSE_E2E_TEMPLATE="$template" npx playwright test "$@" || status=$?
    rm -rf "$template"
    return $status
  fi
  npx vitest run "$@"
}

failed=0
for run in "${runs[@]}"; do
  IFS='|' read -r instant zone why <<<"$run"
  epoch=$(TZ=UTC date -d "$instant" +%s)
  # faketime reads the start in the local zone of the process it runs.
  local_start=$(TZ="$zone" date -d "@$epoch" '+%Y-%m-%d %H:%M:%S')
  log=$(mktemp)
  start=$SECONDS
  keep=()
  [ "$journeys" = 1 ] && keep=(FAKETIME_DONT_RESET=1)
  if env TZ="$zone" "${keep[@]}" faketime -f "@$local_start" \
    bash -c "$(declare -f suite); journeys=$journeys; suite \"\$@\"" suite "$@" >"$log" 2>&1; then
    result=passed
  else
    result=FAILED
    failed=1
  fi
  printf '%-7s %s UTC in %s (%s), %d s\n' "$result" "$instant" "$zone" "$why" $((SECONDS - start))
  if [ "$result" = FAILED ]; then
    grep -E "FAIL|AssertionError|Error:|expected|✘|flaky" "$log" | sed 's/\x1b\[[0-9;]*m//g' | head -n 40
    echo "   full log: $log"
  else
    rm -f "$log"
  fi
done
exit "$failed"
