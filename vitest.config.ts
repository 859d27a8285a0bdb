import { defineConfig } from "vitest/config";
import { contentPlugin } from "#app/content/content-plugin.ts";

// Unit tests sit beside the code they test. Browser tests (tests/e2e) run under Playwright.
export default defineConfig({
  // The content files (app/content/*/*.md) load as in the app.
  plugins: [contentPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    // One PostgreSQL cluster for every file (a database each), started once.
    globalSetup: ["./tests/support/vitest-postgres.ts"],
    // Both cores: Vitest's default in a run is one worker fewer than the CPUs, a single worker
    // here, while most files wait on a database or a spawned server (docs/decisions/0032-test-time.md).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
