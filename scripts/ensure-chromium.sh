#!/usr/bin/env bash
# Browser tests use Debian's Chromium (never a downloaded browser). Installs the one asked for
# when it is missing: the browser journeys run in the headless shell (the `chromium-headless-shell`
# package, /usr/bin/chromium-headless-shell, the default here); Lighthouse and the first-screen
# benchmarks pass CHROMIUM_PATH=/usr/bin/chromium, the full browser (the `chromium` package).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
case "$(basename "$CHROMIUM")" in
  chromium-headless-shell) PACKAGE=chromium-headless-shell ;;
  *) PACKAGE=chromium ;;
esac
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "$CHROMIUM is missing: installing Debian's $PACKAGE package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "$PACKAGE" >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $CHROMIUM." >&2
echo "Install it with: sudo apt-get install -y $PACKAGE   (or set CHROMIUM_PATH)" >&2
exit 1
