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
echo "== server (PGlite)" && npx vitest run --project server --reporter=default --reporter=json --outputFile.json=test-reports/server-pglite.json
if node scripts/pg-reachable.mjs "$PG_URL"; then
  echo "== server (Postgres)"
  DATABASE_URL="$PG_URL" npx vitest run --project server --reporter=default --reporter=json --outputFile.json=test-reports/server-postgres.json
elif [ -n "${CI:-}" ]; then
  echo "Postgres is not reachable at $PG_URL, and CI requires the Postgres run." >&2
  exit 1
else
  echo "== server (Postgres): skipped, nothing answers at $PG_URL"
fi
echo "== build" && npm run --silent build
# After the build: the sync benchmark drives the built PWA. Tiny sizes, no timing asserted; fails only if one throws.
echo "== benchmarks (quick)" && npm run --silent bench -- --quick
echo "== browser journeys" && npx playwright test
node scripts/summarize-tests.mjs
