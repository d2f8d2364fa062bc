#!/usr/bin/env bash
# Builds the app and runs the Playwright journeys against it in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run build --silent
cd e2e
npx playwright test "$@"
