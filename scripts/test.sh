#!/usr/bin/env bash
# The whole test suite: unit and web component tests, lint, types, the API tests on SQLite (and on
# PostgreSQL when TEST_DATABASE_URL is set, in the background once the unit tests are done), and the
# browser journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

# Each runner's output is also kept, so the run can end with one plain total line.
LOGS="$(mktemp -d)"
# the PostgreSQL API run goes in the background after the unit tests (below); a run that stops
# early stops it too (it runs in a process group of its own)
postgres_pid=""
cleanup() {
  if [ -n "$postgres_pid" ] && kill -0 "$postgres_pid" 2>/dev/null; then kill -- "-$postgres_pid" 2>/dev/null || true; fi
  rm -rf "$LOGS"
}
trap cleanup EXIT
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

step "unit and web component tests"
# At least two workers: vitest's default is one fewer than the cores (one on this 2-core machine),
# and these files wait on nothing but the CPU.
unit_workers=$(($(nproc) > 2 ? $(nproc) - 1 : 2))
run_logged unit npx vitest run --project unit --project web --project web-isolated --project web-server --maxWorkers="$unit_workers"

# The API tests on PostgreSQL are the longest run, and mostly wait on statement round trips (about
# one core of the two): they start now and go on beside lint, types and the SQLite API run, so they
# end with the SQLite run rather than minutes after it. (The unit and web tests ran first, alone:
# they are the ones that wait on timers.) Their output is kept whole and printed when they end.
# One worker: the bad-input judge's write mark is the whole database's
# (test/fuzz/snapshot.ts), so a second worker's writes make it take its fingerprint again.
run_api() {
  local engine="$1"
  env TEST_ENGINE="$engine" npx vitest run --project api --maxWorkers=1 >"$LOGS/api-$engine.log" 2>&1
}
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL: started, in the background"
  setsid bash -c "$(declare -f run_api); LOGS='$LOGS'; run_api postgres" &
  postgres_pid=$!
else
  echo "TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the API tests."
fi

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

# The SQLite API run, then the browser tests' build, while the PostgreSQL run goes on.
sqlite_then_build() {
  local failed=0
  run_api sqlite || failed=1
  npm run build --silent >"$LOGS/build.log" 2>&1 || failed=$((failed + 2))
  return "$failed"
}
step "API tests on SQLite$([ -n "$postgres_pid" ] && echo " (PostgreSQL's still running)"), then the app's build"
api_failed=0
sqlite_rc=0
sqlite_then_build || sqlite_rc=$?
cat "$LOGS/api-sqlite.log"
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
# built above, after the SQLite API run
run_logged e2e env E2E_SKIP_BUILD=1 bash scripts/e2e.sh

# Every step above stops the run on a failure, so reaching here means none failed.
printf '\nSummary: %s passed, 0 failed\n' "$(count_passed)"
