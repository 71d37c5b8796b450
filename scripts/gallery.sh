#!/bin/sh
# Writes docs/previews.md and docs/previews/*.png: a screenshot of the HTML preview of every
# kind (the largest fixture of each kind folder and platform), made by .ci/check_browser.py
# in headless Chromium after every browser check has passed.
#
#   scripts/gallery.sh
#
# Needs Debian's chromium, fonts-noto-color-emoji and fonts-liberation, Playwright for
# Python (pip install playwright; it uses the system browser) and pngquant (to keep the
# PNGs small); it installs what is missing. PUSHKIT_BIN_DIR names a folder holding a built
# pushkit instead of building one (swift build -c release).
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
missing=
command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
command -v pngquant >/dev/null 2>&1 || missing="$missing pngquant"
fc-list 2>/dev/null | grep -q 'Noto Color Emoji' || missing="$missing fonts-noto-color-emoji"
fc-list 2>/dev/null | grep -q 'Liberation Sans' || missing="$missing fonts-liberation"
if [ -n "$missing" ]; then
    # shellcheck disable=SC2086
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
fi
python3 -c 'import playwright' 2>/dev/null || python3 -m pip install --quiet playwright

if [ -n "${PUSHKIT_BIN_DIR:-}" ]; then
    bin_dir=$PUSHKIT_BIN_DIR
else
    swift build -c release --product pushkit >&2
    bin_dir=$(swift build -c release --show-bin-path)
fi
python3 .ci/check_browser.py "$bin_dir" --gallery docs/previews
