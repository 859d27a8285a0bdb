import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, SESSION_COOKIE } from "#app/auth/sessions.server";
import { withDb } from "#app/db/client.server";
import { activity, bookings, jobs, payments, textOutbox, users } from "#app/db/schema";
import { aBookingInput } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { setEnv } from "#tests/support/env";
import { testDatabases } from "#tests/support/postgres";
import { startFakeSmsProvider, type FakeSmsProvider } from "#tests/support/sms-provider";
import type { CompleteVisitState } from "#app/visits/visit-actions.server";
import { handleRequestAction } from "./route.server";

const [pglite] = testDatabases("fridge-request-action");

/** A POST of the request page's form, as the browser sends it, with a session's cookie. */
async function post(userId: number, bookingId: number, fields: Record<string, string>) {
  const cookie = `${SESSION_COOKIE}=${await createSession(userId)}`;
  const request = new Request(`http://localhost/admin/requests/booking/${bookingId}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  try {
    return await handleRequestAction(request, "booking", String(bookingId));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } }).init?.status ?? 200);

describe("a technician answers the customer of their own visit by text (issue 30, 5)", () => {
  let fake: FakeSmsProvider;
  useTestDatabase(pglite!.setUp);
  beforeAll(async () => {
    fake = await startFakeSmsProvider();
    setEnv({ SMS_URL: fake.url });
  });
  afterAll(async () => {
    setEnv({ SMS_URL: undefined });
    await fake.stop();
  });

  it("sends and logs it for their visit, refuses another's with 403, and keeps the typed text when refused", async () => {
    const [one, two] = await withDb((db) =>
      db
        .insert(users)
        .values([
          { email: "tech-one@example.com", role: "technician", passwordHash: "not-checked-here" },
          { email: "tech-two@example.com", role: "technician", passwordHash: "not-checked-here" },
        ])
        .returning(),
    );
    const consent = { smsConsentAt: new Date(), smsConsentClient: "203.0.113.7", smsConsentVersion: "2026-11-25" };
    const [mine, theirs, noConsent] = await withDb((db) =>
      db
        .insert(bookings)
        .values([
          { ...aBookingInput({ email: "a@example.com" }), ...consent, technicianId: one!.id },
          { ...aBookingInput({ email: "b@example.com" }), ...consent, technicianId: two!.id },
          { ...aBookingInput({ email: "c@example.com" }), technicianId: one!.id },
        ])
        .returning(),
    );
    const form = (text: string, key: string) => ({ intent: "send-text", text, key });

    const sent = await post(one!.id, mine!.id, form("On my way, 20 minutes.", "tech-form-key-0001"));
    expect(sent).toBeInstanceOf(Response);
    expect((sent as Response).status).toBe(302);
    expect((sent as Response).headers.get("Location")).toBe(`/admin/requests/booking/${mine!.id}?saved=text#texts`);
    const queued = await withDb((db) => db.select().from(textOutbox).where(eq(textOutbox.bookingId, mine!.id)));
    expect(queued.map((t) => [t.body, t.sentBy])).toEqual([["On my way, 20 minutes.", one!.id]]);
    const log = await withDb((db) => db.select().from(activity).where(eq(activity.requestId, mine!.id)));
    expect(log.map((r) => [r.action, r.actor, r.detail])).toEqual([
      ["text-sent", "tech-one@example.com", "On my way, 20 minutes."],
    ]);

    // Another technician's visit: 403, whichever intent, and nothing queued.
    for (const fields of [form("Hello", "tech-form-key-0002"), { intent: "texts-read" }]) {
      const refused = await post(one!.id, theirs!.id, fields);
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(403);
    }
    expect(await withDb((db) => db.select().from(textOutbox).where(eq(textOutbox.bookingId, theirs!.id)))).toEqual([]);

    // A refusal on their own visit answers the reason and gives the typed text back.
    const noText = await post(one!.id, noConsent!.id, form("Running late", "tech-form-key-0003"));
    expect(statusOf(noText)).toBe(409);
    expect((noText as { data: unknown }).data).toEqual({
      error: "The customer did not agree to texts: call or e-mail instead.",
      text: "Running late",
    });
    const tooLong = await post(one!.id, mine!.id, form("x".repeat(481), "tech-form-key-0004"));
    expect(statusOf(tooLong)).toBe(400);
    expect((tooLong as { data: { text?: string } }).data.text).toBe("x".repeat(481));
  });
});

describe("completing a visit with a payment: the confirmation step without JavaScript (issue: charged before seen)", () => {
  useTestDatabase(pglite!.setUp);

  it("answers the amounts to confirm and stores nothing; Change gives the form back; Record stores it", async () => {
    const [owner] = await withDb((db) =>
      db
        .insert(users)
        .values({ email: "owner@example.com", role: "owner", passwordHash: "not-checked-here" })
        .returning(),
    );
    const [visit] = await withDb((db) =>
      db
        .insert(bookings)
        .values({ ...aBookingInput({ email: "ana@example.com" }), status: "scheduled", visitStep: "arrived" })
        .returning(),
    );
    // The completion form as a browser without JavaScript posts it: no `shown` key.
    const typed = {
      visitStep: "arrived",
      workDone: "Replaced the start relay",
      partDescription: "Start relay",
      partNumber: "",
      partQuantity: "1",
      partUnitPrice: "49.99",
      labour: "120",
      diagnosticFee: "89",
      diagnosticCredited: "yes",
      taxCounty: "Hillsborough",
      paymentMethod: "card",
      checkNumber: "",
      amount: "",
    };
    const asked = await post(owner!.id, visit!.id, { intent: "complete-visit", ...typed });
    expect(statusOf(asked)).toBe(200);
    const { completeVisit: state } = (asked as { data: { completeVisit: CompleteVisitState } }).data;
    expect(state.confirm).toMatchObject({
      totals: { taxableCents: 16999, taxCents: 1275, totalCents: 18274 },
      payment: { method: "card", amountCents: 18274 },
      key: "18274:18274:card",
    });
    expect(state.values).toMatchObject({ workDone: "Replaced the start relay", paymentMethod: "card" });
    expect(await withDb((db) => db.select().from(jobs))).toEqual([]);

    // "Change": the form again, as typed, and still nothing stored.
    const changed = await post(owner!.id, visit!.id, {
      intent: "change-completion",
      ...typed,
      shown: state.confirm!.key,
    });
    const back = (changed as { data: { completeVisit: CompleteVisitState } }).data.completeVisit;
    expect(back.confirm).toBeUndefined();
    expect(back.values).toEqual(state.values);
    expect(await withDb((db) => db.select().from(jobs))).toEqual([]);

    // "Record $182.74 paid by card": the same fields and the key of what was shown.
    const recorded = await post(owner!.id, visit!.id, {
      intent: "complete-visit",
      ...typed,
      shown: state.confirm!.key,
    });
    expect(recorded).toBeInstanceOf(Response);
    expect((recorded as Response).headers.get("Location")).toBe(
      `/admin/requests/booking/${visit!.id}?saved=completed#job`,
    );
    const [job] = await withDb((db) => db.select().from(jobs).where(eq(jobs.bookingId, visit!.id)));
    expect(job!.totalCents).toBe(18274);
    expect(await withDb((db) => db.select().from(payments).where(eq(payments.jobId, job!.id)))).toMatchObject([
      { method: "card", amountCents: 18274 },
    ]);
  });
});

describe("the estimate's forms on a booking's page (issue 32)", () => {
  useTestDatabase(pglite!.setUp);

  it("writes from the form, refuses another technician's visit with 403 and a bad form with its values, approves on site without JavaScript", async () => {
    const [tech, other] = await withDb((db) =>
      db
        .insert(users)
        .values([
          { email: "est-tech@example.com", role: "technician", passwordHash: "not-checked-here" },
          { email: "est-other@example.com", role: "technician", passwordHash: "not-checked-here" },
        ])
        .returning(),
    );
    const [visit] = await withDb((db) =>
      db
        .insert(bookings)
        .values({ ...aBookingInput({ email: "est@example.com" }), technicianId: tech!.id })
        .returning(),
    );
    const write = {
      intent: "write-estimate",
      option1Name: "Replace the evaporator fan motor",
      option1Credit: "yes",
      option1Kind: "part",
      option1Description: "Evaporator fan motor",
      option1PartNumber: "W10312695",
      option1Quantity: "1",
      option1UnitPrice: "129",
    };
    const forbidden = await post(other!.id, visit!.id, write);
    expect(statusOf(forbidden)).toBe(403);

    const refused = await post(tech!.id, visit!.id, { ...write, option1UnitPrice: "abc" });
    expect(statusOf(refused)).toBe(400);
    const kept = (
      refused as { data: { estimateWrite: { values: { options: Array<{ name: string }> }; errors: object } } }
    ).data.estimateWrite;
    expect(kept.values.options[0]!.name).toBe("Replace the evaporator fan motor");
    expect(kept.errors).toHaveProperty("option1Line1UnitPrice");

    const saved = await post(tech!.id, visit!.id, write);
    expect((saved as Response).headers.get("Location")).toBe(
      `/admin/requests/booking/${visit!.id}?saved=estimate#estimate`,
    );
    const { loadEstimate } = await import("#app/estimates/estimates.server");
    const stored = (await loadEstimate(visit!.id))!;

    // Without the box: refused with the values kept, nothing decided.
    const approve = {
      intent: "approve-estimate",
      version: String(stored.current.version),
      shown: stored.contentSha256,
      choice: "1",
      signerName: "Ana Díaz",
    };
    const noBox = await post(tech!.id, visit!.id, approve);
    expect(statusOf(noBox)).toBe(400);
    expect((noBox as { data: unknown }).data).toMatchObject({
      estimateDecide: { values: { signerName: "Ana Díaz", consent: false }, errors: { consent: expect.any(String) } },
    });
    expect((await loadEstimate(visit!.id))!.decision).toBeUndefined();

    const approved = await post(tech!.id, visit!.id, { ...approve, consent: "yes" });
    expect((approved as Response).headers.get("Location")).toBe(
      `/admin/requests/booking/${visit!.id}?saved=estimate-approved#estimate`,
    );
    expect((await loadEstimate(visit!.id))!.decision?.approval).toMatchObject({
      signerName: "Ana Díaz",
      channel: "on-site",
      signature: null,
      presentedBy: tech!.id,
    });
  });

  it("stores the drawn signature posted with an on-site approval, and refuses one the server cannot read with the values kept", async () => {
    const [tech] = await withDb((db) =>
      db
        .insert(users)
        .values({ email: "sign-tech@example.com", role: "technician", passwordHash: "not-checked-here" })
        .returning(),
    );
    const [visit] = await withDb((db) =>
      db
        .insert(bookings)
        .values({ ...aBookingInput({ email: "sign@example.com" }), technicianId: tech!.id })
        .returning(),
    );
    await post(tech!.id, visit!.id, {
      intent: "write-estimate",
      option1Name: "Replace the defrost heater",
      option1Kind: "part",
      option1Description: "Defrost heater",
      option1Quantity: "1",
      option1UnitPrice: "89",
    });
    const { loadEstimate } = await import("#app/estimates/estimates.server");
    const stored = (await loadEstimate(visit!.id))!;
    const approve = {
      intent: "approve-estimate",
      version: String(stored.current.version),
      shown: stored.contentSha256,
      choice: "1",
      signerName: "Ana Díaz",
      consent: "yes",
    };
    const unreadable = await post(tech!.id, visit!.id, { ...approve, signature: "M 1 2 <script>" });
    expect(statusOf(unreadable)).toBe(400);
    expect((unreadable as { data: unknown }).data).toMatchObject({
      estimateDecide: {
        values: { signerName: "Ana Díaz", consent: true, choice: "1" },
        errors: { signature: "The signature could not be read: clear it and sign again." },
      },
    });
    expect((await loadEstimate(visit!.id))!.decision).toBeUndefined();

    const signature = "M 17 88 L 105 70 L 210 140 M 300 100 L 300 100";
    const signed = await post(tech!.id, visit!.id, { ...approve, signature });
    expect((signed as Response).headers.get("Location")).toBe(
      `/admin/requests/booking/${visit!.id}?saved=estimate-approved#estimate`,
    );
    expect((await loadEstimate(visit!.id))!.decision?.approval).toMatchObject({ signature, channel: "on-site" });
  });
});
