import type { Transporter } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenId } from "#app/auth/tokens.server";
import { aBookingInput } from "#tests/fixtures/records";
import { testDatabases } from "#tests/support/postgres";
import { databaseAsText, useTestDatabase } from "#tests/support/database";
import { bookingMails } from "#app/mail/messages.server";
import { startTestSmtp, type TestSmtp } from "#tests/support/smtp";
import { createTransport, processDueMail } from "#app/mail/worker.server";
import { loadAppointmentPage } from "#app/routes/appointment/route.server";
import { bookAppointment, cancelAppointment, findAppointment } from "./appointments.server";
import { queueDueReminders } from "./reminders.server";
import { setEnv } from "#tests/support/env";

// Monday 2026-11-23, 9:00 in New York: the visit is tomorrow, so its reminder is due at once.
const NOW = new Date("2026-11-23T14:00:00Z");

/** The appointment page tokens in a text. */
const tokensIn = (text: string) => [...text.matchAll(/\/appointments\/([A-Za-z0-9_-]{43})/g)].map((m) => m[1]!);

describe.each(testDatabases("fridge-appointment-tokens"))("appointment tokens on $name (issue 25)", ({ setUp }) => {
  let smtp: TestSmtp;
  let transport: Transporter;
  useTestDatabase(setUp);
  beforeAll(async () => {
    smtp = await startTestSmtp();
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    transport = createTransport();
  });
  afterAll(async () => {
    transport.close();
    await smtp.stop();
    setEnv({ SMTP_URL: undefined });
  });

  it("a copy of the database opens no one's page: only the tokens' hashes are stored, and the links mailed still open it", async () => {
    const booking = await bookAppointment(
      aBookingInput({ preferredDate: "2026-11-24" }),
      (row) => bookingMails(row, { confirmVisitor: true }),
      NOW,
    );
    expect(await queueDueReminders(NOW)).toBe(1);
    expect(await processDueMail(transport)).toEqual({ sent: 3, failed: 0 });
    const mails = await smtp.waitFor(3);

    // The visitor got the link twice: in the confirmation (the token the booking answered with,
    // shown on the confirmation page) and in the reminder.
    const visitorMails = mails.filter((m) => m.to.includes(booking.email));
    expect(visitorMails).toHaveLength(2);
    const mailed = visitorMails.map((m) => tokensIn(m.text)[0]);
    expect(mailed[0]).toBe(booking.token);
    expect(mailed[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tokens = [...new Set([booking.token, ...mailed.map(String)])];

    const dump = await databaseAsText();
    for (const token of tokens) {
      expect(dump, "a token in clear in the database").not.toContain(token);
      // Stored as sessions are: its SHA-256.
      expect(dump).toContain(tokenId(token));
      // ...and every link that went out opens the page.
      expect((await findAppointment(token))?.id).toBe(booking.id);
      const page = await loadAppointmentPage(token, new URL(`http://localhost/appointments/${token}`), NOW);
      expect(page).toMatchObject({ token, name: booking.name, canChange: true });
    }
    // What the outbox keeps of the sent mail still says what went out, without the link.
    expect(dump).toContain("/appointments/[removed]");
  });

  it("a token is found by its hash only: the hash itself, a near miss or junk opens nothing", async () => {
    const booking = await bookAppointment(aBookingInput({ preferredDate: "2026-11-25" }), () => [], NOW);
    const token = booking.token;
    expect((await findAppointment(token))?.id).toBe(booking.id);
    const nearMiss = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const other of [tokenId(token), tokenId(token).slice(0, 43), nearMiss, "", "x".repeat(43)]) {
      expect(await findAppointment(other), other).toBeUndefined();
    }
    // The visitor's own actions work through the same lookup.
    const cancelled = await cancelAppointment(token, async () => {}, NOW);
    expect(cancelled).toMatchObject({ id: booking.id, status: "cancelled" });
  });
});
