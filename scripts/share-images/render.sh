#!/usr/bin/env bash
# Renders public/og-image.png (1200x630 share image) and the app icons from the HTML beside this
# script with headless Chromium. Rerun after changing the business name or phone number.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"; out="$here/../../public"; tmp="$(mktemp -d)"
shot() { chromium --headless=new --no-sandbox --disable-gpu --disable-background-networking \
  --disable-component-update --disable-sync --no-first-run --hide-scrollbars --user-data-dir="$tmp" \
  --screenshot="$1" --window-size="$2" "file://$3" >/dev/null 2>&1; }
shot "$out/og-image.png" 1200,630 "$here/og-image.html"
shot "$out/icon-192.png" 192,192 "$here/icon.html"
shot "$out/icon-512.png" 512,512 "$here/icon.html"
shot "$out/apple-touch-icon.png" 180,180 "$here/icon.html"
rm -rf "$tmp"
