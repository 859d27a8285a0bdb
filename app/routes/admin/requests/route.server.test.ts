import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { newestStatusesQuery } from "#app/estimates/estimate-status.server";
import { seedRequests } from "#tests/fixtures/seed-requests";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { loadRequestList } from "./route.server";

const TEXT = ["Estimate not sent yet", "Estimate sent", "Estimate approved", "Estimate declined"] as const;
const STATUS = ["draft", "sent", "approved", "declined"] as const;

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

describe.each(testDatabases("fridge-request-list-estimates"))(
  "the request list shows each booking's estimate on $name",
  ({ setUp }) => {
    useTestDatabase(setUp, { DB_TIMEOUT_MS: "120000" });

    it("at 10,000 requests: the newest version's status on every booking of the page, read by the index", async () => {
      await seedRequests(10_000, { until: new Date("2026-11-20T12:00:00Z") });
      // Every booking an estimate: version 1 superseded, version 2 by the booking's id (draft, sent,
      // approved, declined in turn), so the newest decides and an older one never shows.
      await withDb(async (db) => {
        for (const version of [1, 2])
          await db.execute(sql`
            insert into estimates (booking_id, version, status, tax_county, tax_rate_basis_points, diagnostic_fee_cents)
            select id, ${version},
              case when ${version} = 1 then 'superseded'
                else (array['draft', 'sent', 'approved', 'declined'])[id % 4 + 1] end,
              'Hillsborough', 750, 8900
            from bookings`);
        await db.execute(sql`analyze estimates`);
      }, 120_000);

      const started = performance.now();
      const list = await loadRequestList(new URL("http://localhost/admin"), { id: 1, role: "owner" });
      const took = performance.now() - started;
      expect(list.total).toBe(10_000);
      expect(list.rows.length).toBeGreaterThan(0);
      const bookingRows = list.rows.filter((r) => r.kind === "booking");
      expect(bookingRows.length).toBeGreaterThan(0);
      for (const row of list.rows)
        expect(row.estimateStatus, `${row.kind} ${row.id}`).toEqual(
          row.kind === "booking" ? { status: STATUS[row.id % 4], text: TEXT[row.id % 4] } : null,
        );
      // A guard against a read per row or a scan per row, not a benchmark (the machine is shared).
      expect(took).toBeLessThan(5_000);

      // The page's one read of the statuses walks the unique index (booking_id, version), not the table.
      const plan = await withDb((db) =>
        db.execute(
          sql`explain ${newestStatusesQuery(
            db,
            bookingRows.map((r) => r.id),
          )}`,
        ),
      );
      const text = rowsOf<Record<string, string>>(plan)
        .map((r) => Object.values(r).join(" "))
        .join("\n");
      expect(text, text).toContain("estimates_booking_version_idx");
    }, 300_000);
  },
);
