import { describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings, users } from "#app/db/schema";
import {
  decideEstimate,
  loadEstimate,
  markEstimateSent,
  writeEstimate,
  type EstimateActor,
} from "#app/estimates/estimates.server";
import { aBooking } from "#tests/fixtures/records";
import { oneOptionEstimate } from "#tests/fixtures/estimate-states";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { tableCsv } from "./report-csv.server";
import { monthReport } from "./reports.server";
import { reportTables } from "./tables";

/**
 * "Estimates approved of sent" (monthReport, estimateFigures): a visit's estimate counts once, in
 * the New York month it first reached the customer (sent, or decided on site without being sent),
 * and as approved when its newest decision is an approval. The estimates are brought to
 * their states through the domain's own steps at the instants given.
 */
describe.each(testDatabases("fridge-report-estimates"))("the report's estimates figure on $name", ({ setUp }) => {
  useTestDatabase(setUp, { DB_TIMEOUT_MS: "60000" });
  const NOW = new Date("2026-05-10T16:00:00Z");

  const figureOf = async (month: string) => {
    const report = await monthReport(month, NOW);
    const summary = reportTables(report).find((t) => t.slug === "summary")!;
    const row = summary.rows.find((r) => r[0] === "Estimates approved of sent")!;
    return { figure: report.estimates, text: row[1], csv: tableCsv(summary) };
  };

  it("counts the visits whose estimate first reached the customer in the month, and those approved", async () => {
    const [user] = await withDb((db) =>
      db.insert(users).values({ email: "owner@example.com", name: "Olga", role: "owner" }).returning(),
    );
    const owner: EstimateActor = { id: user!.id, name: user!.name, email: user!.email, role: user!.role };
    const visit = async () => {
      const { id: _id, ...row } = aBooking({ status: "scheduled" });
      const [b] = await withDb((db) => db.insert(bookings).values(row).returning({ id: bookings.id }));
      return b!.id;
    };
    const write = async (id: number, at: string) =>
      expect(await writeEstimate(owner, id, oneOptionEstimate(), new Date(at))).toMatchObject({ ok: true });
    const send = async (id: number, at: string) =>
      expect(await markEstimateSent(owner, id, new Date(at))).toMatchObject({ ok: true });
    const decide = async (id: number, choice: 1 | "decline", at: string, channel: "on-site" | "link" = "on-site") => {
      const shown = (await loadEstimate(id))!;
      const decided = await decideEstimate(
        {
          bookingId: id,
          version: shown.current.version,
          shownSha256: shown.contentSha256,
          choice,
          signerName: "Ana Díaz",
          consent: true,
          clientAddress: "203.0.113.9",
          userAgent: "test",
          channel,
          ...(channel === "on-site" ? { presenter: owner } : {}),
        },
        new Date(at),
      );
      expect(decided).toMatchObject({ ok: true, already: false });
    };
    /** Written and sent at `sent`; decided at `decided` when given. */
    const estimate = async (sent: string, decision?: [1 | "decline", string, ("on-site" | "link")?]) => {
      const id = await visit();
      await write(id, sent);
      await send(id, sent);
      if (decision) await decide(id, decision[0], decision[1], decision[2]);
      return id;
    };

    // March 2026 (New York; the clocks changed on the 8th).
    // Sent and approved on site; sent and approved by link two days later.
    await estimate("2026-03-03T15:00:00Z", [1, "2026-03-03T15:30:00Z"]);
    await estimate("2026-03-10T15:00:00Z", [1, "2026-03-12T15:00:00Z", "link"]);
    // Sent and declined; sent and not decided yet.
    await estimate("2026-03-15T15:00:00Z", ["decline", "2026-03-16T15:00:00Z"]);
    await estimate("2026-03-20T15:00:00Z");
    // A draft, never sent nor decided: not counted.
    await write(await visit(), "2026-03-05T15:00:00Z");
    // 11:30 PM on February 28 (EST) is February's, though March 1 in UTC; approved in March.
    await estimate("2026-03-01T04:30:00Z", [1, "2026-03-02T15:00:00Z"]);
    // 11:59 PM on March 31 (EDT) is March's, though April 1 in UTC; approved in April, still March's.
    await estimate("2026-04-01T03:59:00Z", [1, "2026-04-02T15:00:00Z", "link"]);
    // Midnight on April 1 (EDT) is April's.
    await estimate("2026-04-01T04:00:00Z");
    // Two versions, each sent, the second approved: one visit, counted once, approved.
    const revised = await estimate("2026-03-22T15:00:00Z");
    await write(revised, "2026-03-23T15:00:00Z");
    await send(revised, "2026-03-23T16:00:00Z");
    await decide(revised, 1, "2026-03-24T15:00:00Z");
    // Approved on site without ever being sent: it reached the customer on the technician's phone.
    const onSite = await visit();
    await write(onSite, "2026-03-25T15:00:00Z");
    await decide(onSite, 1, "2026-03-25T15:20:00Z");
    // Approved, then a new version written (a draft): the approved one, superseded, still counts.
    const approvedThenRevised = await estimate("2026-03-26T15:00:00Z", [1, "2026-03-26T15:30:00Z"]);
    await write(approvedThenRevised, "2026-03-27T15:00:00Z");

    // Approved, then a new version sent and declined: the newest decision stands, not approved.
    const approvedThenDeclined = await estimate("2026-03-28T15:00:00Z", [1, "2026-03-28T15:30:00Z"]);
    await write(approvedThenDeclined, "2026-03-29T15:00:00Z");
    await send(approvedThenDeclined, "2026-03-29T15:10:00Z");
    await decide(approvedThenDeclined, "decline", "2026-03-29T16:00:00Z", "link");

    // March: 9 visits (the two approved on site, by link, the declined, the undecided, 11:59 PM on
    // the 31st, the revised one, the one approved unsent, the approved then revised, the approved
    // then declined); 6 approved.
    const march = await figureOf("2026-03");
    expect(march.figure).toEqual({ sent: 9, approved: 6 });
    expect(march.text).toBe("6 of 9");
    expect(march.csv).toContain("Estimates approved of sent,6 of 9\r\n");

    expect((await figureOf("2026-02")).figure).toEqual({ sent: 1, approved: 1 });
    expect((await figureOf("2026-02")).text).toBe("1 of 1");
    const april = await figureOf("2026-04");
    expect(april.figure).toEqual({ sent: 1, approved: 0 });
    expect(april.text).toBe("0 of 1");

    // A month with none sent keeps the wording.
    const january = await figureOf("2026-01");
    expect(january.figure).toBeNull();
    expect(january.text).toBe("none sent");
    expect(january.csv).toContain("Estimates approved of sent,none sent\r\n");
  });
});
