import { eq, sql } from "drizzle-orm";
import { business } from "#app/content/business";
import { beforeAll, describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import {
  calls,
  activity,
  bookings,
  contactMessages,
  customers,
  jobs,
  mailQueue,
  payments,
  photos,
  rateLimits,
  waitlistEntries,
  reviewRequests,
  smsInbound,
  textOutbox,
  users,
  type NewBooking,
} from "#app/db/schema";
import { createSession, SESSION_COOKIE } from "#app/auth/sessions.server";
import { exportCustomer } from "#app/routes/admin/customer-export/route.server";
import { loadCustomerPage } from "#app/routes/admin/customer/route.server";
import { setSiteSetting, siteSettingDefaults } from "#app/settings/settings-rows.server";
import { aBookingInput } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import {
  addCustomerNote,
  customerRecord,
  eraseCustomer,
  eraseExpiredRequests,
  mergeCustomers,
  requestBadges,
  searchCustomers,
  splitRequest,
} from "./customers.server";
import { normaliseEmail, normalisePhone } from "./identity";
import { attachBooking, attachMessage, matchCustomer } from "./match.server";
import { warrantyPath, warrantySentence, warrantyView } from "./warranty.server";
import { optOutOfReviews, scheduleReviewRequest, sendDueReviewRequests } from "./reviews.server";

const NOW = new Date("2026-11-25T15:00:00Z");
const REVIEW_URL = "https://g.page/r/example-review";

describe("identity", () => {
  it("reads phones as E.164 and e-mails lower-cased", () => {
    expect(normalisePhone("(813) 555-0142")).toBe("+18135550142");
    expect(normalisePhone("813.555.0142")).toBe("+18135550142");
    expect(normalisePhone("+1 813 555 0142")).toBe("+18135550142");
    expect(normalisePhone("12")).toBeNull();
    expect(normalisePhone("")).toBeNull();
    expect(normaliseEmail("  Ana@Example.COM ")).toBe("ana@example.com");
    expect(normaliseEmail("")).toBeNull();
  });
});

let storedCount = 0;
async function storeBooking(fields: Partial<NewBooking> = {}) {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bookings)
        .values({
          ...aBookingInput({ email: `visitor${++storedCount}@example.com` }),
          visitDate: "2026-11-24",
          visitWindow: "morning",
          ...fields,
        })
        .returning();
      await attachBooking(tx, row!);
      const [stored] = await tx.select().from(bookings).where(eq(bookings.id, row!.id));
      return stored!;
    }),
  );
}

async function completeJob(bookingId: number, completedAt: Date, amountCents = 20000) {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [job] = await tx
        .insert(jobs)
        .values({
          bookingId,
          labourCents: amountCents,
          diagnosticFeeCents: 0,
          diagnosticCredited: true,
          taxRateBasisPoints: 0,
          partsCents: 0,
          subtotalCents: amountCents,
          taxCents: 0,
          totalCents: amountCents,
          completedAt,
        })
        .returning();
      await tx.insert(payments).values({ jobId: job!.id, method: "cash", amountCents });
      await scheduleReviewRequest(tx, bookingId, completedAt);
      return job!;
    }),
  );
}

describe.each(testDatabases("fridge-customers"))("customers on $name", ({ setUp }) => {
  useTestDatabase(setUp, { SMTP_URL: "smtp://127.0.0.1:2525", REVIEW_REQUEST_DELAY_MINUTES: "0" });
  let owner: { id: number; email: string };

  beforeAll(async () => {
    const [row] = await withDb((db) =>
      db.insert(users).values({ email: "owner@example.com", role: "owner" }).returning(),
    );
    owner = { id: row!.id, email: row!.email };
  });

  it("joins requests by phone, else e-mail; the phone wins when they point at two customers", async () => {
    const a = await storeBooking({ phone: "(813) 555-0001", email: "one@example.com" });
    const b = await storeBooking({ phone: "813.555.0001", email: "two@example.com" });
    expect(b.customerId).toBe(a.customerId);
    const c = await storeBooking({ phone: "(727) 555-0002", email: "Other@Example.com" });
    const d = await storeBooking({ phone: "", email: "other@example.com" });
    expect(d.customerId).toBe(c.customerId);
    // Phone of A, e-mail of C: A's.
    const e = await storeBooking({ phone: "8135550001", email: "other@example.com" });
    expect(e.customerId).toBe(a.customerId);
    const badges = await requestBadges([
      { kind: "booking", id: a.id },
      { kind: "booking", id: b.id },
    ]);
    expect(badges.get(`booking:${a.id}`)?.returning).toBe(false);
    expect(badges.get(`booking:${b.id}`)?.returning).toBe(true);
  });

  it("matches a contact message to the customer of a booking with that e-mail", async () => {
    const booking = await storeBooking({ phone: "(813) 555-0003", email: "msg@example.com" });
    const messageCustomer = await withDb((db) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({ name: "M", email: "MSG@example.com", phone: "", service: "General Inquiry", message: "hi" })
          .returning();
        return attachMessage(tx, row!);
      }),
    );
    expect(messageCustomer).toBe(booking.customerId);
  });

  it("makes one customer of twenty concurrent requests with one new phone", async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        withDb((db) =>
          db.transaction((tx) =>
            matchCustomer(tx, { phone: "(813) 555-0999", email: `race${i}@example.com`, name: "R" }),
          ),
        ),
      ),
    );
    expect(new Set(ids.map((r) => r.id)).size).toBe(1);
    const [row] = await withDb((db) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(customers)
        .where(eq(customers.phone, "+18135550999")),
    );
    expect(row!.n).toBe(1);
  });

  it("gives a booking within 90 days after a completed repair its warranty: the repair, its receipt, the end", async () => {
    // 10:30 PM on November 23 in New York (already the 24th in UTC): the repair of Nov 23.
    const first = await storeBooking({ phone: "(813) 555-0004", visitDate: "2026-11-23" });
    const job = await completeJob(first.id, new Date("2026-11-24T03:30:00Z"));
    const lastDay = await storeBooking({ phone: "(813) 555-0004", visitDate: "2027-02-21" });
    const after = await storeBooking({ phone: "(813) 555-0004", visitDate: "2027-02-22" });
    const stranger = await storeBooking({ phone: "(813) 555-0009", visitDate: "2026-12-01" });
    const badges = await requestBadges([
      { kind: "booking", id: lastDay.id },
      { kind: "booking", id: after.id },
      { kind: "booking", id: first.id },
      { kind: "booking", id: stranger.id },
    ]);
    const warranty = badges.get(`booking:${lastDay.id}`)?.warranty;
    expect(warranty).toEqual({
      bookingId: first.id,
      technicianId: null,
      jobId: job.id,
      completedOn: "2026-11-23",
      coveredUntil: "2027-02-21",
    });
    expect(warrantySentence(warranty!)).toBe(
      `Warranty callback: repair of Nov 23 (receipt #${job.id}), covered until Feb 21, 2027`,
    );
    expect(warrantyPath(warranty!)).toBe(`/admin/requests/booking/${first.id}`);
    // A day past the end, the customer's first booking (its own job covers nothing) and a stranger: none.
    expect(badges.get(`booking:${after.id}`)?.warranty).toBeNull();
    expect(badges.get(`booking:${first.id}`)?.warranty).toBeNull();
    expect(badges.get(`booking:${stranger.id}`)?.warranty).toBeNull();
  });

  it("a booking covered by two repairs names the most recent; a message has no warranty", async () => {
    const first = await storeBooking({ phone: "(813) 555-0013", visitDate: "2026-08-01" });
    await completeJob(first.id, new Date("2026-08-01T16:00:00Z"));
    const second = await storeBooking({ phone: "(813) 555-0013", visitDate: "2026-09-10" });
    const secondJob = await completeJob(second.id, new Date("2026-09-10T15:00:00Z"));
    const third = await storeBooking({ phone: "(813) 555-0013", visitDate: "2026-10-20" });
    const message = await withDb((db) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({ name: "M", email: "", phone: "(813) 555-0013", service: "General Inquiry", message: "hi" })
          .returning();
        await attachMessage(tx, row!);
        return row!;
      }),
    );
    const badges = await requestBadges([
      { kind: "booking", id: third.id },
      { kind: "booking", id: second.id },
      { kind: "message", id: message.id },
    ]);
    expect(badges.get(`booking:${third.id}`)?.warranty).toMatchObject({
      bookingId: second.id,
      jobId: secondJob.id,
      completedOn: "2026-09-10",
      coveredUntil: "2026-12-09",
    });
    // The second booking is itself a callback on the first repair.
    expect(badges.get(`booking:${second.id}`)?.warranty).toMatchObject({
      bookingId: first.id,
      coveredUntil: "2026-10-30",
    });
    expect(badges.get(`message:${message.id}`)?.warranty).toBeNull();
  });

  it("links the warranty's earlier request for the office and its own technician, not for another technician", async () => {
    const [mine, theirs] = await withDb((db) =>
      db
        .insert(users)
        .values([
          { email: "warranty-tech-one@example.com", role: "technician", passwordHash: "not-checked-here" },
          { email: "warranty-tech-two@example.com", role: "technician", passwordHash: "not-checked-here" },
        ])
        .returning(),
    );
    const repair = await storeBooking({ phone: "(813) 555-0014", visitDate: "2026-11-02", technicianId: theirs!.id });
    const job = await completeJob(repair.id, new Date("2026-11-02T17:00:00Z"));
    const callback = await storeBooking({ phone: "(813) 555-0014", visitDate: "2026-11-24", technicianId: mine!.id });
    const sentence = `Warranty callback: repair of Nov 2 (receipt #${job.id}), covered until Jan 31, 2027`;
    const warranty = (await requestBadges([{ kind: "booking", id: callback.id }])).get(
      `booking:${callback.id}`,
    )!.warranty;
    const href = `/admin/requests/booking/${repair.id}`;
    expect(warrantyView(warranty, { id: owner.id, role: "owner" })).toEqual({ text: sentence, href });
    expect(warrantyView(warranty, { id: theirs!.id, role: "technician" })).toEqual({ text: sentence, href });
    expect(warrantyView(warranty, { id: mine!.id, role: "technician" })).toEqual({ text: sentence });
    expect(warrantyView(null, { id: owner.id, role: "owner" })).toBeNull();
    // The customer page as the callback's technician: the sentence, unlinked.
    const page = await loadCustomerPage(
      new Request(`http://localhost/admin/customers/${callback.customerId}.data`, {
        headers: { Cookie: `${SESSION_COOKIE}=${await createSession(mine!.id)}` },
      }),
      String(callback.customerId),
    );
    expect(page.requests.map((r) => [r.id, r.warranty])).toEqual([[callback.id, { text: sentence }]]);
  });

  it("finds customers by name, phone in any spelling, e-mail, address, model and serial", async () => {
    await storeBooking({
      name: "Zelda Quartz",
      phone: "(813) 555-0005",
      email: "zq@example.com",
      address: "77 Lighthouse Rd",
      model: "RF28R7351SR",
      serialNumber: "SN-ABC-123",
    });
    for (const q of ["zelda", "813-555-0005", "8135550005", "ZQ@example", "lighthouse", "rf28r7351", "sn-abc-123"]) {
      const { rows } = await searchCustomers(q);
      expect(
        rows.map((r) => r.name),
        q,
      ).toContain("Zelda Quartz");
    }
    expect((await searchCustomers("no-such-customer-xyz")).rows).toHaveLength(0);
  });

  it("splits a request off and merges two customers, both logged", async () => {
    const a = await storeBooking({ phone: "(813) 555-0006", email: "split@example.com", name: "Split One" });
    const b = await storeBooking({ phone: "(813) 555-0006", email: "split2@example.com", name: "Split Two" });
    const split = await splitRequest("booking", b.id, owner);
    expect(split.ok).toBe(true);
    const moved = await withDb((db) => db.select().from(bookings).where(eq(bookings.id, b.id)));
    expect(moved[0]!.customerId).not.toBe(a.customerId);
    const merged = await mergeCustomers(a.customerId!, moved[0]!.customerId!, owner);
    expect(merged).toEqual({ ok: true });
    const record = await customerRecord(a.customerId!);
    expect(record!.bookings.map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
    const log = await withDb((db) => db.select().from(activity));
    expect(log.some((r) => r.action === "customer-split" && r.requestId === b.id)).toBe(true);
    expect(log.some((r) => r.action === "customers-merged")).toBe(true);
  });

  it("sends one review e-mail per customer in 180 days, none after opting out or without a link", async () => {
    await sendDueReviewRequests(NOW); // the visits completed above
    const noLink = await storeBooking({ phone: "(813) 555-0007", email: "rev0@example.com" });
    await completeJob(noLink.id, NOW);
    expect(await sendDueReviewRequests(NOW)).toEqual(["no-link"]);

    await withDb((db) => setSiteSetting(db, "googleReviewUrl", REVIEW_URL));
    const first = await storeBooking({ phone: "(813) 555-0008", email: "rev@example.com" });
    await completeJob(first.id, NOW);
    // Twice, as two processes would: one settles it.
    const [x, y] = await Promise.all([sendDueReviewRequests(NOW), sendDueReviewRequests(NOW)]);
    expect([...x, ...y]).toEqual(["sent"]);
    const mails = await withDb((db) => db.select().from(mailQueue).where(eq(mailQueue.recipient, "rev@example.com")));
    const reviewMails = mails.filter((m) => m.body.includes(REVIEW_URL));
    expect(reviewMails).toHaveLength(1);
    expect(reviewMails[0]!.body).not.toContain(first.name);
    // Signed with the owner's main line as Settings has it.
    expect(reviewMails[0]!.body).toContain(`\n${siteSettingDefaults.mainPhone.display}\n`);
    expect(reviewMails[0]!.replyTo).toBe(siteSettingDefaults.businessEmail);

    const second = await storeBooking({ phone: "(813) 555-0008", email: "rev@example.com" });
    await completeJob(second.id, new Date(NOW.getTime() + 60_000));
    expect(await sendDueReviewRequests(new Date(NOW.getTime() + 120_000))).toEqual(["within-180-days"]);

    const token = /\/reviews\/opt-out\/([A-Za-z0-9_-]{43})/.exec(reviewMails[0]!.body)![1]!;
    expect(await optOutOfReviews(token)).toBe(true);
    const third = await storeBooking({ phone: "(813) 555-0008", email: "rev@example.com" });
    const later = new Date(NOW.getTime() + 200 * 86_400_000);
    await completeJob(third.id, later);
    expect(await sendDueReviewRequests(later)).toEqual(["opted-out"]);
    const rows = await withDb((db) => db.select().from(reviewRequests));
    expect(rows.filter((r) => r.sentAt).length).toBe(1);
  });

  it("asks a Spanish customer (booked on /es/book) for the review in Spanish", async () => {
    await sendDueReviewRequests(NOW);
    await withDb((db) => setSiteSetting(db, "googleReviewUrl", REVIEW_URL));
    const spanish = await storeBooking({ phone: "(813) 555-0009", email: "resena@example.com", lang: "es" });
    await completeJob(spanish.id, NOW);
    expect(await sendDueReviewRequests(NOW)).toEqual(["sent"]);
    const mails = await withDb((db) =>
      db.select().from(mailQueue).where(eq(mailQueue.recipient, "resena@example.com")),
    );
    const review = mails.find((m) => m.body.includes(REVIEW_URL));
    expect(review!.subject).toBe(`¿Cómo lo hicimos? Una reseña para ${business.name}`);
    expect(review!.body).toMatch(/^Hola:\n\nGracias por elegir /);
  });

  it("erases a customer: personal fields, photos and notes gone, payments kept under a placeholder name", async () => {
    const a = await storeBooking({
      name: "Erin Erasable",
      phone: "(813) 555-0010",
      email: "erin@example.com",
      address: "9 Secret Ln",
      serialNumber: "SER-ERIN",
    });
    await withDb((db) =>
      db.insert(photos).values({
        bookingId: a.id,
        contentType: "image/jpeg",
        width: 1,
        height: 1,
        bytes: Buffer.from("x"),
        thumbnail: Buffer.from("x"),
      }),
    );
    await completeJob(a.id, NOW, 12345);
    await addCustomerNote(a.customerId!, "Gate code 4321", owner);
    const before = await withDb((db) => db.select().from(payments));
    const result = await eraseCustomer(a.customerId!, owner);
    expect(result).toMatchObject({ ok: true, requests: 1, photos: 1 });
    const dump = JSON.stringify(await customerRecord(a.customerId!));
    for (const secret of ["Erin", "555-0010", "5550010", "erin@example.com", "Secret Ln", "SER-ERIN", "Gate code"])
      expect(dump).not.toContain(secret);
    expect(dump).toContain(`Erased customer #${a.customerId}`);
    expect(await withDb((db) => db.select().from(payments))).toEqual(before);
    expect((await searchCustomers("erin")).rows).toHaveLength(0);
    const log = await withDb((db) => db.select().from(activity).where(eq(activity.action, "customer-erased")));
    expect(log).toHaveLength(1);
    expect(log[0]!.detail).not.toContain("Erin");
  });

  it("a customer's texts both ways are on their page and in both exports, another customer's not; none after erasure", async () => {
    const a = await storeBooking({ name: "Tess Texter", phone: "(813) 555-0020" });
    const b = await storeBooking({ name: "Otto Other", phone: "(813) 555-0021" });
    const token = "T".repeat(43);
    await withDb(async (db) => {
      await db.insert(textOutbox).values([
        {
          bookingId: a.id,
          toNumber: "+18135550020",
          kind: "confirmation",
          dedupeKey: "booked",
          body: `Your visit is booked. See, move or cancel: https://example.com/appointments/${token} Reply STOP`,
          sentAt: new Date("2026-11-20T14:00:00Z"),
          deliveryStatus: "delivered",
        },
        // A HELP answer to the number, about no booking.
        { bookingId: null, toNumber: "+18135550020", kind: "help", dedupeKey: "help-1", body: "HELP-ANSWER-TESS" },
        { bookingId: b.id, toNumber: "+18135550021", kind: "confirmation", dedupeKey: "booked", body: "OTTO-TEXT" },
      ]);
      await db.insert(smsInbound).values([
        {
          messageSid: "SMtess1",
          fromNumber: "+18135550020",
          body: "<b>Is the tech coming?</b>",
          kind: "reply",
          bookingId: a.id,
          receivedAt: new Date("2026-11-20T15:30:00Z"),
        },
        { messageSid: "SMotto1", fromNumber: "+18135550021", body: "OTTO-REPLY", kind: "reply", bookingId: b.id },
      ]);
    });
    // Signed in as the owner (a session needs an account with a password).
    await withDb((db) => db.update(users).set({ passwordHash: "not-checked-here" }).where(eq(users.id, owner.id)));
    const cookie = `${SESSION_COOKIE}=${await createSession(owner.id)}`;
    const get = (path: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
    const exportOf = async (id: number, format: "json" | "csv") => {
      const response = await exportCustomer(get(`/admin/customers/${id}/export.${format}`), String(id));
      expect(response.status).toBe(200);
      return response.text();
    };

    const json = JSON.parse(await exportOf(a.customerId!, "json")) as {
      texts: Array<{ direction: string; kind: string; kindLabel?: string; body: string; number: string }>;
    };
    expect(json.texts.map((t) => [t.direction, t.kind, t.body])).toEqual([
      ["sent", "help", "HELP-ANSWER-TESS"],
      ["received", "reply", "<b>Is the tech coming?</b>"],
      [
        "sent",
        "confirmation",
        "Your visit is booked. See, move or cancel: https://example.com/appointments/[removed] Reply STOP",
      ],
    ]);
    expect(json.texts.find((t) => t.kind === "confirmation")?.kindLabel).toBe("Booking confirmation");
    const csv = await exportOf(a.customerId!, "csv");
    expect(csv).toContain("HELP-ANSWER-TESS");
    expect(csv).toContain("Is the tech coming?");
    expect(csv).toContain("Booking confirmation");
    for (const text of [JSON.stringify(json), csv]) {
      expect(text).not.toContain("OTTO");
      expect(text).not.toContain(token);
    }
    // Otto's export has Otto's texts only.
    const otto = await exportOf(b.customerId!, "json");
    expect(otto).toContain("OTTO-TEXT");
    expect(otto).toContain("OTTO-REPLY");
    expect(otto).not.toContain("TESS");

    // The customer's page: newest first, New York time, direction, kind label, status, bodies.
    const page = await loadCustomerPage(get(`/admin/customers/${a.customerId}`), String(a.customerId));
    expect(page.texts.map((t) => [t.direction, t.label, t.body])).toEqual([
      ["out", "HELP answer", "HELP-ANSWER-TESS"],
      ["in", "Reply from the customer", "<b>Is the tech coming?</b>"],
      ["out", "Booking confirmation", expect.stringContaining("/appointments/[removed]")],
    ]);
    expect(page.texts[1]!.at).toMatch(/^Nov 20, 2026, 10:30\sAM EST$/);
    expect(page.texts[2]!.status).toBe("Delivered");

    expect(await eraseCustomer(a.customerId!, owner)).toMatchObject({ ok: true });
    expect(JSON.parse(await exportOf(a.customerId!, "json")).texts).toEqual([]);
    expect(await exportOf(a.customerId!, "csv")).not.toMatch(/^text,/m);
    const erased = await loadCustomerPage(get(`/admin/customers/${a.customerId}`), String(a.customerId));
    expect(erased.texts).toEqual([]);
    const left = await withDb(async (db) => [
      ...(await db.select().from(textOutbox)).map((t) => t.body),
      ...(await db.select().from(smsInbound)).map((t) => t.body),
    ]);
    expect(left.join(" ")).not.toMatch(/TESS|tech coming|booked/);
    expect(left).toEqual(expect.arrayContaining(["OTTO-TEXT", "OTTO-REPLY"]));
  });

  it("a technician's customer page shows only the visits assigned to them (issue 30, 1)", async () => {
    const [one, two] = await withDb((db) =>
      db
        .insert(users)
        .values([
          { email: "tech-one@example.com", role: "technician", passwordHash: "not-checked-here" },
          { email: "tech-two@example.com", role: "technician", passwordHash: "not-checked-here" },
        ])
        .returning(),
    );
    // One customer (same phone and e-mail), visit A for technician 1, visit B for technician 2.
    const a = await storeBooking({ phone: "(813) 555-0030", email: "pat@example.com", technicianId: one!.id });
    const b = await storeBooking({
      phone: "(813) 555-0030",
      email: "pat@example.com",
      technicianId: two!.id,
      issue: "Ice maker B-ISSUE",
      model: "B-MODEL",
    });
    expect(b.customerId).toBe(a.customerId);
    const job = await completeJob(b.id, NOW);
    await withDb(async (db) => {
      await db.update(jobs).set({ workDone: "B-WORK-DONE" }).where(eq(jobs.id, job.id));
      await db.insert(smsInbound).values([
        { messageSid: "SMpatB", fromNumber: "+18135550030", body: "B-REPLY", kind: "reply", bookingId: b.id },
        { messageSid: "SMpatA", fromNumber: "+18135550030", body: "A-REPLY", kind: "reply", bookingId: a.id },
        { messageSid: "SMpatN", fromNumber: "+18135550030", body: "NO-VISIT-TEXT", kind: "reply" },
      ]);
      await db.insert(textOutbox).values({
        bookingId: b.id,
        toNumber: "+18135550030",
        kind: "staff",
        dedupeKey: "B-staff",
        body: "B-STAFF-TEXT",
      });
    });
    await addCustomerNote(a.customerId!, "OFFICE-NOTE", owner);
    const cookie = `${SESSION_COOKIE}=${await createSession(one!.id)}`;
    const page = await loadCustomerPage(
      new Request(`http://localhost/admin/customers/${a.customerId}.data`, { headers: { Cookie: cookie } }),
      String(a.customerId),
    );
    expect(page.requests.map((r) => `${r.kind}:${r.id}`)).toEqual([`booking:${a.id}`]);
    expect(page.texts.map((t) => t.body)).toEqual(["A-REPLY"]);
    const seen = JSON.stringify(page);
    for (const other of [
      "B-WORK-DONE",
      "B-REPLY",
      "B-STAFF-TEXT",
      "B-ISSUE",
      "B-MODEL",
      "NO-VISIT-TEXT",
      "OFFICE-NOTE",
    ])
      expect(seen).not.toContain(other);
    expect(page.reviews).toEqual([]);
    // The office still sees the whole record.
    await withDb((db) => db.update(users).set({ passwordHash: "not-checked-here" }).where(eq(users.id, owner.id)));
    const office = await loadCustomerPage(
      new Request(`http://localhost/admin/customers/${a.customerId}`, {
        headers: { Cookie: `${SESSION_COOKIE}=${await createSession(owner.id)}` },
      }),
      String(a.customerId),
    );
    expect(JSON.stringify(office)).toContain("B-WORK-DONE");
    expect(office.texts.map((t) => t.body)).toEqual(expect.arrayContaining(["A-REPLY", "B-REPLY", "NO-VISIT-TEXT"]));
  });

  it("erase leaves none of the customer's words, mails or counters behind (issue 30, 2)", async () => {
    const booking = await storeBooking({
      name: "Quinn Caps",
      phone: "(813) 555-0040",
      email: "Quinn.Caps@Example.com",
    });
    const [message] = await withDb((db) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({
            name: "Quinn Caps",
            email: "Quinn.Caps@Example.com",
            phone: "(813) 555-0040",
            service: "General Inquiry",
            message: "QUINN-MESSAGE",
          })
          .returning();
        await attachMessage(tx, row!);
        return [row!];
      }),
    );
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    await withDb(async (db) => {
      await db.insert(mailQueue).values([
        { recipient: "Quinn.Caps@Example.com", subject: "Your visit is booked", body: "Hello QUINN-CONFIRMATION" },
        {
          recipient: "owner@example.com",
          subject: "New message",
          replyTo: "Quinn.Caps@Example.com",
          body: "From: Quinn Caps <Quinn.Caps@Example.com>, (813) 555-0040\n\nQUINN-MESSAGE",
        },
        { recipient: "owner@example.com", subject: "Someone else", body: "OTHER-MAIL-KEPT" },
      ]);
      const on = (requestKind: "booking" | "message", requestId: number) => ({ requestKind, requestId });
      await db.insert(activity).values([
        { actor: "+18135550040", action: "text-received", ...on("booking", booking.id), detail: "QUINN-REPLY" },
        {
          actor: "staff@example.com",
          action: "text-sent",
          ...on("booking", booking.id),
          detail: "STAFF-TEXT-TO-QUINN",
        },
        { actor: "tech@example.com", action: "visit-step", ...on("booking", booking.id), detail: "No: QUINN-REASON" },
        { actor: "System", action: "status-changed", ...on("booking", booking.id), detail: "new -> confirmed" },
        { actor: "Visitor", action: "message-received", ...on("message", message!.id), detail: "QUINN-MESSAGE" },
      ]);
      await db.insert(rateLimits).values([
        { key: "contact-email:quinn.caps@example.com", points: 1, expire: tomorrow },
        { key: "booking-phone:+18135550040", points: 1, expire: tomorrow },
        { key: "contact-email:someone@example.com", points: 1, expire: tomorrow },
      ]);
      // A place they waited for in a full window (the waitlist keeps name, e-mail and phone).
      await db.insert(waitlistEntries).values({
        visitDate: "2026-12-01",
        visitWindow: "morning",
        name: "Quinn Caps",
        email: "Quinn.Caps@example.com",
        phone: "+18135550040",
        request: "{}",
        linkId: "erase-test-link",
      });
      // Their calls (one linked, one from before they were known) and the missed call in the history.
      await db.insert(calls).values([
        {
          callSid: "CAquinn1",
          fromNumber: "+18135550040",
          status: "missed",
          customerId: booking.customerId,
          recordingUrl: "https://api.twilio.com/Recordings/REquinn",
        },
        { callSid: "CAquinn2", fromNumber: "+18135550040", status: "answered" },
        { callSid: "CAother", fromNumber: "+18135550099", status: "missed" },
      ]);
      await db.insert(activity).values({
        actor: "Caller",
        action: "call-missed",
        ...on("booking", booking.id),
        detail: "+18135550040: texted back",
      });
    });
    expect(await eraseCustomer(booking.customerId!, owner)).toMatchObject({ ok: true });
    const left = await withDb(async (db) => ({
      mail: (await db.select().from(mailQueue)).map((m) => [m.recipient, m.replyTo, m.body].join(" ")),
      activity: (await db.select().from(activity)).map((a) => `${a.actor} ${a.detail}`),
      limits: (await db.select().from(rateLimits)).map((r) => r.key),
      waitlist: (await db.select().from(waitlistEntries)).map((w) => [w.name, w.email, w.phone].join(" ")),
      calls: (await db.select().from(calls)).map((c) => [c.callSid, c.fromNumber, c.recordingUrl].join(" ")),
    }));
    const everything = JSON.stringify(left).toLowerCase();
    for (const personal of ["quinn", "555-0040", "5550040"]) expect(everything, personal).not.toContain(personal);
    expect(left.mail.join(" ")).toContain("OTHER-MAIL-KEPT");
    expect(left.limits).toContain("contact-email:someone@example.com");
    expect(left.calls).toEqual(["CAother +18135550099 "]);
    // Who did what on the request stays in the log, without their words.
    const history = await withDb((db) => db.select().from(activity).where(eq(activity.requestId, booking.id)));
    expect(history.map((a) => a.action)).toEqual(
      expect.arrayContaining(["text-received", "text-sent", "visit-step", "status-changed"]),
    );
    expect(history.find((a) => a.action === "status-changed")!.detail).toBe("new -> confirmed");
  });

  it("retention: erases requests without a job after three years, keeps those with one", async () => {
    const old = new Date("2022-01-10T15:00:00Z");
    const stale = await storeBooking({ name: "Olga Old", phone: "(813) 555-0011", createdAt: old });
    const kept = await storeBooking({ name: "Kim Kept", phone: "(813) 555-0012", createdAt: old });
    await completeJob(kept.id, old);
    // Their texts both ways: the stale request's go with it, the kept one's stay.
    await withDb(async (db) => {
      await db.insert(textOutbox).values([
        { bookingId: stale.id, toNumber: "+18135550011", kind: "confirmation", dedupeKey: "booked", body: "OLGA-TEXT" },
        { bookingId: kept.id, toNumber: "+18135550012", kind: "confirmation", dedupeKey: "booked", body: "KIM-TEXT" },
      ]);
      await db.insert(smsInbound).values([
        { messageSid: "SMolga1", fromNumber: "+18135550011", body: "OLGA-REPLY", kind: "reply", bookingId: stale.id },
        { messageSid: "SMkim1", fromNumber: "+18135550012", body: "KIM-REPLY", kind: "reply", bookingId: kept.id },
      ]);
    });
    const result = await eraseExpiredRequests(NOW);
    expect(result.requests).toBeGreaterThanOrEqual(1);
    const [s] = await withDb((db) => db.select().from(bookings).where(eq(bookings.id, stale.id)));
    const [k] = await withDb((db) => db.select().from(bookings).where(eq(bookings.id, kept.id)));
    expect(s!.name).toBe(`Erased customer #${stale.customerId}`);
    expect(s!.phone).toBe("");
    expect(k!.name).toBe("Kim Kept");
    const [c] = await withDb((db) => db.select().from(customers).where(eq(customers.id, stale.customerId!)));
    expect(c!.erasedAt).not.toBeNull();
    const texts = await withDb(async (db) => [
      ...(await db.select().from(textOutbox)).map((t) => t.body),
      ...(await db.select().from(smsInbound)).map((t) => t.body),
    ]);
    expect(texts.filter((t) => /OLGA|KIM/.test(t)).sort()).toEqual(["KIM-REPLY", "KIM-TEXT"]);
  });
});
