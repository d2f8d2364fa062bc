#!/usr/bin/env bash
# The whole test suite: lint, types, unit, API on SQLite (and PostgreSQL when TEST_DATABASE_URL is
# set), web component tests, and the browser journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step "build shared package"
npm run build -w @symposia/domain --silent

step "lint"
npx eslint . --max-warnings=0

step "types"
npm run typecheck --silent

step "unit and web component tests"
npx vitest run --project unit --project web

step "API tests on SQLite"
TEST_ENGINE=sqlite npx vitest run --project api

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL"
  TEST_ENGINE=postgres npx vitest run --project api
else
  echo "TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the API tests."
fi

step "browser tests"
bash scripts/e2e.sh
