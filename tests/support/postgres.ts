/**
 * Test helper: a throwaway PostgreSQL cluster (Debian's postgresql package) in a temp dir,
 * listening on 127.0.0.1 at a free port, so the storage tests run against a real server as
 * well as PGlite. initdb refuses to run as root, so as root the cluster belongs to `postgres`.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { setEnv } from "./env";
import { freePort } from "./free-port";
import { fromPgliteTemplate } from "./pglite-template";

export interface TestPostgres {
  url: string;
  stop: () => Promise<void>;
  /** Sends a signal to the server and every backend (SIGSTOP hangs it without closing a socket). */
  signal: (signal: "SIGSTOP" | "SIGCONT") => void;
}

/** A process and all its descendants, from /proc (Linux). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const all: number[] = [];
  const visit = (pid: number) => {
    all.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return all;
}

function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, "bin")).find((dir) => existsSync(path.join(dir, "initdb")));
  if (!found)
    throw new Error(
      "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): run `npm test` once, or apt-get install postgresql",
    );
  return found;
}

/**
 * A PostgreSQL for a test or the benchmark. Under Vitest and Playwright one cluster serves the
 * whole run (shared-postgres.ts, their global set-ups, sets TEST_POSTGRES_URL and a migrated
 * template): each call gets a fresh database in it, a copy of the template unless `migrated` is
 * false, dropped by `stop`, instead of an initdb and the migrations (seconds of CPU each).
 * `ownCluster`: a cluster of its own, for a test that stops or signals the server.
 * `durable`: fsync as in production (the benchmark); tests run faster without.
 */
export async function startTestPostgres({
  durable = false,
  ownCluster = false,
  migrated = true,
  prefix = "test",
} = {}): Promise<TestPostgres> {
  const shared = process.env.TEST_POSTGRES_URL;
  if (shared && !ownCluster && !durable) {
    const template = migrated ? process.env.TEST_POSTGRES_TEMPLATE : undefined;
    const database = await createDatabase(shared, prefix, template);
    return {
      url: database.url,
      stop: database.drop,
      signal: () => {
        throw new Error("a shared test cluster cannot be signalled: startTestPostgres({ ownCluster: true })");
      },
    };
  }
  return startCluster(durable);
}

async function startCluster(durable: boolean): Promise<TestPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "fridge-pg-"));
  const dataDir = path.join(dir, "data");
  const isRoot = process.getuid?.() === 0;
  // As root, run the server binaries as the postgres user, who must own the directory.
  const run = (command: string, args: string[]) => {
    const [file, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    return execFileSync(file, argv, { stdio: "pipe", timeout: 60_000 });
  };
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }

  const port = await freePort();
  const logFile = path.join(dir, "server.log");
  try {
    run(path.join(bin, "initdb"), [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "-A",
      "trust",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    run(path.join(bin, "pg_ctl"), [
      "-D",
      dataDir,
      "-l",
      logFile,
      "-w",
      "-t",
      "60",
      // fsync off: a test cluster need not survive a power cut, and it makes start-up fast.
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${durable ? "" : " -c fsync=off -c full_page_writes=off"}`,
      "start",
    ]);
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, "utf8") : "";
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    throw new Error(`Could not start a test PostgreSQL cluster: ${(error as Error).message}\n${stderr}\n${log}`);
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    signal: (signal) => {
      const postmaster = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
      for (const pid of processTree(postmaster)) process.kill(pid, signal);
    },
    stop: async () => {
      try {
        run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The two storage drivers for `describe.each`: each `setUp` points the process at a fresh
 * database (a PGlite temp dir, or a throwaway PostgreSQL cluster) and returns its tear-down.
 */
export function testDatabases(
  prefix: string,
  /** `migrated: false` for the tests that migrate from an older release themselves. */
  { migrated = true }: { migrated?: boolean } = {},
) {
  return [
    {
      name: "PGlite",
      setUp: async () => {
        const dir = fromPgliteTemplate(mkdtempSync(path.join(tmpdir(), `${prefix}-`)), { migrated });
        setEnv({ DATABASE_URL: undefined, DATA_DIR: dir });
        return async () => rmSync(dir, { recursive: true, force: true });
      },
    },
    {
      name: "PostgreSQL",
      setUp: async () => {
        // Under Vitest a fresh database in the run's one cluster (startTestPostgres): as clean as a
        // fresh cluster, without an initdb per file.
        const postgres = await startTestPostgres({ migrated, prefix });
        setEnv({ DATABASE_URL: postgres.url });
        return postgres.stop;
      },
    },
  ];
}

let databases = 0;

/** A new database in the cluster at `adminUrl` (empty, or a copy of `template`), and how to drop it again. */
export async function createDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix.replace(/[^a-z0-9]+/gi, "_").toLowerCase()}_${process.pid}_${++databases}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await again.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await again.end();
      }
    },
  };
}
