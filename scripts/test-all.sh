#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit tests, server tests on PGlite and on Postgres, the benchmarks in quick mode,
# then browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
rm -rf test-reports && mkdir -p test-reports

bash scripts/ensure-chromium.sh
echo "== typecheck" && npm run --silent typecheck
echo "== lint" && npm run --silent lint
echo "== unit" && npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=test-reports/unit.json
# The two server runs side by side: each runs its files one after another (one core each), and they share
# nothing (memory PGlite against fresh Postgres schemas; bus channels are named per database). Each prints
# when it ends, so the log reads one run, then the other.
server_run() { # name, then what `env` sets or unsets for the run
  local name=$1; shift
  if env "$@" npx vitest run --project server --reporter=default --reporter=json --outputFile.json="test-reports/server-$name.json" >"test-reports/server-$name.log" 2>&1; then
    echo "== server ($name)"; cat "test-reports/server-$name.log"
  else
    echo "== server ($name): FAILED"; cat "test-reports/server-$name.log"; return 1
  fi
}
if node scripts/pg-reachable.mjs "$PG_URL"; then
  server_run pglite -u DATABASE_URL & pglite=$!
  server_run postgres DATABASE_URL="$PG_URL" & postgres=$!
  status=0
  wait "$pglite" || status=1
  wait "$postgres" || status=1
  [ "$status" = 0 ] || exit 1
elif [ -n "${CI:-}" ]; then
  echo "Postgres is not reachable at $PG_URL, and CI requires the Postgres run." >&2
  exit 1
else
  server_run pglite -u DATABASE_URL
  echo "== server (Postgres): skipped, nothing answers at $PG_URL"
fi
echo "== build" && npm run --silent build
# After the build: the sync benchmark drives the built PWA. Tiny sizes, no timing asserted; fails only if one throws.
echo "== benchmarks (quick)" && npm run --silent bench -- --quick
echo "== browser journeys" && npx playwright test
node scripts/summarize-tests.mjs
