#!/usr/bin/env bash
# Builds the app and runs the Playwright journeys against it in Debian's Chromium.
# Extra arguments go to `playwright test` (e.g. tests/accounts.spec.ts, --grep "forgot").
# E2E_SKIP_BUILD=1 reuses the last build (quicker while writing a spec).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
if [ -z "${E2E_SKIP_BUILD:-}" ]; then
  npm run build --silent
fi
cd e2e
npx playwright test "$@"
