#!/usr/bin/env bash
# `npm test`: install what the tests need when missing (Debian's headless Chromium, PostgreSQL, Java for
# the Nu HTML Checker, strace for the durability test), then type-check, lint, check formatting and
# run every test: unit tests (Vitest) and browser tests (Playwright) against the production build
# served by `npm start`.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
[ -x /usr/bin/chromium-headless-shell ] || need_apt+=(chromium-headless-shell)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need_apt+=(postgresql)
command -v java >/dev/null 2>&1 || need_apt+=(default-jre-headless)
# strace: the durability test watches the server's fsync calls (tests/e2e/faults.spec.ts).
command -v strace >/dev/null 2>&1 || need_apt+=(strace)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "Installing ${need_apt[*]} from Debian's packages..."
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

[ -d node_modules ] || npm ci

npx react-router typegen >/dev/null
# The checks, two at a time (each uses one core): the production build the browser tests serve,
# then Prettier's formatting, beside the type check, then ESLint and the import rules
# (dependency-cruiser). One after another they took 79 s, side by side about 60.
build_log=$(mktemp)
format_log=$(mktemp)
{ npx react-router build > "$build_log" 2>&1 || { echo "the production build failed" >> "$build_log"; exit 1; }
  npx prettier --check . > "$format_log" 2>&1 || exit 2; } &
second=$!
npx tsc
npm run lint
wait "$second" || {
  status=$?
  if [ "$status" -eq 2 ]; then cat "$format_log"; else cat "$build_log"; fi
  exit 1
}
rm -f "$build_log" "$format_log"
npx vitest run
# The build above is newer than every source, so `npm start` (the webServer) serves it as it is.
npx playwright test
