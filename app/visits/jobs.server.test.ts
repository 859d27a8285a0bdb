import { asc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { withDb } from "#app/db/client.server";
import {
  activity,
  bookings,
  jobs,
  mailQueue,
  payments,
  users,
  windowCapacities,
  type NewBooking,
} from "#app/db/schema";
import { addDays, todayInBusinessZone } from "#app/lib/dates";
import { getSiteSettings, setSiteSetting } from "#app/settings/settings-rows.server";
import { aBookingInput } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { taxOf } from "./job-totals";
import { emptyJobForm, jobFormValues, readJobForm, type JobInput } from "./job-form";
import { completeVisit, jobOfBooking, receiptOf, recordPayment, type JobActor } from "./jobs.server";
import { monthDayYear } from "./receipt";
import { bookReturnVisit, relatedVisits } from "./return-visits.server";

const OWNER_LINE = { display: "(813) 555-0177", e164: "+18135550177" };

const pglite = testDatabases("fridge-jobs").filter((d) => d.name === "PGlite");

// Wednesday 2026-11-25, 10:00 in New York.
const NOW = new Date("2026-11-25T15:00:00Z");

const job = (fields: Partial<JobInput> = {}): JobInput => ({
  findings: "Start relay burnt",
  workDone: "Replaced the start relay",
  parts: [{ description: "Start relay", partNumber: "W10613606", quantity: 1, unitPriceCents: 4999 }],
  labourCents: 12000,
  diagnosticFeeCents: 8900,
  repairWentAhead: true,
  payment: { method: "cash", checkNumber: null, amountCents: null },
  ...fields,
});

describe.each(pglite)("completing a visit on $name", ({ setUp }) => {
  useTestDatabase(setUp, { SMTP_URL: "smtp://127.0.0.1:2525", BOOKING_WINDOW_CAPACITY: "1" });
  let owner: JobActor;
  let staff: JobActor;
  let bookingId: number;

  beforeAll(async () => {
    const rows = await withDb((db) =>
      db
        .insert(users)
        .values([
          { email: "owner@example.com", name: "Olive Owner", role: "owner" },
          { email: "sam@example.com", name: "Sam Staff", role: "staff" },
        ])
        .returning(),
    );
    const actors = rows.map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role }));
    owner = actors[0]!;
    staff = actors[1]!;
  });

  const visit = async (fields: Partial<NewBooking> = {}) => {
    const [row] = await withDb((db) =>
      db
        .insert(bookings)
        .values({
          ...aBookingInput({ email: "ana@example.com" }),
          visitDate: "2026-11-25",
          visitWindow: "morning",
          status: "scheduled",
          visitStep: "arrived",
          ...fields,
        })
        .returning(),
    );
    return row!.id;
  };

  beforeEach(async () => {
    await withDb(async (db) => {
      await db.delete(jobs);
      await db.delete(bookings);
      await db.delete(mailQueue);
      await db.delete(windowCapacities);
    });
    bookingId = await visit();
  });

  it("stores the job, its parts and payment with totals computed here, taxed as a whole at its county's rate", async () => {
    // A St. Petersburg visit (Pinellas) at the owner's Pinellas rate of 7%.
    await withDb((db) => db.update(bookings).set({ zipCode: "33701" }).where(eq(bookings.id, bookingId)));
    await withDb((db) =>
      setSiteSetting(db, "countyTaxRates", [
        ...business.countyTaxRates.filter((r) => r.county !== "Pinellas"),
        { county: "Pinellas", basisPoints: 700, from: "2025-01-01" },
      ]),
    );
    // The receipt quotes the owner's main line and replies to their address as Settings has them.
    await withDb((db) => setSiteSetting(db, "mainPhone", OWNER_LINE));
    await withDb((db) => setSiteSetting(db, "businessEmail", "office@example.com"));
    try {
      const result = await completeVisit(owner, bookingId, job(), NOW);
      expect(result.ok).toBe(true);
      const record = await withDb((db) => jobOfBooking(db, bookingId));
      expect(record!.job).toMatchObject({
        findings: "Start relay burnt",
        workDone: "Replaced the start relay",
        labourCents: 12000,
        diagnosticFeeCents: 8900,
        diagnosticCredited: true,
        taxRateBasisPoints: 700,
        taxCounty: "Pinellas",
        taxableCents: 16999,
        partsCents: 4999,
        subtotalCents: 16999,
        taxCents: taxOf(16999, 700),
        totalCents: 16999 + taxOf(16999, 700),
        completedBy: owner.id,
      });
      expect(record!.parts.map((p) => [p.description, p.partNumber, p.quantity, p.unitPriceCents, p.position])).toEqual(
        [["Start relay", "W10613606", 1, 4999, 0]],
      );
      // Paid in cash, the amount left blank: the whole total.
      expect(record!.payments.map((p) => [p.method, p.checkNumber, p.amountCents])).toEqual([
        ["cash", null, 16999 + taxOf(16999, 700)],
      ]);
      const [booking] = await withDb((db) => db.select().from(bookings).where(eq(bookings.id, bookingId)));
      expect([booking!.status, booking!.visitStep]).toEqual(["done", "completed"]);
      const history = await withDb((db) => db.select().from(activity).where(eq(activity.requestId, bookingId)));
      expect(history.find((h) => h.action === "job-recorded")?.detail).toBe("Total $181.89 (tax $11.90), Cash $181.89");
      // The receipt waits in the outbox, in the same commit: the visitor's one mail (the step's
      // "Your repair is completed" and the receipt are the same e-mail).
      const all = await withDb((db) => db.select().from(mailQueue));
      expect(all.map((m) => m.subject)).toEqual(["Your repair is completed: receipt, November 25, 2026"]);
      const mails = all.filter((m) => m.subject.startsWith("Your repair is completed: receipt"));
      expect(mails[0]!.recipient).toBe("ana@example.com");
      expect(mails[0]!.subject).toBe("Your repair is completed: receipt, November 25, 2026");
      expect(mails[0]!.body).toContain("Your refrigerator repair visit is completed.");
      // The receipt's number is the job's (a warranty callback's badge quotes it).
      expect(mails[0]!.body).toContain(`Receipt #${record!.job.id}\nCompleted: November 25, 2026`);
      expect(mails[0]!.body).toContain("- Start relay (part W10613606): 1 x $49.99 = $49.99");
      expect(mails[0]!.body).toContain("Diagnostic fee credited toward the repair: -$89.00");
      expect(mails[0]!.body).toContain("Sales tax, Pinellas County 7%: $11.90");
      expect(mails[0]!.body).toContain("Total: $181.89");
      expect(mails[0]!.body).toContain("Paid: Cash, $181.89 on November 25, 2026");
      const until = monthDayYear(addDays("2026-11-25", business.warrantyDays));
      expect(mails[0]!.body).toContain(`${business.warrantyDays}-day warranty (repair/parts) until ${until}`);
      expect(mails[0]!.body).toMatch(/\/appointments\/[A-Za-z0-9_-]{43}/);
      expect(mails[0]!.body).toContain(`the warranty? Call ${OWNER_LINE.display}.`);
      expect(mails[0]!.body).not.toContain(business.phones.main.display);
      expect(mails[0]!.replyTo).toBe("office@example.com");
    } finally {
      await withDb((db) => setSiteSetting(db, "countyTaxRates", business.countyTaxRates));
      await withDb((db) => setSiteSetting(db, "mainPhone", business.phones.main));
      await withDb((db) => setSiteSetting(db, "businessEmail", business.emails.business));
    }
  });

  it("a Spanish customer's visit queues the receipt in Spanish (booking.lang 'es')", async () => {
    await withDb((db) => db.update(bookings).set({ lang: "es" }).where(eq(bookings.id, bookingId)));
    expect((await completeVisit(owner, bookingId, job(), NOW)).ok).toBe(true);
    const [mail] = await withDb((db) => db.select().from(mailQueue));
    expect(mail!.subject).toBe("Su reparación está terminada: recibo, 25 de noviembre de 2026");
    expect(mail!.body).toContain("Terminado: 25 de noviembre de 2026\n");
    expect(mail!.body).toContain("Cargo de diagnóstico acreditado a la reparación: -$89.00");
    expect(mail!.body).toContain(
      `Garantía de ${business.warrantyDays} días (reparación y piezas) hasta el ${monthDayYear(addDays("2026-11-25", business.warrantyDays), "es")}`,
    );
    expect(mail!.body).not.toMatch(/Receipt|warranty|Completed/);
  });

  it("the warranty counts from the completion date in New York (late evening is still that day)", async () => {
    // 11:30 PM on November 25 in New York is already November 26 in UTC.
    const late = new Date("2026-11-26T04:30:00Z");
    await completeVisit(owner, bookingId, job(), late);
    const mail = (await withDb((db) => db.select().from(mailQueue))).find((m) =>
      m.subject.startsWith("Your repair is completed: receipt"),
    );
    expect(mail!.subject).toBe("Your repair is completed: receipt, November 25, 2026");
    expect(mail!.body).toContain(`until ${monthDayYear(addDays("2026-11-25", business.warrantyDays))}`);
  });

  it("a second completion is refused and names who completed it; racing ones store one job and one payment", async () => {
    expect((await completeVisit(staff, bookingId, job(), NOW)).ok).toBe(true);
    expect(await completeVisit(owner, bookingId, job(), NOW)).toEqual({
      ok: false,
      status: 409,
      message: "This visit was already completed by Sam Staff.",
    });
    const other = await visit();
    const results = await Promise.all([
      completeVisit(owner, other, job(), NOW),
      completeVisit(staff, other, job(), NOW),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ status: 409, message: /^This visit was already completed by / });
    const stored = await withDb((db) => db.select().from(jobs).where(eq(jobs.bookingId, other)));
    expect(stored).toHaveLength(1);
    expect(await withDb((db) => db.select().from(payments).where(eq(payments.jobId, stored[0]!.id)))).toHaveLength(1);
  });

  it("a payment whose amounts were not shown stores nothing and answers them; their key records it; changed ones ask again", async () => {
    const nothingStored = async () => {
      expect(await withDb((db) => db.select().from(jobs))).toEqual([]);
      const [booking] = await withDb((db) => db.select().from(bookings).where(eq(bookings.id, bookingId)));
      expect([booking!.status, booking!.visitStep]).toEqual(["scheduled", "arrived"]);
      expect(await withDb((db) => db.select().from(activity).where(eq(activity.requestId, bookingId)))).toEqual([]);
      expect(await withDb((db) => db.select().from(mailQueue))).toEqual([]);
    };
    // Sent without JavaScript (no live total, so no key): the amounts to confirm, at Hillsborough's 7.5%.
    const unseen = await completeVisit(owner, bookingId, job({ shown: null }), NOW);
    expect(unseen).toEqual({
      ok: false,
      confirm: {
        totals: {
          partsCents: 4999,
          labourCents: 12000,
          diagnosticCents: 8900,
          creditCents: 8900,
          subtotalCents: 16999,
          taxableCents: 16999,
          taxCents: 1275,
          totalCents: 18274,
        },
        taxCounty: "Hillsborough",
        taxRateBasisPoints: 750,
        payment: { method: "cash", checkNumber: null, amountCents: 18274 },
        key: "18274:18274:cash",
        changed: false,
        approvedTotalCents: null,
      },
    });
    await nothingStored();
    // The confirmation's key with an amount changed after it (a tampered field): asked again.
    const partPayment = job({
      shown: "18274:18274:cash",
      payment: { method: "cash", checkNumber: null, amountCents: 5000 },
    });
    expect(await completeVisit(owner, bookingId, partPayment, NOW)).toMatchObject({
      ok: false,
      confirm: { payment: { amountCents: 5000 }, key: "18274:5000:cash", changed: true },
    });
    await nothingStored();
    // A visit that cannot be completed says so rather than asking to confirm.
    const cancelled = await visit({ status: "cancelled", email: "cy@example.com", phone: "+18135550122" });
    expect(await completeVisit(owner, cancelled, job({ shown: null }), NOW)).toMatchObject({ ok: false, status: 409 });
    // Unpaid takes no money: recorded at once; the confirmed key records the payment as shown.
    const unpaidVisit = await visit({ email: "bo@example.com", phone: "+18135550111" });
    expect((await completeVisit(owner, unpaidVisit, job({ shown: null, payment: { method: "unpaid" } }), NOW)).ok).toBe(
      true,
    );
    expect(await completeVisit(owner, bookingId, job({ shown: "18274:18274:cash" }), NOW)).toMatchObject({
      ok: true,
      totals: { totalCents: 18274 },
    });
    const record = await withDb((db) => jobOfBooking(db, bookingId));
    expect(record!.payments.map((p) => [p.method, p.amountCents])).toEqual([["cash", 18274]]);
  });

  it("refuses a check without its number (form and database), and an amount over the total, storing nothing", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ workDone: "Fixed", paymentMethod: "check", checkNumber: "" })) form.set(k, v);
    const read = readJobForm(jobFormValues(form));
    expect(read).toEqual({ ok: false, errors: { checkNumber: "Type the check number." } });
    // Past the form, the database refuses it too.
    const direct = await completeVisit(
      owner,
      bookingId,
      job({ payment: { method: "check", checkNumber: null, amountCents: null } }),
      NOW,
    ).catch((e: unknown) => e);
    expect(direct).toBeInstanceOf(Error);
    const over = await completeVisit(
      owner,
      bookingId,
      job({ payment: { method: "card", checkNumber: null, amountCents: 99_999 } }),
      NOW,
    );
    expect(over).toMatchObject({
      ok: false,
      status: 400,
      field: "amount",
      message: "The amount can be at most the total, $182.74.",
    });
    expect(await withDb((db) => db.select().from(jobs))).toEqual([]);
    const [booking] = await withDb((db) => db.select().from(bookings).where(eq(bookings.id, bookingId)));
    expect(booking!.visitStep).toBe("arrived");
    expect(await withDb((db) => db.select().from(mailQueue))).toEqual([]);
  });

  it("a check with its number, unpaid, and a later payment that may not pass the total", async () => {
    expect(
      (
        await completeVisit(
          owner,
          bookingId,
          job({ payment: { method: "check", checkNumber: "1042", amountCents: 10000 } }),
          NOW,
        )
      ).ok,
    ).toBe(true);
    const { job: stored, payments: paid } = (await withDb((db) => jobOfBooking(db, bookingId)))!;
    expect(paid.map((p) => [p.method, p.checkNumber, p.amountCents])).toEqual([["check", "1042", 10000]]);
    const due = stored.totalCents - 10000;
    expect(
      await recordPayment(staff, stored.id, { method: "card", checkNumber: null, amountCents: due + 1 }, NOW),
    ).toMatchObject({
      ok: false,
      field: "amount",
    });
    expect(await recordPayment(staff, stored.id, { method: "card", checkNumber: null, amountCents: due }, NOW)).toEqual(
      {
        ok: true,
        bookingId,
      },
    );
    expect(
      await recordPayment(staff, stored.id, { method: "cash", checkNumber: null, amountCents: 1 }, NOW),
    ).toMatchObject({
      ok: false,
      status: 409,
      message: "This job is already paid in full.",
    });
    const unpaidVisit = await visit();
    expect((await completeVisit(owner, unpaidVisit, job({ payment: { method: "unpaid" } }), NOW)).ok).toBe(true);
    const unpaid = (await withDb((db) => jobOfBooking(db, unpaidVisit)))!;
    expect(unpaid.payments).toEqual([]);
    const [mail] = await withDb((db) =>
      db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.subject, "Your repair is completed: receipt, November 25, 2026"))
        .orderBy(asc(mailQueue.id))
        .offset(1),
    );
    expect(mail!.body).toContain("Unpaid: $182.74 due on receipt");
  });

  it("a technician completes only a visit assigned to them", async () => {
    const [tech] = await withDb((db) =>
      db
        .insert(users)
        .values({ email: `tech-${Date.now()}@example.com`, name: "Tia Tech", role: "staff" })
        .returning(),
    );
    const technician = {
      id: tech!.id,
      name: "Tia Tech",
      email: tech!.email,
      role: "technician" as unknown as JobActor["role"],
    };
    expect(await completeVisit(technician, bookingId, job(), NOW)).toMatchObject({ ok: false, status: 403 });
    const mine = await visit({ technicianId: tech!.id });
    expect((await completeVisit(technician, mine, job(), NOW)).ok).toBe(true);
  });

  it("a diagnosis only: the fee is the charge, no credit", async () => {
    const result = await completeVisit(
      owner,
      bookingId,
      job({ parts: [], labourCents: 0, repairWentAhead: false, workDone: "Diagnosis only" }),
      NOW,
    );
    expect(result).toMatchObject({
      ok: true,
      totals: { subtotalCents: 8900, taxCents: 0, totalCents: 8900, creditCents: 0 },
    });
    expect((await getSiteSettings()).countyTaxRates).toEqual(business.countyTaxRates);
  });

  it("the issue's Hillsborough job: $18.88 on $251.75 (was $9.51 on the parts); the office's county wins; a later rate change keeps it", async () => {
    const issueJob = job({
      parts: [{ description: "Evaporator fan motor", partNumber: "WR60X10185", quantity: 1, unitPriceCents: 12675 }],
      labourCents: 12500,
      diagnosticFeeCents: 7900,
      repairWentAhead: true,
    });
    expect(await completeVisit(owner, bookingId, issueJob, NOW)).toMatchObject({
      ok: true,
      totals: { subtotalCents: 25175, taxableCents: 25175, taxCents: 1888, totalCents: 27063 },
    });
    // A Tampa ZIP in Hillsborough, but the office says the house is over the line in Pasco.
    const second = await visit({ email: "bo@example.com", phone: "+18135550111" });
    expect(await completeVisit(owner, second, { ...issueJob, taxCounty: "Pasco" }, NOW)).toMatchObject({
      ok: true,
      totals: { taxCents: 1762 },
    });
    // Hillsborough's rate goes up from tomorrow: the stored jobs keep what they were charged.
    await withDb((db) =>
      setSiteSetting(db, "countyTaxRates", [
        ...business.countyTaxRates,
        { county: "Hillsborough", basisPoints: 800, from: "2026-11-26" },
      ]),
    );
    try {
      const stored = await withDb((db) => db.select().from(jobs).orderBy(jobs.id));
      expect(stored.map((j) => [j.taxCounty, j.taxRateBasisPoints, j.taxableCents, j.taxCents])).toEqual([
        ["Hillsborough", 750, 25175, 1888],
        ["Pasco", 700, 25175, 1762],
      ]);
      const record = await withDb((db) => jobOfBooking(db, bookingId));
      expect(receiptOf(record!).amounts).toContainEqual({
        label: "Sales tax, Hillsborough County 7.5%",
        amount: "$18.88",
      });
      // The next day's job takes the new rate.
      const third = await visit({ email: "cy@example.com", phone: "+18135550122" });
      expect(await completeVisit(owner, third, issueJob, new Date(NOW.getTime() + 24 * 3600_000))).toMatchObject({
        ok: true,
        totals: { taxCents: 2014 },
      });
    } finally {
      await withDb((db) => setSiteSetting(db, "countyTaxRates", business.countyTaxRates));
    }
  });

  it("books one return visit from a visit that needs one, in a window with room or over capacity", async () => {
    const first = await visit({
      visitStep: "needs_return",
      serialNumber: "SN123",
      model: "WRS325",
      brand: "Whirlpool",
    });
    const day = addDays(todayInBusinessZone(NOW), 5); // Monday 2026-11-30
    // Another visit already fills the window (capacity 1).
    await visit({ visitDate: day, visitWindow: "morning", visitStep: "scheduled" });
    const input = { date: day, window: "morning" as const, note: "Compressor on order", overCapacity: false };
    expect(await bookReturnVisit(owner, bookingId, input, NOW)).toMatchObject({ ok: false, status: 409 });
    expect(await bookReturnVisit(owner, first, input, NOW)).toMatchObject({ ok: false, status: 409, field: "window" });
    const booked = await bookReturnVisit(owner, first, { ...input, overCapacity: true }, NOW);
    expect(booked.ok).toBe(true);
    const id = (booked as { bookingId: number }).bookingId;
    const [row] = await withDb((db) => db.select().from(bookings).where(eq(bookings.id, id)));
    expect(row).toMatchObject({
      returnOfBookingId: first,
      name: "Visitor " + row!.name.split(" ")[1],
      email: "ana@example.com",
      brand: "Whirlpool",
      model: "WRS325",
      serialNumber: "SN123",
      issue: "Return visit: Compressor on order",
      visitDate: day,
      visitWindow: "morning",
      status: "scheduled",
    });
    const mails = await withDb((db) => db.select().from(mailQueue));
    expect(mails.map((m) => m.subject)).toEqual(["Your refrigerator repair visit is booked"]);
    expect(await bookReturnVisit(owner, first, { ...input, overCapacity: true }, NOW)).toMatchObject({
      ok: false,
      status: 409,
      message: /^A return visit is already booked/,
    });
    expect((await relatedVisits({ id: first, returnOfBookingId: null })).returnVisits.map((v) => v.text)).toEqual([
      "Return visit on Monday, November 30, 2026, Morning (8am-12pm)",
    ]);
    expect((await relatedVisits(row!)).firstVisit?.text).toBe(
      "First visit on Wednesday, November 25, 2026, Morning (8am-12pm)",
    );
  });

  it("an empty form asks for what is missing, per field", () => {
    const values = emptyJobForm("arrived");
    const read = readJobForm({
      ...values,
      parts: [{ description: "", partNumber: "X1", quantity: "0", unitPrice: "1.999" }],
    });
    expect(read).toEqual({
      ok: false,
      errors: {
        workDone: "Say what was done (for a diagnosis only, say so).",
        "part-0-description": "Part 1: describe the part.",
        "part-0-quantity": "Part 1: a whole quantity from 1 to 999.",
        "part-0-unitPrice": "Part 1: the unit price can have at most two decimals (cents).",
        paymentMethod: "Choose how the customer paid, or Unpaid.",
      },
    });
  });
});
