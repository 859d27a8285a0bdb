import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/chromium.js";
import { fromPgliteTemplate } from "./tests/support/pglite-template";

/**
 * Browser tests run against the production build served by `npm start`, in Debian's Chromium.
 * The server gets its own throwaway database, a known owner password (the owner is the business e-mail of
 * app/content/business.ts: ADMIN_EMAIL is left empty) and a high rate limit
 * (the rate limit itself is tested against a separate server in tests/e2e/abuse.spec.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
// The server's database starts as a copy of the migrated template when a run before made one
// (Vitest's, in `npm test`): seconds of PGlite's initdb before the first test, saved.
const dataDir = process.env.E2E_DATA_DIR ?? fromPgliteTemplate(mkdtempSync(path.join(tmpdir(), "fridge-e2e-")));
process.env.E2E_DATA_DIR = dataDir; // workers re-evaluate this file: keep one directory

export const chromiumLaunchOptions = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  globalSetup: "./tests/e2e/support/global-setup.ts",
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: chromiumLaunchOptions,
    // No trace by default: recording one for every test (to keep the failures') cost a third of
    // the suite's CPU (screencast frames, DOM snapshots). A failure keeps its screenshot and
    // error context; `npx playwright test --trace on` records traces when one is wanted.
    trace: "off",
    screenshot: "only-on-failure",
    // One browser context per worker, reset between tests (cookies, storage, cache, routes, init
    // scripts): a new context costs Chromium about 3 CPU-seconds, a third of the suite's time on
    // two cores. No test grants permissions or changes geolocation, offline mode or extra headers,
    // which the reset would not undo (docs/decisions/0032-test-time.md).
    reuseContext: true,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    command: "npm start",
    url: `http://localhost:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      RATE_LIMIT_PER_MINUTE: "1000",
      // Many tests book the same few windows (100 is the most a window takes); capacity itself is
      // tested on servers of their own.
      BOOKING_WINDOW_CAPACITY: "100",
      DATABASE_URL: "",
      SMTP_URL: "",
    },
  },
});
