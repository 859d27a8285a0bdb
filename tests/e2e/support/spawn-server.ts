/**
 * A production server of our own for fault and limit tests: `node server.js` on the build that
 * the main Playwright webServer (`npm start`) produced, on a free port, with its own DATA_DIR
 * and environment, so killing it or starving it of a database never disturbs other tests.
 */
import { test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../../scripts/server-node-flags.js";
import { fromPgliteTemplate } from "../../support/pglite-template";
import { freePort } from "../../support/free-port";
import { TEST_PROCESS_FLAGS } from "../../support/test-process-flags";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** A fresh DATA_DIR holding a copy of the run's migrated PGlite template (global-setup.ts). */
export function tempDataDir(label = "server"): string {
  return fromPgliteTemplate(mkdtempSync(path.join(tmpdir(), `fridge-${label}-`)));
}

export interface SpawnedServer {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string;
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  /**
   * Sends a signal (SIGKILL unless told) and waits for the process to exit; resolves with its exit
   * code (null if killed). A test server's data is thrown away or opened again, and what it
   * acknowledged is already on disk (faults.spec.ts kills one mid-work and loses nothing), so the
   * graceful close's 2 s are not waited for; the tests of that close pass SIGTERM.
   */
  kill: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export interface SpawnOptions {
  env?: Record<string, string>;
  /** Reuse a data directory (e.g. to restart on the same database). A fresh one otherwise. */
  dataDir?: string;
  /** A fixed port (a spec whose fakes must know the URL first); a free one otherwise. */
  port?: number;
}

const running = new Set<ChildProcess>();
// A test that fails half-way must not leave servers behind.
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** `node server.js` on the build, on `port`, with its own data directory and settings. */
function startServerProcess(port: number, dataDir: string, env: Record<string, string>): ChildProcess {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    throw new Error("build/ is missing: the Playwright webServer (npm start) builds it; run `npx react-router build`");
  }
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, ...TEST_PROCESS_FLAGS, "server.js"], {
    cwd: ROOT,
    env: {
      ...SERVER_ENV,
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // Set every setting explicitly so a developer's .env cannot leak in (it never overrides).
      DATABASE_URL: "",
      SMTP_URL: "",
      ADMIN_PASSWORD: "",
      ADMIN_EMAIL: "",
      RATE_LIMIT_PER_MINUTE: "1000",
      BOOKING_WINDOW_CAPACITY: "100", // the most a window takes
      MAIL_POLL_MS: "200",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/**
 * A server that is expected to stop on its own (e.g. refused settings): resolves with its exit
 * code and what it printed, or fails when it is still running after `timeoutMs`.
 */
export async function runServerToExit({ env = {}, dataDir = tempDataDir() }: SpawnOptions = {}, timeoutMs = 30_000) {
  const child = startServerProcess(await freePort(), dataDir, env);
  running.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        reject(new Error(`The server was still running after ${timeoutMs} ms. Output:\n${stdout}${stderr}`));
      }, timeoutMs);
      // "close", not "exit": everything it printed has been read by then.
      child.once("close", (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    return { code, stdout, stderr };
  } finally {
    running.delete(child);
    removeDir(dataDir);
  }
}

export async function spawnServer({
  env = {},
  dataDir = tempDataDir(),
  port: fixedPort,
}: SpawnOptions = {}): Promise<SpawnedServer> {
  const port = fixedPort ?? (await freePort());
  const child = startServerProcess(port, dataDir, env);
  running.add(child);
  let output = "";
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  let expectedExit = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code, signal) => {
      running.delete(child);
      // A server that dies on its own is the likeliest cause of a confusing failure: show why.
      if (!expectedExit)
        console.error(`[spawned server :${port}] exited unexpectedly (${code ?? signal}). Output:\n${output}`);
      resolve(code);
    }),
  );

  const url = `http://127.0.0.1:${port}`;
  const waitForOutput = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`Server output never matched ${pattern} within ${timeoutMs} ms. Output:\n${output}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });

  // Ready once it answers a page and has tried its database (success or not).
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Server did not start within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  await waitForOutput(/\[db\] (ready|not reachable)/, 60_000);

  return {
    url,
    port,
    pid: child.pid!,
    dataDir,
    output: () => output,
    waitForOutput,
    kill: async (signal = "SIGKILL") => {
      expectedExit = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A server of its own for the enclosing `test.describe`: started before its first test, stopped
 * and its data directory removed after the last. Read its fields inside tests (not at load).
 */
export function useOwnServer(options: SpawnOptions = {}): SpawnedServer {
  let server: SpawnedServer | undefined;
  test.beforeAll(async () => {
    server = await spawnServer(options);
  });
  test.afterAll(async () => {
    await server?.kill();
    if (server) removeDir(server.dataDir);
  });
  const started = () => {
    if (!server) throw new Error("The server is not running: use it inside a test of its describe block");
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get port() {
      return started().port;
    },
    get pid() {
      return started().pid;
    },
    get dataDir() {
      return started().dataDir;
    },
    output: () => started().output(),
    waitForOutput: (pattern, timeoutMs) => started().waitForOutput(pattern, timeoutMs),
    kill: (signal) => started().kill(signal),
  };
}
