import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema";

/**
 * One schema, one set of migrations, two drivers: PostgreSQL when DATABASE_URL is a postgres://
 * URL, otherwise PGlite (Postgres compiled to WebAssembly) with its files under DATA_DIR.
 * Both speak the same SQL, so the rest of the app sees one Drizzle database type.
 */
export type Database = PostgresJsDatabase<typeof schema>;

interface Connection {
  db: Database;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
}

/** drizzle/ at the project root: found upward from this module (app/db/ or build/server/assets/). */
function findMigrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return path.resolve(process.env.MIGRATIONS_DIR);
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

export async function connect(options: { databaseUrl?: string; dataDir?: string } = {}): Promise<Connection> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (isPostgresUrl(databaseUrl)) {
    // connect_timeout: an unreachable host fails the request within seconds, not minutes.
    const client = postgres(databaseUrl, { max: 10, connect_timeout: 10, onnotice: () => {} });
    const close = () => client.end({ timeout: 5 });
    try {
      const db = drizzlePostgres(client, { schema });
      await migratePostgres(db, { migrationsFolder });
      return { db, driver: "postgres", close };
    } catch (error) {
      await close().catch(() => {}); // don't leak a pool per failed attempt
      throw error;
    }
  }
  const dataDir = path.resolve(options.dataDir ?? process.env.DATA_DIR ?? "./data", "pglite");
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    // Same query builder API; only the driver's result type differs.
    return { db: db as unknown as Database, driver: "pglite", close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

let connection: Promise<Connection> | undefined;

/**
 * The process-wide database, connected and migrated on first use. A failed connection is not
 * cached, so the next request tries again (the database may come back).
 */
export function getDb(): Promise<Database> {
  connection ??= connect().catch((error) => {
    connection = undefined;
    throw error;
  });
  return connection.then((c) => c.db);
}

export async function closeDb(): Promise<void> {
  const current = connection;
  connection = undefined;
  if (current) await (await current.catch(() => undefined))?.close();
}
