import { spawnSync } from "node:child_process";
import { existsSync, fsyncSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { getConfig } from "#app/lib/config.server";
import * as schema from "./schema";

/**
 * One schema, one set of migrations, two drivers: PostgreSQL when DATABASE_URL is a postgres://
 * URL, otherwise PGlite (Postgres compiled to WebAssembly) with its files under DATA_DIR.
 * Both speak the same SQL, so the rest of the app sees one Drizzle database type.
 */
export type Database = PostgresJsDatabase<typeof schema>;
/** A transaction of that database (what `db.transaction(async (tx) => ...)` hands over). */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface Connection {
  db: Database;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
  /** Drops the connection at once (a hung server): in-flight queries fail, nothing waits. */
  abort: () => void;
}

/** drizzle/ at the project root: found upward from this module (app/db/ or build/server/assets/). */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve("drizzle");
    dir = parent;
  }
}
const migrationsFolder = findMigrationsFolder();

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** How long any database call may take before the request gives up (a form then answers 503). */
export function dbTimeoutMs(): number {
  return getConfig().dbTimeoutMs;
}

/**
 * PGlite's start parameters. Its defaults run with `-F` (fsync off) and 128 MB of shared
 * buffers; a small site needs neither. With fsync on and `wal_sync_method=fsync`, PostgreSQL
 * itself decides what to sync and when (the WAL at every commit, data files at checkpoints);
 * `makeFsyncReal` below makes those calls reach the disk. See docs/decisions/0009-pglite-durability.md.
 */
export const PGLITE_START_PARAMS = [
  "--single",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "max_parallel_maintenance_workers=0",
  "-c",
  "io_method=sync",
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=fsync",
  "-c",
  "synchronous_commit=on",
  "-c",
  "shared_buffers=16MB",
  "-c",
  "wal_buffers=1MB",
  "-c",
  "work_mem=2MB",
  "-c",
  "maintenance_work_mem=16MB",
  "-c",
  "temp_buffers=1MB",
];

/**
 * PGlite's file system is Emscripten's NODEFS, whose fsync() is a no-op: PostgreSQL "syncs" and
 * nothing reaches the disk. Give its file streams a real fsync on the Node file descriptor.
 */
function makeFsyncReal(client: PGlite): void {
  const nodefs = (client.Module as { NODEFS?: { stream_ops: Record<string, unknown> } }).NODEFS;
  if (!nodefs) throw new Error("PGlite's NODEFS is not reachable: cannot make commits durable");
  nodefs.stream_ops.fsync = (stream: { nfd?: number }) => {
    if (stream.nfd !== undefined) fsyncSync(stream.nfd);
    return 0;
  };
}

/**
 * The types Drizzle's PGlite driver reads as PGlite gives them (it maps them itself): timestamp,
 * timestamptz, interval, date and their arrays (1231 numeric[]), as drizzle-orm/pglite/session.js
 * passes them with every query.
 */
const DRIZZLE_RAW_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const keepRaw = (value: unknown) => value;
const PROBE = "2026-11-27 10:00:00";

type QueryFn = (query: string, params?: unknown[], options?: { parsers?: Record<number, unknown> }) => Promise<unknown>;

/**
 * Drizzle hands PGlite its parsers with every query, and PGlite then copies its whole table of
 * parsers (one for each of ~350 types) to add them: ~150 KB of garbage a query, a scavenge every
 * few queries in the server's 1 MB young generation (issue 32: a fifth of a request page's CPU
 * went to the garbage collector). The same parsers are set once on the instance instead, and a
 * query that brings exactly those leaves them out: the rows come back the same.
 */
export function parsersOnce(client: PGlite): void {
  for (const type of DRIZZLE_RAW_TYPES) client.parsers[type] = keepRaw;
  // Exactly those types, each read as is (Drizzle's `(value) => value`): otherwise passed on.
  const sameAsSet = (parsers: Record<number, unknown>) =>
    Object.keys(parsers).length === DRIZZLE_RAW_TYPES.length &&
    DRIZZLE_RAW_TYPES.every((type) => {
      const parse = parsers[type];
      return typeof parse === "function" && parse(PROBE) === PROBE;
    });
  const lean =
    (query: QueryFn): QueryFn =>
    (text, params, options) => {
      if (!options?.parsers || !sameAsSet(options.parsers)) return query(text, params, options);
      const { parsers: _, ...rest } = options;
      return query(text, params, rest);
    };
  const target = client as unknown as {
    query: QueryFn;
    transaction: (fn: (tx: { query: QueryFn }) => unknown) => Promise<unknown>;
  };
  target.query = lean(client.query.bind(client) as QueryFn);
  const transaction = client.transaction.bind(client) as typeof target.transaction;
  target.transaction = (fn) =>
    transaction((tx) => {
      tx.query = lean(tx.query);
      return fn(tx);
    });
}

/**
 * Creating a PGlite data directory runs initdb inside WebAssembly, which takes ~800 MB that the
 * process never gives back. Do it once in a short-lived child process; the server then opens the
 * finished directory (~160 MB).
 */
export function createDataDirInChildProcess(dataDir: string): void {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script =
    `const { PGlite } = require(${JSON.stringify(pglite)});` +
    `PGlite.create(${JSON.stringify(dataDir)}, { startParams: ${JSON.stringify(PGLITE_START_PARAMS)} })` +
    `.then((db) => db.close()).catch((e) => { console.error(e); process.exit(1); });`;
  const result = spawnSync(process.execPath, ["-e", script], { stdio: "pipe", timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(
      `Could not create the database in ${dataDir}: ${result.stderr?.toString() || result.error?.message}`,
    );
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is PostgreSQL inside this process, without a postmaster to keep a second one out: two
 * processes opening one data directory (two servers, or `npm run owner` beside a running server)
 * would both write its files and corrupt them. A lock file holding our pid refuses the second
 * with a clear message; a lock left by a process that died is taken over. Returns the release.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (;;) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(lockPath, "utf8"));
      if (holder && holder !== process.pid && processAlive(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder} (a running server?). Stop that ` +
            `process first; to run several processes on one database, use PostgreSQL (DATABASE_URL).`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
}

async function openPglite(dataDir: string): Promise<{ client: PGlite; release: () => void }> {
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) createDataDirInChildProcess(dataDir);
    const client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
    // Always: no setting turns durability off.
    makeFsyncReal(client);
    parsersOnce(client);
    return { client, release };
  } catch (error) {
    release();
    throw error;
  }
}

export async function connect(
  /** `migrationsFolder`: for tests that build a database as an older release left it. */
  options: { databaseUrl?: string; dataDir?: string; migrationsFolder?: string } = {},
): Promise<Connection> {
  const databaseUrl = options.databaseUrl ?? getConfig().databaseUrl;
  const migrations = { migrationsFolder: options.migrationsFolder ?? migrationsFolder };
  if (isPostgresUrl(databaseUrl)) {
    const timeout = dbTimeoutMs();
    const client = postgres(databaseUrl, {
      max: 10,
      // An unreachable or hung server fails the connection within seconds, not minutes.
      connect_timeout: Math.max(1, Math.ceil(timeout / 1000)),
      // Server-side guards for a server that answers but is stuck (locks, a forgotten transaction).
      connection: {
        statement_timeout: timeout,
        lock_timeout: Math.max(1000, timeout - 1000),
        idle_in_transaction_session_timeout: timeout * 3,
      },
      onnotice: () => {},
    });
    const close = () => client.end({ timeout: 5 });
    try {
      const db = drizzlePostgres(client, { schema });
      await migratePostgres(db, migrations);
      return { db, driver: "postgres", close, abort: () => void client.end({ timeout: 0 }).catch(() => {}) };
    } catch (error) {
      await client.end({ timeout: 0 }).catch(() => {}); // don't leak a pool per failed attempt
      throw error;
    }
  }
  const dataDir = path.resolve(options.dataDir ?? getConfig().dataDir, "pglite");
  const { client, release } = await openPglite(dataDir);
  const close = () => client.close().finally(release);
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, migrations);
    // Same query builder API; only the driver's result type differs.
    return {
      db: db as unknown as Database,
      driver: "pglite",
      close,
      // An embedded database cannot hang on a network; it is never dropped mid-query.
      abort: () => {},
    };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

let connection: Promise<Connection> | undefined;

function currentConnection(): Promise<Connection> {
  connection ??= connect().catch((error) => {
    connection = undefined;
    throw error;
  });
  return connection;
}

/**
 * The process-wide database, connected and migrated on first use. A failed connection is not
 * cached, so the next request tries again (the database may come back).
 */
export function getDb(): Promise<Database> {
  return currentConnection().then((c) => c.db);
}

export class DatabaseTimeoutError extends Error {
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
    this.name = "DatabaseTimeoutError";
  }
}

/** Until when PostgreSQL is taken as not answering: one deadline's length after it missed one. */
let failFastUntil = 0;
/** When PostgreSQL last answered anything (a result or an error of its own). */
let lastAnswerAt = 0;

/**
 * Runs database work with a deadline, so a hung database (a stopped server, a network that
 * drops packets) fails the request in bounded time instead of holding the visitor. On a timeout
 * the PostgreSQL pool is dropped: its half-done transactions roll back on the server, work in the
 * next deadline's length fails at once, and the next after that connects afresh, so the site
 * recovers on its own when the database does.
 */
export async function withDb<T>(work: (db: Database) => Promise<T>, timeoutMs = dbTimeoutMs()): Promise<T> {
  // The embedded database has no server that can hang, but opening it (creating it, the first
  // time, in a child process) can outlast a request's deadline on a busy machine: time its work only.
  const embedded = getConfig().databaseUrl === undefined;
  // Just after PostgreSQL missed a deadline, work fails at once rather than each call waiting out
  // its own: a form's action and the loaders of its answer read it several times, and the
  // visitor would wait for every one of them before "call us".
  if (!embedded && Date.now() < failFastUntil) throw new DatabaseTimeoutError(timeoutMs);
  const current = currentConnection();
  if (embedded) await current;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(timeoutMs)), timeoutMs);
  });
  const startedAt = Date.now();
  try {
    const result = await Promise.race([current.then((c) => work(c.db)), deadline]);
    lastAnswerAt = Date.now();
    return result;
  } catch (error) {
    const timedOut = error instanceof DatabaseTimeoutError;
    if (!timedOut) lastAnswerAt = Date.now();
    // A deadline missed while PostgreSQL answered other work meanwhile is this work's own wait (a
    // row lock another request holds, many requests racing for one window): the database is
    // alive, so the others' connections are kept and the next calls run. Only a database that
    // answered nothing since this work began is taken as hung.
    // PGlite is never dropped: its late work only queued behind other work, and a second open of
    // its directory in this process would be a second writer of the same files.
    const unanswered = timedOut && !embedded && lastAnswerAt < startedAt;
    if (unanswered) failFastUntil = Date.now() + timeoutMs;
    if (unanswered && connection === current) {
      connection = undefined;
      void current.then(
        (c) => c.abort(),
        () => {},
      );
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export async function closeDb(): Promise<void> {
  const current = connection;
  connection = undefined;
  if (current) await (await current.catch(() => undefined))?.close();
}
