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

step "types"
npm run typecheck --silent

step "unit and web component tests"
run_logged unit npx vitest run --project unit --project web

step "API tests on SQLite"
run_logged api-sqlite env TEST_ENGINE=sqlite npx vitest run --project api

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL"
  run_logged api-postgres env TEST_ENGINE=postgres npx vitest run --project api
else
  echo "TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the API tests."
fi

step "browser tests"
run_logged e2e bash scripts/e2e.sh

# Every step above stops the run on a failure, so reaching here means none failed.
printf '\nSummary: %s passed, 0 failed\n' "$(count_passed)"
