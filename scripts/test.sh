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
# The production build the browser tests serve, made while the checks below run (both cores
# work: tsc and ESLint use one each), instead of after them.
build_log=$(mktemp)
npx react-router build > "$build_log" 2>&1 &
build=$!
npx tsc
# ESLint and the import rules (dependency-cruiser), then Prettier's formatting.
npm run lint
npx prettier --check . >/dev/null || { npx prettier --check . ; exit 1; }
wait "$build" || { cat "$build_log"; echo "the production build failed"; exit 1; }
rm -f "$build_log"
npx vitest run
# The build above is newer than every source, so `npm start` (the webServer) serves it as it is.
npx playwright test
