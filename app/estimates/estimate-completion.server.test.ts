import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings, jobs, users, type Booking } from "#app/db/schema";
import { emptyJobForm, estimateDifferenceText, readJobForm } from "#app/visits/job-form";
import { approvedEstimateTotal, completeVisit, loadJob, receiptOf } from "#app/visits/jobs.server";
import { setSiteSetting } from "#app/settings/settings-rows.server";
import { aBooking } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { estimateTitle } from "./estimate-content";
import { completionFormFrom, DECLINED_WORK } from "./estimate-completion";
import type { EstimateInput } from "./estimate-form";
import { decideEstimate, loadEstimate, markEstimateSent, writeEstimate, type EstimateActor } from "./estimates.server";

const [pglite] = testDatabases("fridge-estimate-completion");

const estimate = (): EstimateInput => ({
  options: [
    {
      name: "Replace the evaporator fan motor",
      creditDiagnostic: true,
      lines: [
        {
          kind: "part",
          description: "Evaporator fan motor",
          partNumber: "W10312695",
          quantity: 1,
          unitPriceCents: 12900,
        },
        { kind: "part", description: "Fan blade", partNumber: "WR60X10074", quantity: 2, unitPriceCents: 1250 },
        { kind: "labour", description: "Replacement", partNumber: "", quantity: 1, unitPriceCents: 16000 },
        { kind: "labour", description: "Trip", partNumber: "", quantity: 1, unitPriceCents: 2500 },
      ],
    },
    {
      name: "Clear the drain only",
      creditDiagnostic: true,
      lines: [{ kind: "labour", description: "Clear the drain", partNumber: "", quantity: 1, unitPriceCents: 9500 }],
    },
  ],
});

describe("the completion starts from the customer's decision on the estimate (issue 32, 6)", () => {
  useTestDatabase(pglite!.setUp, { DB_TIMEOUT_MS: "60000" });
  let owner: EstimateActor;
  beforeAll(async () => {
    const [row] = await withDb((db) =>
      db.insert(users).values({ email: "owner@example.com", name: "Olive Owner", role: "owner" }).returning(),
    );
    owner = { id: row!.id, name: row!.name, email: row!.email, role: row!.role };
    await withDb((db) => setSiteSetting(db, "diagnosticFeeCents", 8900));
  });

  async function decided(choice: number | "decline", fields: Partial<Booking> = {}) {
    const { id: _id, ...row } = aBooking({ status: "scheduled", visitStep: "arrived", ...fields });
    const [booking] = await withDb((db) => db.insert(bookings).values(row).returning());
    await writeEstimate(owner, booking!.id, estimate());
    await markEstimateSent(owner, booking!.id);
    const shown = (await loadEstimate(booking!.id))!;
    const result = await decideEstimate({
      bookingId: booking!.id,
      version: shown.current.version,
      shownSha256: shown.contentSha256,
      choice,
      signerName: "Ana Díaz",
      consent: true,
      clientAddress: "203.0.113.9",
      userAgent: "test",
      channel: "link",
    });
    expect(result.ok).toBe(true);
    const stored = (await loadEstimate(booking!.id))!;
    return {
      booking: booking!,
      estimate: stored,
      panel: {
        current: stored.current,
        decision: stored.decision && { declined: stored.decision.approval.declined, option: stored.decision.option },
      },
    };
  }

  it("an approved option fills the form; completed as filled, the job comes to the approved total, records the estimate and the receipt names it", async () => {
    const { booking, estimate: stored, panel } = await decided(1);
    const form = completionFormFrom(emptyJobForm("arrived", "Hillsborough", "89.00"), panel);
    expect(form).toMatchObject({
      workDone: "Replace the evaporator fan motor",
      parts: [
        { description: "Evaporator fan motor", partNumber: "W10312695", quantity: "1", unitPrice: "129.00" },
        { description: "Fan blade", partNumber: "WR60X10074", quantity: "2", unitPrice: "12.50" },
        { description: "", partNumber: "", quantity: "1", unitPrice: "" },
      ],
      labour: "185.00",
      diagnosticFee: "89.00",
      diagnosticCredited: true,
      taxCounty: stored.current.taxCounty,
    });
    const read = readJobForm({ ...form, paymentMethod: "unpaid" });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const completed = await completeVisit(owner, booking.id, read.input);
    expect(completed).toMatchObject({ ok: true });
    const [job] = await withDb((db) => db.select().from(jobs).where(eq(jobs.bookingId, booking.id)));
    expect(job!.estimateId).toBe(stored.current.id);
    expect(job!.totalCents).toBe(stored.current.options[0]!.totals.totalCents);
    const receipt = receiptOf((await loadJob(booking.id))!);
    // The receipt's words are the estimate's own title.
    expect(receipt.estimate).toBe(estimateTitle(stored.current));
    expect(receipt.estimate).toBe(`Estimate 1 for request ${booking.id}`);
  });

  it("the difference visible: the approved option's total beside the job's, from the server on the no-JavaScript confirmation step", async () => {
    const { booking, estimate: stored, panel } = await decided(1);
    // $129 + 2 x $12.50 + $185 labour + the $89 fee - its credit = $339.00; 7.5% Hillsborough $25.43.
    expect(stored.current.options[0]!.totals.totalCents).toBe(36443);
    expect(await approvedEstimateTotal(booking.id)).toBe(36443);
    // The request page reads it with the estimate (no query of its own, issue 32).
    expect(stored.approvedTotalCents).toBe(36443);
    // The trip charge dropped on site ($160 labour instead of $185), paid cash, no live total (no JavaScript).
    const form = completionFormFrom(emptyJobForm("arrived", "Hillsborough", "89.00"), panel);
    const read = readJobForm({ ...form, labour: "160.00", paymentMethod: "cash" });
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const answer = await completeVisit(owner, booking.id, { ...read.input, shown: null });
    if (!("confirm" in answer)) throw new Error(JSON.stringify(answer));
    expect(answer.confirm).toMatchObject({ approvedTotalCents: 36443, totals: { totalCents: 33755 } });
    expect(estimateDifferenceText(answer.confirm.approvedTotalCents!, answer.confirm.totals.totalCents)).toBe(
      "Approved estimate: $364.43 · This job: $337.55 (\u2212$26.88)",
    );
    // Nothing stored by the confirmation step.
    expect(await loadJob(booking.id)).toBeUndefined();
    // A version written after the approval: the approved one's total stays the comparison.
    await writeEstimate(owner, booking.id, estimate());
    const later = (await loadEstimate(booking.id))!;
    expect(later.current.version).toBe(2);
    expect(later.approvedTotalCents).toBe(36443);
    expect(await approvedEstimateTotal(booking.id)).toBe(36443);
  });

  it("a declined estimate starts the form with the diagnostic fee alone; the job records no estimate", async () => {
    const { booking, panel } = await decided("decline");
    const form = completionFormFrom(emptyJobForm("arrived", "Hillsborough", "89.00"), panel);
    expect(form).toMatchObject({
      workDone: DECLINED_WORK,
      labour: "",
      diagnosticFee: "89.00",
      diagnosticCredited: false,
    });
    expect(form.parts.every((p) => !p.description)).toBe(true);
    // Nothing approved: no comparison beside the total.
    expect(await approvedEstimateTotal(booking.id)).toBeNull();
    expect((await loadEstimate(booking.id))!.approvedTotalCents).toBeNull();
    const read = readJobForm({ ...form, paymentMethod: "unpaid" });
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    await completeVisit(owner, booking.id, read.input);
    const record = (await loadJob(booking.id))!;
    expect(record.job).toMatchObject({ estimateId: null, totalCents: 8900, taxCents: 0 });
    expect(receiptOf(record).estimate).toBeNull();
  });

  it("without a decision the form is the empty one", () => {
    const empty = emptyJobForm("arrived", "Pasco", "89.00");
    expect(completionFormFrom(empty, undefined)).toBe(empty);
    expect(completionFormFrom(empty, { current: undefined })).toBe(empty);
  });
});
