import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { createSession, SESSION_COOKIE } from "#app/auth/sessions.server";
import { hashPassword } from "#app/auth/passwords.server";
import { withDb } from "#app/db/client.server";
import { bookings, contactMessages, users } from "#app/db/schema";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { CSV_BATCH_ROWS, exportCsv } from "./csv-export.server";
import { seedRequests } from "#tests/fixtures/seed-requests";

// More than two batches of each kind, so the file is written in several parts.
const SEEDED = CSV_BATCH_ROWS * 5 + 7;
const [pglite] = testDatabases("fridge-csv-export-test");

describe("the CSV exports, written a batch at a time", () => {
  let cookie: string;
  useTestDatabase(pglite!.setUp);
  beforeAll(async () => {
    await seedRequests(SEEDED);
    const [user] = await withDb(async (db) =>
      db
        .insert(users)
        .values({
          email: "staff@example.com",
          role: "staff",
          passwordHash: await hashPassword("csv export passphrase"),
        })
        .returning(),
    );
    cookie = `${SESSION_COOKIE}=${await createSession(user!.id)}`;
  });

  const download = async (path: string) => {
    const kind = path.includes("bookings") ? "bookings" : path.includes("messages") ? "messages" : "filtered";
    const response = await exportCsv(new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }), kind);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // Decoded as bytes, keeping byte-order marks (Response.text() would drop the first).
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.indexOf("\uFEFF", 1)).toBe(-1); // one byte-order mark: one header
    return parse(text.slice(1), { columns: true }) as Array<Record<string, string>>;
  };

  it("has every booking and every message once, newest first, under one header", async () => {
    for (const [path, table] of [
      ["/admin/bookings.csv", bookings],
      ["/admin/messages.csv", contactMessages],
    ] as const) {
      const records = await download(path);
      const stored = await withDb((db) => db.select({ id: table.id, createdAt: table.createdAt }).from(table));
      expect(records).toHaveLength(stored.length);
      expect(new Set(records.map((r) => r.ID)).size).toBe(stored.length);
      const times = records.map((r) => Date.parse(r["Received (UTC)"]!));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(records.some((r) => r.ID === "ID")).toBe(false); // no header repeated inside
    }
  });

  it("has every request of the filtered list in the list's order", async () => {
    const all = await download("/admin/requests.csv");
    expect(all).toHaveLength(SEEDED);
    expect(new Set(all.map((r) => `${r.Kind}-${r.ID}`)).size).toBe(SEEDED);
    const messages = await download("/admin/requests.csv?kind=message");
    expect(messages.length).toBeGreaterThan(CSV_BATCH_ROWS);
    expect(messages.every((r) => r.Kind === "message")).toBe(true);
    const empty = await download("/admin/requests.csv?q=nothing-matches-this");
    expect(empty).toEqual([]);
  });
});
