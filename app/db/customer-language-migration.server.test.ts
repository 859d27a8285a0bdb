import { rmSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, customers } from "#app/db/schema";
import { closeDb, connect, withDb } from "./client.server";
import { testDatabases } from "#tests/support/postgres";
import { setEnv } from "#tests/support/env";
import { migrationsUpTo } from "#tests/support/migrations";

/**
 * Migration customer_language (issue 34): bookings and customers stored before it read as
 * English ("en"), new rows may be Spanish, and nothing else is accepted (the check constraints).
 */

const LAST_BEFORE = "0021_report_indexes";

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: Array<Record<string, unknown>> }).rows) as Array<
    Record<string, unknown>
  >;

describe.each(testDatabases("fridge-lang-migration", { migrated: false }))(
  "migration customer_language on $name",
  ({ setUp }) => {
    const ids: Record<string, number> = {};
    let tearDown: (() => Promise<void>) | undefined;
    let oldMigrations = "";

    beforeAll(async () => {
      await closeDb();
      tearDown = await setUp();
      oldMigrations = migrationsUpTo(LAST_BEFORE);
      const old = await connect({ migrationsFolder: oldMigrations });
      try {
        ids.customer = rowsOf(
          await old.db.execute(sql`insert into customers (name, phone) values ('Old', '+18135550100') returning id`),
        )[0]!.id as number;
        ids.booking = rowsOf(
          await old.db.execute(sql`
          insert into bookings (name, email, phone, address, city, zip_code, brand, issue, issue_description,
                                preferred_date, preferred_time, customer_id)
          values ('Old', 'old@example.com', '(813) 555-0100', '1 Main St', 'Tampa', '33602', 'LG',
                  'Not Cooling', 'Warm', '2026-11-24', 'Morning (8am-12pm)', ${ids.customer})
          returning id`),
        )[0]!.id as number;
      } finally {
        await old.close();
      }
    });
    afterAll(async () => {
      await closeDb();
      await tearDown?.();
      rmSync(oldMigrations, { recursive: true, force: true });
      setEnv({ DATABASE_URL: undefined, DATA_DIR: undefined });
    });

    it("reads the rows stored before it as English", async () => {
      // The app's own start-up runs the migration.
      const [booking] = await withDb((db) => db.select().from(bookings).where(eq(bookings.id, ids.booking!)));
      const [customer] = await withDb((db) => db.select().from(customers).where(eq(customers.id, ids.customer!)));
      expect(booking?.lang).toBe("en");
      expect(customer?.lang).toBe("en");
    });

    it("stores Spanish, and refuses any other language", async () => {
      await withDb((db) => db.update(customers).set({ lang: "es" }).where(eq(customers.id, ids.customer!)));
      await withDb((db) => db.update(bookings).set({ lang: "es" }).where(eq(bookings.id, ids.booking!)));
      const [customer] = await withDb((db) => db.select().from(customers).where(eq(customers.id, ids.customer!)));
      expect(customer?.lang).toBe("es");
      await expect(
        withDb((db) => db.execute(sql`update bookings set lang = 'fr' where id = ${ids.booking!}`)),
      ).rejects.toThrow();
      await expect(
        withDb((db) => db.execute(sql`update customers set lang = 'fr' where id = ${ids.customer!}`)),
      ).rejects.toThrow();
    });
  },
);
