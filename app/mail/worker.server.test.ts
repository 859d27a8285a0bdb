import { eq, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { getDb } from "#app/db/client.server";
import { saveContactMessage } from "#app/db/requests.server";
import { bookAppointment } from "#app/scheduling/appointments.server";
import { bookingMails, contactMails } from "./messages.server";
import { mailQueue } from "#app/db/schema";
import { icsTimeOf, WINDOW_LABEL } from "#tests/fixtures/records";
import { freePort } from "#tests/support/free-port";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { setEnv } from "#tests/support/env";
import { startTestSmtp, type TestSmtp } from "#tests/support/smtp";
import { createTransport, processDueMail, retryDelayMs, startMailWorker, stopMailWorker } from "./worker.server";

const booking = {
  name: "Maria Lopez",
  email: "maria@example.com",
  phone: "(813) 555-0100",
  address: "500 Channelside Dr",
  city: "Tampa",
  zipCode: "33602",
  brand: "Whirlpool",
  model: "",
  issue: "Ice Maker Problem",
  issueDescription: "No ice since Monday.",
  preferredDate: "2027-07-15",
  preferredTime: "First Available",
  additionalInfo: "",
} as const;

const message = {
  name: "Sam Carter",
  email: "sam@example.com",
  phone: "(727) 555-0111",
  service: "General Inquiry",
  message: "Do you service wine coolers?",
} as const;

describe("retry back-off", () => {
  it("starts at 30 s, doubles, and never waits more than an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelayMs(n, 30_000) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });
});

const drivers = testDatabases("fridge-mail-test");

describe.each(drivers)("mail queue on $name", ({ setUp }) => {
  let smtp: TestSmtp | undefined;
  let transport: Transporter | undefined;

  useTestDatabase(setUp);
  afterAll(() => {
    setEnv({ SMTP_URL: undefined });
  });
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(mailQueue); // each test sees only its own mail
  });
  afterEach(async () => {
    transport?.close();
    transport = undefined;
    await smtp?.stop();
    smtp = undefined;
  });

  async function queueRequests() {
    // First Available on Thursday 2027-07-15 (booked on a fixed clock): its morning window.
    await bookAppointment(
      booking,
      (row) => bookingMails(row, { confirmVisitor: true }),
      new Date("2026-11-23T14:00:00Z"),
    );
    await saveContactMessage(message, (row) => contactMails(row, { confirmVisitor: true }));
    const db = await getDb();
    return db.select().from(mailQueue).orderBy(mailQueue.id);
  }

  it("keeps mail through an SMTP outage and delivers it once the server is back", async () => {
    const port = await freePort(); // nothing listens here yet
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const queued = await queueRequests();
    expect(queued).toHaveLength(4);
    transport = createTransport();

    // Outage: every send fails, nothing is lost, each row waits ~30 s before the next try.
    expect(await processDueMail(transport)).toEqual({ sent: 0, failed: 4 });
    const db = await getDb();
    const [{ now }] = (await db
      .select({ now: sql<string>`now()::text` })
      .from(mailQueue)
      .limit(1)) as [{ now: string }];
    const dbNow = new Date(now).getTime();
    for (const row of await db.select().from(mailQueue)) {
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      const wait = row.nextAttemptAt.getTime() - dbNow;
      expect(wait).toBeGreaterThan(25_000);
      expect(wait).toBeLessThanOrEqual(30_000);
    }
    // A mail waiting for another try keeps the visitor's private link, to send it.
    const link = /\/appointments\/[A-Za-z0-9_-]{43}/.exec(queued[1]!.body)?.[0];
    expect(link).toBeDefined();
    expect((await db.select().from(mailQueue).where(eq(mailQueue.id, queued[1]!.id)))[0]!.body).toContain(link);
    // Not due yet: a poll right away sends nothing and does not count an attempt.
    expect(await processDueMail(transport)).toEqual({ sent: 0, failed: 0 });

    // The server comes back; time passes (the rows become due).
    smtp = await startTestSmtp({ port });
    await db.update(mailQueue).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await processDueMail(transport)).toEqual({ sent: 4, failed: 0 });
    const mails = await smtp.waitFor(4);

    const byRecipientAndSubject = mails.map((m) => [m.to.join(","), m.subject]);
    expect(byRecipientAndSubject).toEqual([
      [business.emails.business, `New booking: Maria Lopez, Thursday, July 15, 2027, ${WINDOW_LABEL.morning}`],
      ["maria@example.com", "Your refrigerator repair visit is booked"],
      [business.emails.business, "New message: Sam Carter, General Inquiry"],
      ["sam@example.com", "We received your message"],
    ]);
    expect(mails[0]!.headers["reply-to"]).toContain("maria@example.com");
    expect(mails[0]!.text).toContain("Description: No ice since Monday.");
    expect(mails[2]!.text).toContain("Message: Do you service wine coolers?");
    expect(mails[3]!.text).toContain(business.phones.main.display);
    expect(mails[0]!.attachments).toEqual([]);

    // The visitor's booking confirmation carries the visit as a calendar file, in New York time.
    const [ics] = mails[1]!.attachments;
    expect(ics?.filename).toBe("repair-visit.ics");
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    expect(ics?.content).toContain("BEGIN:VEVENT");
    expect(ics?.content).toContain(`DTSTART;TZID=America/New_York:20270715T${icsTimeOf("morning", "start")}`);
    expect(ics?.content).toContain(`DTEND;TZID=America/New_York:20270715T${icsTimeOf("morning", "end")}`);

    const rows = await db.select().from(mailQueue).orderBy(mailQueue.id);
    expect(rows.every((r) => r.sentAt !== null && r.lastError === null && r.attempts === 1)).toBe(true);
    // The link went out in the mail and its calendar file; the stored copy keeps neither (issue 25).
    expect(mails[1]!.text).toContain(link);
    expect(ics?.content.replace(/\r\n[ \t]/g, "")).toContain(link);
    expect(rows[1]!.body).not.toContain(link);
    expect(rows[1]!.body).toContain(
      "See, move or cancel your visit: https://www.tampabayfridgerepair.example/appointments/[removed]",
    );
    expect(rows[1]!.icsAttachment).not.toContain(link!.slice("/appointments/".length));
    expect(rows[1]!.icsAttachment).toContain("/appointments/[removed]");
    expect(rows[1]!.icsAttachment).toContain("DTSTART;TZID=America/New_York:20270715T080000");
    // Sent is sent: the next poll sends nothing again.
    expect(await processDueMail(transport)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(4);
  });

  it("never sends a row twice when two pollers run at once", async () => {
    smtp = await startTestSmtp();
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    await queueRequests();
    await queueRequests();
    transport = createTransport();
    const [a, b] = await Promise.all([processDueMail(transport), processDueMail(transport)]);
    expect(a.sent + b.sent).toBe(8);
    await smtp.waitFor(8);
    expect(smtp.messages).toHaveLength(8);
  });

  it("gives up on a recipient the mailbox refuses for good, and still sends the rest", async () => {
    smtp = await startTestSmtp({ rejectRecipients: ["sam@example.com"] });
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    await queueRequests();
    transport = createTransport();
    expect(await processDueMail(transport)).toEqual({ sent: 3, failed: 1 });
    const db = await getDb();
    const [refused] = await db.select().from(mailQueue).where(eq(mailQueue.recipient, "sam@example.com"));
    expect(refused!.failedAt).not.toBeNull();
    expect(refused!.sentAt).toBeNull();
    expect(refused!.lastError).toMatch(/550|mailbox/i);
    // Given up: later polls leave it alone even when it would be due.
    await db.update(mailQueue).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await processDueMail(transport)).toEqual({ sent: 0, failed: 0 });
  });

  it("keeps no private link in a mail the mailbox refused for good", async () => {
    smtp = await startTestSmtp({ rejectRecipients: ["maria@example.com"] });
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const queued = await queueRequests();
    const link = /\/appointments\/[A-Za-z0-9_-]{43}/.exec(queued[1]!.body)?.[0];
    expect(link).toBeDefined();
    transport = createTransport();
    expect(await processDueMail(transport)).toEqual({ sent: 3, failed: 1 });
    const db = await getDb();
    const [refused] = await db.select().from(mailQueue).where(eq(mailQueue.id, queued[1]!.id));
    expect(refused!.failedAt).not.toBeNull();
    expect(`${refused!.body}${refused!.icsAttachment}`).not.toContain(link!.slice("/appointments/".length));
  });

  it("the worker polls on its own and stops cleanly", async () => {
    smtp = await startTestSmtp();
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    expect(startMailWorker({ pollMs: 50 })).toBe(true);
    expect(startMailWorker({ pollMs: 50 })).toBe(false); // one worker per process
    try {
      await saveContactMessage(message, (row) => contactMails(row, { confirmVisitor: true }));
      const mails = await smtp.waitFor(2);
      expect(mails.map((m) => m.subject)).toEqual([
        "New message: Sam Carter, General Inquiry",
        "We received your message",
      ]);
    } finally {
      await stopMailWorker();
    }
    await saveContactMessage(message, (row) => contactMails(row, { confirmVisitor: true }));
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages).toHaveLength(2); // stopped: nothing more goes out
  });

  it("does not start without SMTP_URL", async () => {
    setEnv({ SMTP_URL: undefined });
    expect(startMailWorker({ pollMs: 50 })).toBe(false);
    await stopMailWorker(); // harmless when nothing runs
  });
});
