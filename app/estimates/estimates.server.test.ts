import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { requestHistory } from "#app/activity/activity.server";
import { business } from "#app/content/business";
import { withDb } from "#app/db/client.server";
import {
  bookings,
  estimateApprovals,
  estimateLines,
  estimates,
  priceBookItems,
  users,
  type Booking,
} from "#app/db/schema";
import { todayInBusinessZone } from "#app/lib/dates";
import { rateInForce } from "#app/settings/county-tax";
import { setSiteSetting } from "#app/settings/settings-rows.server";
import { servedZipsByCounty } from "#app/scheduling/service-area-zips.generated";
import { aBooking } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import type { EstimateInput } from "./estimate-form";
import { fanMotorOption } from "#tests/support/estimates";
import { optionTotals } from "./estimate-totals";
import {
  APPROVED_LOCKED,
  decideEstimate,
  loadEstimate,
  markEstimateSent,
  NOT_YOUR_VISIT,
  writeEstimate,
  type DecisionInput,
  type EstimateActor,
} from "./estimates.server";
import {
  addPriceBookItem,
  listPriceBook,
  PRICE_BOOK_OWNER_ONLY,
  removePriceBookItem,
  updatePriceBookItem,
} from "./price-book.server";

const FEE = 8900;
const PINELLAS_ZIP = servedZipsByCounty["pinellas-county"][0]!;

const estimate = (): EstimateInput => ({
  options: [
    fanMotorOption(),
    {
      name: "Fan motor and defrost thermostat",
      creditDiagnostic: true,
      lines: [
        {
          kind: "part",
          description: "Evaporator fan motor",
          partNumber: "W10312695",
          quantity: 1,
          unitPriceCents: 12900,
        },
        {
          kind: "part",
          description: "Defrost thermostat",
          partNumber: "WR50X10068",
          quantity: 1,
          unitPriceCents: 3550,
        },
        { kind: "labour", description: "Labour", partNumber: "", quantity: 1, unitPriceCents: 19000 },
      ],
    },
  ],
});

describe.each(testDatabases("fridge-estimates"))("estimates on $name", ({ setUp }) => {
  useTestDatabase(setUp, { DB_TIMEOUT_MS: "60000" });
  let owner: EstimateActor;
  let staff: EstimateActor;
  let maria: EstimateActor;
  let bob: EstimateActor;

  beforeAll(async () => {
    const rows = await withDb((db) =>
      db
        .insert(users)
        .values([
          { email: "owner@example.com", name: "Olive Owner", role: "owner" },
          { email: "sam@example.com", name: "Sam Staff", role: "staff" },
          { email: "maria@example.com", name: "Maria Lopez", role: "technician" },
          { email: "bob@example.com", name: "Bob Ray", role: "technician" },
        ])
        .returning(),
    );
    [owner, staff, maria, bob] = rows.map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role })) as [
      EstimateActor,
      EstimateActor,
      EstimateActor,
      EstimateActor,
    ];
    await withDb((db) => setSiteSetting(db, "diagnosticFeeCents", FEE));
  });

  async function visit(fields: Partial<Booking> = {}): Promise<number> {
    const { id: _id, ...row } = aBooking({ status: "scheduled", technicianId: maria.id, ...fields });
    const [booking] = await withDb((db) => db.insert(bookings).values(row).returning({ id: bookings.id }));
    return booking!.id;
  }

  const decision = async (bookingId: number, fields: Partial<DecisionInput> = {}): Promise<DecisionInput> => {
    const current = (await loadEstimate(bookingId))!;
    return {
      bookingId,
      version: current.current.version,
      shownSha256: current.contentSha256,
      choice: 1,
      signerName: "Ana Díaz",
      consent: true,
      signature: "M 10 10 L 20 20 L 30 15",
      clientAddress: "203.0.113.9",
      userAgent: "Mozilla/5.0 (iPhone)",
      channel: "on-site",
      presenter: maria,
      ...fields,
    };
  };

  it("writes the options with the server's totals, the county's tax and the fee's credit; a draft is rewritten in place", async () => {
    const id = await visit({ zipCode: PINELLAS_ZIP });
    expect(await writeEstimate(maria, id, estimate())).toMatchObject({ ok: true, version: 1 });
    const rate = rateInForce(business.countyTaxRates, "Pinellas", todayInBusinessZone(new Date()));
    const stored = (await loadEstimate(id))!;
    expect(stored.current).toMatchObject({
      version: 1,
      status: "draft",
      taxCounty: "Pinellas",
      taxRateBasisPoints: rate,
      diagnosticFeeCents: FEE,
    });
    const money = { diagnosticFeeCents: FEE, taxRateBasisPoints: rate };
    expect(stored.current.options.map((o) => o.totals)).toEqual(
      estimate().options.map((o) => {
        const { diagnosticCents: _fee, ...totals } = optionTotals(o, money);
        return totals;
      }),
    );
    expect(stored.current.options[0]!.lines.at(-1)).toEqual({
      kind: "credit",
      description: "Diagnostic fee credit",
      partNumber: "",
      quantity: 1,
      unitPriceCents: FEE,
    });
    expect(stored.contentSha256).toMatch(/^[0-9a-f]{64}$/);

    // Rewritten while a draft: still version 1, one option now, the office's county correction.
    expect(await writeEstimate(staff, id, { options: [estimate().options[0]!], taxCounty: "Pasco" })).toMatchObject({
      ok: true,
      version: 1,
    });
    const again = (await loadEstimate(id))!;
    expect(again.current.options).toHaveLength(1);
    expect(again.current.taxCounty).toBe("Pasco");
    expect(again.versions).toHaveLength(1);
    expect((await requestHistory("booking", id)).map((e) => [e.actor, e.label])).toEqual([
      ["maria@example.com", "Wrote an estimate"],
      ["sam@example.com", "Wrote an estimate"],
    ]);
  });

  it("a technician writes, sends and presents only for their own visits (403), staff and owner for any", async () => {
    const id = await visit();
    expect(await writeEstimate(bob, id, estimate())).toEqual({ ok: false, status: 403, message: NOT_YOUR_VISIT });
    expect(await markEstimateSent(bob, id)).toEqual({ ok: false, status: 403, message: NOT_YOUR_VISIT });
    expect((await writeEstimate(owner, id, estimate())).ok).toBe(true);
    expect(await decideEstimate(await decision(id, { presenter: bob }))).toEqual({
      ok: false,
      status: 403,
      message: NOT_YOUR_VISIT,
    });
    expect(await writeEstimate(maria, 999_999, estimate())).toMatchObject({ ok: false, status: 404 });
    expect(
      await withDb((db) => db.select().from(estimateApprovals).where(eq(estimateApprovals.presentedBy, bob.id))),
    ).toEqual([]);
  });

  it("approval on site stores the evidence, declines the other options, and locks the estimate", async () => {
    const id = await visit();
    await writeEstimate(maria, id, estimate());
    const shown = await decision(id, { choice: 2 });
    const result = await decideEstimate(shown, new Date("2026-11-25T15:00:00Z"));
    expect(result).toMatchObject({ ok: true, declined: false, already: false, option: { position: 2 } });
    const [approval] = await withDb((db) => db.select().from(estimateApprovals));
    const stored = (await loadEstimate(id))!;
    expect(stored.current.status).toBe("approved");
    expect(stored.decision?.option).toEqual({ position: 2, name: "Fan motor and defrost thermostat" });
    expect(stored.decision?.approval).toMatchObject({
      contentSha256: shown.shownSha256,
      signerName: "Ana Díaz",
      signature: "M 10 10 L 20 20 L 30 15",
      clientAddress: "203.0.113.9",
      userAgent: "Mozilla/5.0 (iPhone)",
      channel: "on-site",
      declined: false,
      presentedBy: maria.id,
      at: new Date("2026-11-25T15:00:00Z"),
    });
    expect(approval).toBeDefined();

    // The same approval again is the same answer; another option or a decline is refused.
    expect(await decideEstimate(shown)).toMatchObject({ ok: true, already: true });
    expect(await decideEstimate({ ...shown, choice: 1 })).toEqual({
      ok: false,
      status: 409,
      message: "This estimate was already approved: Option 2, Fan motor and defrost thermostat.",
      // The reason as a code, for a page that words it in its own language.
      reason: { code: "already-approved", option: { position: 2, name: "Fan motor and defrost thermostat" } },
    });
    expect(await markEstimateSent(maria, id)).toMatchObject({ ok: false, status: 409 });

    // Writing again makes version 2, which needs its own approval; version 1's stays.
    expect(await writeEstimate(maria, id, estimate())).toMatchObject({ ok: true, version: 2 });
    const next = (await loadEstimate(id))!;
    expect(next.current).toMatchObject({ version: 2, status: "draft" });
    expect(next.decision).toBeUndefined();
    expect(next.versions).toEqual([
      { version: 2, status: "draft" },
      {
        version: 1,
        status: "superseded",
        approvedOption: "Option 2: Fan motor and defrost thermostat",
        decidedAt: new Date("2026-11-25T15:00:00Z"),
      },
    ]);
    // The old content no longer approves anything: the estimate changed since it was shown.
    expect(await decideEstimate({ ...shown, bookingId: id })).toMatchObject({ ok: false, status: 409 });
    expect(APPROVED_LOCKED).toMatch(/new version/);
  });

  it("refuses an approval without a name or the box, or with an oversized signature, storing nothing", async () => {
    const id = await visit();
    await writeEstimate(maria, id, estimate());
    const shown = await decision(id);
    expect(await decideEstimate({ ...shown, signerName: " " })).toMatchObject({
      ok: false,
      status: 400,
      errors: { signerName: "Type your full name to sign." },
    });
    expect(await decideEstimate({ ...shown, consent: false })).toMatchObject({
      ok: false,
      status: 400,
      errors: { consent: 'Tick "I agree to sign this estimate electronically" to approve.' },
    });
    expect(await decideEstimate({ ...shown, signature: `M ${"1 ".repeat(20_000)}` })).toMatchObject({
      ok: false,
      errors: { signature: "The signature is too large: clear it and sign again." },
    });
    expect(await decideEstimate({ ...shown, signature: "<script>" })).toMatchObject({ ok: false, status: 400 });
    expect(await decideEstimate({ ...shown, choice: 3 })).toMatchObject({ ok: false, status: 400 });
    const [current] = await withDb((db) => db.select().from(estimates).where(eq(estimates.bookingId, id)));
    expect(current!.status).toBe("draft");
    expect(
      await withDb((db) => db.select().from(estimateApprovals).where(eq(estimateApprovals.estimateId, current!.id))),
    ).toEqual([]);
  });

  it("by link: only a sent estimate, approved or declined by the customer (a visitor in the history)", async () => {
    const id = await visit();
    await writeEstimate(staff, id, estimate());
    const byLink = { channel: "link" as const, presenter: undefined, signature: null };
    expect(await decideEstimate(await decision(id, byLink))).toMatchObject({ ok: false, status: 404 });
    expect(await markEstimateSent(staff, id)).toMatchObject({ ok: true, version: 1 });
    expect(await decideEstimate(await decision(id, { ...byLink, choice: "decline", signerName: "" }))).toMatchObject({
      ok: true,
      declined: true,
    });
    expect((await loadEstimate(id))!.current.status).toBe("declined");
    const history = await requestHistory("booking", id);
    expect(history.at(-1)).toMatchObject({ actor: "Visitor", label: "The estimate was declined" });
    expect(await decideEstimate(await decision(id, byLink))).toEqual({
      ok: false,
      status: 409,
      message: "This estimate was already declined.",
      reason: { code: "already-declined" },
    });
    // Sent again as a new version, it can be approved by link.
    await writeEstimate(staff, id, estimate());
    await markEstimateSent(staff, id);
    expect(await decideEstimate(await decision(id, byLink))).toMatchObject({ ok: true, option: { position: 1 } });
  });

  it("the same approval posted 10 times at once, and two options at once: exactly one approval stands", async () => {
    const id = await visit();
    await writeEstimate(maria, id, estimate());
    const shown = await decision(id);
    const results = await Promise.all(Array.from({ length: 10 }, () => decideEstimate(shown)));
    expect(results.filter((r) => r.ok && !r.already)).toHaveLength(1);
    expect(results.every((r) => r.ok)).toBe(true);
    const [row] = await withDb((db) => db.select().from(estimates).where(eq(estimates.bookingId, id)));
    expect(
      await withDb((db) => db.select().from(estimateApprovals).where(eq(estimateApprovals.estimateId, row!.id))),
    ).toHaveLength(1);

    // The customer approves option 1 by link while the office approves option 2 on site.
    const other = await visit();
    await writeEstimate(staff, other, estimate());
    await markEstimateSent(staff, other);
    const customer = await decision(other, { channel: "link", presenter: undefined, signature: null, choice: 1 });
    const office = await decision(other, { presenter: staff, choice: 2 });
    const raced = await Promise.all([decideEstimate(customer), decideEstimate(office)]);
    expect(raced.filter((r) => r.ok)).toHaveLength(1);
    expect(raced.find((r) => !r.ok)).toMatchObject({
      status: 409,
      message: /^This estimate was already approved: Option [12]/,
    });
    const [otherRow] = await withDb((db) => db.select().from(estimates).where(eq(estimates.bookingId, other)));
    const stood = await withDb((db) =>
      db.select().from(estimateApprovals).where(eq(estimateApprovals.estimateId, otherRow!.id)),
    );
    expect(stood).toHaveLength(1);
    expect(otherRow!.status).toBe("approved");
  });

  it("the price book is the owner's: add, edit, remove, each in the activity log; lines written keep their copy", async () => {
    const item = {
      kind: "part" as const,
      description: "Evaporator fan motor",
      partNumber: "W10312695",
      unitPriceCents: 12900,
    };
    expect(await addPriceBookItem(staff, item)).toEqual({ ok: false, status: 403, message: PRICE_BOOK_OWNER_ONLY });
    expect(await addPriceBookItem(maria, item)).toMatchObject({ ok: false, status: 403 });
    const added = await addPriceBookItem(owner, item);
    expect(added.ok).toBe(true);
    const id = added.ok ? added.id : 0;
    await addPriceBookItem(owner, {
      kind: "labour",
      description: "Labour, first hour",
      partNumber: "",
      unitPriceCents: 12000,
    });
    expect((await listPriceBook()).map((i) => i.description)).toEqual(["Labour, first hour", "Evaporator fan motor"]);
    expect(await updatePriceBookItem(staff, id, { ...item, unitPriceCents: 13900 })).toMatchObject({ status: 403 });
    expect(await updatePriceBookItem(owner, id, { ...item, unitPriceCents: 13900 })).toEqual({ ok: true, id });
    expect(await removePriceBookItem(owner, id)).toEqual({ ok: true, id });
    expect(await removePriceBookItem(owner, id)).toMatchObject({ ok: false, status: 404 });
    expect(await withDb((db) => db.select().from(priceBookItems).where(eq(priceBookItems.id, id)))).toEqual([]);
    const log = await withDb((db) =>
      db.query.activity.findMany({ where: (a, { eq }) => eq(a.action, "price-book-changed") }),
    );
    expect(log.map((e) => e.detail)).toEqual([
      "Added Part: Evaporator fan motor (W10312695) $129.00",
      "Added Labour: Labour, first hour $120.00",
      "Changed Part: Evaporator fan motor (W10312695) $129.00 -> Part: Evaporator fan motor (W10312695) $139.00",
      "Removed Part: Evaporator fan motor (W10312695) $139.00",
    ]);
    // Lines already written are copies: a written estimate's lines stay as they were.
    expect((await withDb((db) => db.select().from(estimateLines))).length).toBeGreaterThan(0);
  });
});
