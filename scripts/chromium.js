// Debian's Chromium as the browser tests and the benchmark start it (headless, no sandbox as
// root, nothing reaching the network on its own).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The browser tests drive Debian's headless build of the same Chromium (package
// chromium-headless-shell, what Playwright itself runs headless): without the full browser's
// user interface it does the suite's work in about three quarters of the CPU time
// (docs/decisions/0032-test-time.md). Lighthouse (bench/) keeps the full browser.
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
