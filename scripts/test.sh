#!/usr/bin/env bash
# The whole test suite: lint, types, unit, API on SQLite (and PostgreSQL when TEST_DATABASE_URL is
# set), web component tests, and the browser journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

# Each runner's output is also kept, so the run can end with one plain total line.
LOGS="$(mktemp -d)"
trap 'rm -rf "$LOGS"' EXIT
run_logged() {
  local name="$1"
  shift
  "$@" 2>&1 | tee "$LOGS/$name.log"
  return "${PIPESTATUS[0]}"
}
# Passed tests reported by vitest ("Tests  N passed") and Playwright ("N passed (…)").
count_passed() {
  sed -e 's/\x1b\[[0-9;]*m//g' "$LOGS"/*.log |
    sed -n -e 's/^ *Tests *\([0-9][0-9]*\) passed.*/\1/p' -e 's/^ *\([0-9][0-9]*\) passed (.*/\1/p' |
    awk '{ total += $1 } END { print total + 0 }'
}

step "build shared package"
npm run build -w @symposia/domain --silent

step "lint"
npx eslint . --max-warnings=0
npx prettier --check . --log-level warn
npx tsx scripts/structure-counts.ts

step "types"
npm run typecheck --silent

step "unit and web component tests"
# At least two workers: vitest's default is one fewer than the cores (one on this 2-core machine),
# and these files wait on nothing but the CPU.
unit_workers=$(($(nproc) > 2 ? $(nproc) - 1 : 2))
run_logged unit npx vitest run --project unit --project web --project web-server --maxWorkers="$unit_workers"

# The two engines' API runs go side by side: vitest gives each run one worker on a 2-core
# machine, and much of an API test's time is spent waiting on its database, so together they
# finish well before one after the other would. Each run's output is kept whole and printed when
# it ends, so the two never interleave.
run_api() {
  local engine="$1"
  env TEST_ENGINE="$engine" npx vitest run --project api >"$LOGS/api-$engine.log" 2>&1
}
step "API tests on SQLite$([ -n "${TEST_DATABASE_URL:-}" ] && echo " and PostgreSQL, side by side")"
run_api sqlite &
sqlite_pid=$!
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  run_api postgres &
  postgres_pid=$!
else
  postgres_pid=""
  echo "TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the API tests."
fi
api_failed=0
wait "$sqlite_pid" || api_failed=1
printf '\n--- API tests on SQLite ---\n'
cat "$LOGS/api-sqlite.log"
if [ -n "$postgres_pid" ]; then
  wait "$postgres_pid" || api_failed=1
  printf '\n--- API tests on PostgreSQL ---\n'
  cat "$LOGS/api-postgres.log"
fi
if [ "$api_failed" -ne 0 ]; then
  echo "API tests failed (see above)." >&2
  exit 1
fi

step "browser tests"
run_logged e2e bash scripts/e2e.sh

# Every step above stops the run on a failure, so reaching here means none failed.
printf '\nSummary: %s passed, 0 failed\n' "$(count_passed)"
