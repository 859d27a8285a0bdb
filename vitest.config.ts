import { defineConfig } from "vitest/config";
import { contentPlugin } from "#app/content/content-plugin.ts";
import { TEST_PROCESS_FLAGS } from "#tests/support/test-process-flags.ts";

/** The one test file that replaces a module (vi.mock of app/content/business.ts): it gets modules of its own. */
const OWN_MODULES = ["app/content/business-independence.test.tsx"];

// Unit tests sit beside the code they test. Browser tests (tests/e2e) run under Playwright.
export default defineConfig({
  // The content files (app/content/*/*.md) load as in the app.
  plugins: [contentPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    // One PostgreSQL cluster for every file (a database each), started once.
    globalSetup: ["./tests/support/vitest-postgres.ts"],
    // Both cores: Vitest's default in a run is one worker fewer than the CPUs, a single worker
    // here, while most files wait on a database or a spawned server (docs/decisions/0032-test-time.md).
    maxWorkers: 2,
    execArgv: TEST_PROCESS_FLAGS,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/node_modules/**", ...OWN_MODULES],
          // Files share their worker's modules (each file still gets its own database): evaluating
          // the app's modules again for every file was 133 s of a 266 s run. So a test file must
          // leave no state behind it: env through tests/support/env.ts (which re-reads the config),
          // and no vi.mock of a module (a mock cannot replace a module another file already loaded).
          isolate: false,
        },
      },
      {
        extends: true,
        // A file that mocks a module gets a module graph of its own.
        test: { name: "own-modules", include: OWN_MODULES, isolate: true },
      },
    ],
  },
});
