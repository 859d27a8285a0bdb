import { rmSync } from "node:fs";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, connect, withDb } from "#app/db/client.server";
import { bookings, contactMessages, customers } from "#app/db/schema";
import { testDatabases } from "#tests/support/postgres";
import { searchCustomers } from "./customers.server";
import { migrationsUpTo } from "#tests/support/migrations";

/**
 * Migration 0012's hand-written backfill: requests stored before customers existed are grouped by
 * phone (as E.164), else lower-cased e-mail, oldest first, as new requests are matched.
 */
const LAST_BEFORE = "0011_texts";

describe.each(testDatabases("fridge-customers-backfill", { migrated: false }).filter((d) => d.name === "PGlite"))(
  "migration 0012's backfill on $name",
  ({ setUp }) => {
    let tearDown: (() => Promise<void>) | undefined;
    let oldMigrations = "";
    beforeAll(async () => {
      await closeDb();
      tearDown = await setUp();
      oldMigrations = migrationsUpTo(LAST_BEFORE);
      const old = await connect({ migrationsFolder: oldMigrations });
      try {
        const book = (name: string, phone: string, email: string, at: string) =>
          old.db.execute(sql`
            insert into bookings (name, email, phone, address, city, zip_code, brand, model, issue, issue_description,
                                  preferred_date, preferred_time, created_at)
            values (${name}, ${email}, ${phone}, '1 Main St', 'Tampa', '33602', 'LG', 'LRMVS3006S', 'Not Cooling', 'Warm',
                    '2026-11-24', 'Morning (8am-12pm)', ${at})`);
        await book("Ana One", "(813) 555-0100", "ana@example.com", "2026-01-01T10:00:00Z");
        await book("Ana Two", "813.555.0100", "ana.new@example.com", "2026-02-01T10:00:00Z");
        await book("Bo", "(727) 555-0111", "BO@example.com", "2026-03-01T10:00:00Z");
        await old.db.execute(sql`
          insert into contact_messages (name, email, phone, service, message, created_at)
          values ('Bo again', 'bo@example.com', '', 'General Inquiry', 'Hi', '2026-04-01T10:00:00Z'),
                 ('Cy', 'cy@example.com', 'n/a', 'General Inquiry', 'Hi', '2026-05-01T10:00:00Z')`);
      } finally {
        await old.close();
      }
    });
    afterAll(async () => {
      await closeDb();
      await tearDown?.();
      rmSync(oldMigrations, { recursive: true, force: true });
    });

    it("gives every old request its customer, one per phone or e-mail", async () => {
      const [b, m, c] = await withDb((db) =>
        Promise.all([
          db.select().from(bookings).orderBy(asc(bookings.id)),
          db.select().from(contactMessages).orderBy(asc(contactMessages.id)),
          db.select().from(customers).orderBy(asc(customers.id)),
        ]),
      );
      expect(c).toHaveLength(3);
      expect(b[0]!.customerId).toBe(b[1]!.customerId);
      expect(b[2]!.customerId).not.toBe(b[0]!.customerId);
      expect(m[0]!.customerId).toBe(b[2]!.customerId);
      expect(m[1]!.customerId).not.toBeNull();
      const ana = c.find((x) => x.id === b[0]!.customerId)!;
      expect(ana).toMatchObject({ phone: "+18135550100", email: "ana@example.com", name: "Ana Two" });
      expect(c.find((x) => x.id === b[2]!.customerId)!.email).toBe("bo@example.com");
      expect((await searchCustomers("lrmvs3006s")).rows.map((r) => r.id)).toContain(ana.id);
      expect((await searchCustomers("8135550100")).rows.map((r) => r.id)).toEqual([ana.id]);
    });
  },
);
