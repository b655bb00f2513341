#!/usr/bin/env bash
# The end-to-end tests drive the system Chromium (Playwright's own download cannot work here).
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium with apt…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium not found at $chromium: install it (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
