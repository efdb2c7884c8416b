#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL: starts a throwaway cluster on 127.0.0.1 (a
# free port, data under /tmp, as the `postgres` user when run as root), runs
# `vitest run --project server` with TEST_DATABASE_URL pointing at it, stops the cluster and exits with
# vitest's status. Each test file creates and drops its own database on that cluster.
# Extra arguments go to vitest, e.g. `bash scripts/pg-test.sh server/sync/routes.test.ts`.
set -euo pipefail
cd "$(dirname "$0")/.."

find_pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/postgres" ] && [ -x "$dir/initdb" ]; then
      echo "$dir"
      return 0
    fi
  done
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"
    return 0
  fi
  return 1
}

# CI machines may lack PostgreSQL: install the distribution's package once, only when it is missing.
if ! PG_BIN="$(find_pg_bin)"; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "pg-test: PostgreSQL not found, installing the postgresql package" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  PG_BIN="$(find_pg_bin)" || {
    echo "pg-test: PostgreSQL binaries not found (looked in /usr/lib/postgresql/*/bin and PATH)" >&2
    exit 1
  }
fi

WORK="$(mktemp -d /tmp/backhouse-pg.XXXXXX)"
PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

# PostgreSQL refuses to run as root.
AS_PG=()
if [ "$(id -u)" = 0 ]; then
  chown postgres:postgres "$WORK"
  AS_PG=(runuser -u postgres --)
fi
pg() { ${AS_PG[@]+"${AS_PG[@]}"} "$@"; }

cleanup() {
  pg "$PG_BIN/pg_ctl" -D "$WORK/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

pg "$PG_BIN/initdb" -D "$WORK/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
# Durability is pointless for a cluster that lives for one test run; speed is not.
pg "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/postgres.log" -w start \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  >/dev/null
echo "pg-test: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

set +e
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" npx vitest run --project server "$@"
status=$?
set -e
if [ "$status" != 0 ] && [ -f "$WORK/postgres.log" ]; then
  echo "pg-test: last lines of the PostgreSQL log:" >&2
  tail -n 20 "$WORK/postgres.log" >&2 || true
fi
exit "$status"
