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
# Waits for a run that went side by side with another, then prints its kept output under a title;
# answers as the run did.
finish() {
  local pid="$1" title="$2" log="$3" rc=0
  wait "$pid" || rc=$?
  printf '\n--- %s ---\n' "$title"
  cat "$LOGS/$log.log"
  return "$rc"
}
# Passed tests reported by vitest ("Tests  N passed") and Playwright ("N passed (…)").
count_passed() {
  sed -e 's/\x1b\[[0-9;]*m//g' "$LOGS"/*.log |
    sed -n -e 's/^ *Tests *\([0-9][0-9]*\) passed.*/\1/p' -e 's/^ *\([0-9][0-9]*\) passed (.*/\1/p' |
    awk '{ total += $1 } END { print total + 0 }'
}

step "build shared package"
npm run build -w @symposia/domain --silent

# Lint and types go side by side: each is one process on one core. Each one's output is kept and
# printed when both have ended, so the two never interleave.
lint() {
  npx eslint . --max-warnings=0 && npx prettier --check . --log-level warn && npx tsx scripts/structure-counts.ts
}
step "lint and types, side by side"
lint >"$LOGS/lint.log" 2>&1 &
lint_pid=$!
npm run typecheck --silent >"$LOGS/types.log" 2>&1 &
types_pid=$!
checks_failed=0
finish "$lint_pid" lint lint || checks_failed=1
finish "$types_pid" types types || checks_failed=1
if [ "$checks_failed" -ne 0 ]; then
  echo "Lint or types failed (see above)." >&2
  exit 1
fi

step "unit and web component tests"
# At least two workers: vitest's default is one fewer than the cores (one on this 2-core machine),
# and these files wait on nothing but the CPU.
unit_workers=$(($(nproc) > 2 ? $(nproc) - 1 : 2))
run_logged unit npx vitest run --project unit --project web --project web-isolated --project web-server --maxWorkers="$unit_workers"

# The two engines' API runs go side by side: much of an API test's time is spent waiting on its
# database, so together they finish well before one after the other would. The browser tests'
# build follows the SQLite run, which ends first. Each output is kept whole and printed when its
# run ends, so none interleave. One worker each: on two cores a second PostgreSQL worker slowed the
# SQLite run beside it by more than it saved (the API step took 9.3 minutes instead of 7.8), and
# the bad-input judge's write mark is the whole database's (test/fuzz/snapshot.ts), so another
# worker's writes make it take its fingerprint again.
run_api() {
  local engine="$1"
  env TEST_ENGINE="$engine" npx vitest run --project api --maxWorkers=1 >"$LOGS/api-$engine.log" 2>&1
}
sqlite_then_build() {
  local failed=0
  run_api sqlite || failed=1
  npm run build --silent >"$LOGS/build.log" 2>&1 || failed=$((failed + 2))
  return "$failed"
}
step "API tests on SQLite$([ -n "${TEST_DATABASE_URL:-}" ] && echo " and PostgreSQL, side by side"), then the app's build"
sqlite_then_build &
sqlite_pid=$!
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  run_api postgres &
  postgres_pid=$!
else
  postgres_pid=""
  echo "TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the API tests."
fi
api_failed=0
sqlite_rc=0
finish "$sqlite_pid" "API tests on SQLite" api-sqlite || sqlite_rc=$?
[ $((sqlite_rc & 1)) -eq 0 ] || api_failed=1
printf '\n--- the app'"'"'s build, for the browser tests ---\n'
cat "$LOGS/build.log"
if [ $((sqlite_rc & 2)) -ne 0 ]; then
  echo "The build failed (see above)." >&2
  api_failed=1
fi
if [ -n "$postgres_pid" ]; then
  finish "$postgres_pid" "API tests on PostgreSQL" api-postgres || api_failed=1
fi
if [ "$api_failed" -ne 0 ]; then
  echo "API tests or the build failed (see above)." >&2
  exit 1
fi

step "browser tests"
# built above, beside the PostgreSQL run
run_logged e2e env E2E_SKIP_BUILD=1 bash scripts/e2e.sh

# Every step above stops the run on a failure, so reaching here means none failed.
printf '\nSummary: %s passed, 0 failed\n' "$(count_passed)"
