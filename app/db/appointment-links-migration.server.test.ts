import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailQueue } from "#app/db/schema";
import { startTestSmtp, type TestSmtp } from "#tests/support/smtp";
import { createTransport, processDueMail } from "#app/mail/worker.server";
import { hasAppointmentLink } from "#app/scheduling/appointment-links.server";
import { loadAppointmentPage } from "#app/routes/appointment/route.server";
import { findAppointment } from "#app/scheduling/appointments.server";
import { closeDb, connect, withDb } from "./client.server";
import { databaseAsText } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { setEnv } from "#tests/support/env";
import { migrationsUpTo } from "#tests/support/migrations";

/**
 * Migration 0006 (issue 25): a database as the release before it left it, with appointment
 * tokens in clear in bookings.token and in the mail already sent, is migrated by the app's own
 * start-up. Every old link still opens its page; the database keeps only hashes, and the stored
 * copies of sent mail no private link. Mail still waiting to go out keeps its link until sent.
 */

const LAST_BEFORE = "0005_reminder_for";
// Monday 2026-11-23, 9:00 in New York.
const NOW = new Date("2026-11-23T14:00:00Z");

const oldToken = () => randomBytes(32).toString("base64url");

describe.each(testDatabases("fridge-links-migration", { migrated: false }))("migration 0006 on $name", ({ setUp }) => {
  const link = oldToken();
  const unsentLink = oldToken();
  const invite = oldToken();
  const ids: Record<string, number> = {};
  let tearDown: (() => Promise<void>) | undefined;
  let oldMigrations = "";
  let smtp: TestSmtp;
  let transport: Transporter;

  beforeAll(async () => {
    await closeDb();
    tearDown = await setUp();
    oldMigrations = migrationsUpTo(LAST_BEFORE);
    // The database as the previous release left it.
    const old = await connect({ migrationsFolder: oldMigrations });
    try {
      const book = async (name: string, token: string | null) => {
        const rows = (await old.db.execute(sql`
          insert into bookings (name, email, phone, address, city, zip_code, brand, issue, issue_description,
                                preferred_date, preferred_time, visit_date, visit_window, token)
          values (${name}, ${`${name.toLowerCase()}@example.com`}, '(813) 555-0100', '1 Main St', 'Tampa', '33602', 'LG',
                  'Not Cooling', 'Warm', '2026-11-24', 'Morning (8am-12pm)', '2026-11-24', 'morning', ${token})
          returning id`)) as unknown;
        return (Array.isArray(rows) ? rows : (rows as { rows: Array<{ id: number }> }).rows)[0]!.id as number;
      };
      ids.sent = await book("Sent", link);
      ids.waiting = await book("Waiting", unsentLink);
      ids.legacy = await book("Legacy", null);
      const url = (token: string) => `https://www.example.com/appointments/${token}`;
      // The calendar file folds its long lines (RFC 5545), here inside the token.
      const ics = `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDESCRIPTION:See\\, move or cancel the visit: ${url(link).slice(0, 60)}\r\n ${url(link).slice(60)}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
      expect(ics).not.toContain(link);
      await old.db.insert(mailQueue).values([
        {
          recipient: "sent@example.com",
          subject: "Booked",
          body: `See, move or cancel your visit: ${url(link)}\n`,
          icsAttachment: ics,
          sentAt: NOW,
        },
        {
          recipient: "staff@example.com",
          subject: "Invited",
          body: `Set your password: https://www.example.com/admin/invite/${invite}\n`,
          sentAt: NOW,
        },
        {
          recipient: "waiting@example.com",
          subject: "Booked",
          body: `See, move or cancel your visit: ${url(unsentLink)}\n`,
        },
      ]);
    } finally {
      await old.close();
    }
    smtp = await startTestSmtp();
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    transport = createTransport();
  });
  afterAll(async () => {
    transport.close();
    await smtp.stop();
    await closeDb();
    await tearDown?.();
    rmSync(oldMigrations, { recursive: true, force: true });
    setEnv({ DATABASE_URL: undefined, DATA_DIR: undefined, SMTP_URL: undefined });
  });

  it("every link made before it still opens its page, found by the token's hash", async () => {
    // The app's own start-up runs 0006.
    for (const [token, id] of [
      [link, ids.sent],
      [unsentLink, ids.waiting],
    ] as const) {
      expect((await findAppointment(token))?.id).toBe(id);
      const page = await loadAppointmentPage(token, new URL(`http://localhost/appointments/${token}`), NOW);
      expect(page).toMatchObject({ token, visitDate: "2026-11-24", canChange: true });
    }
    // A booking from before appointments were real had no link and still has none.
    expect(await withDb((db) => hasAppointmentLink(db, ids.legacy!))).toBe(false);
  });

  it("keeps no token in clear: not in bookings, not in the mail already sent (its calendar file unfolded)", async () => {
    const dump = await databaseAsText();
    expect(dump).not.toContain(link);
    expect(dump).not.toContain(invite);
    expect(dump).toContain("https://www.example.com/appointments/[removed]");
    expect(dump).toContain("https://www.example.com/admin/invite/[removed]");
    const columns = await withDb((db) =>
      db.execute(sql`select column_name from information_schema.columns where table_name = 'bookings'`),
    );
    expect(JSON.stringify(columns)).not.toContain('"token"');
    // The mail still waiting carries its link to the visitor, and keeps none once it has gone out.
    expect(dump).toContain(unsentLink);
    expect(await processDueMail(transport)).toEqual({ sent: 1, failed: 0 });
    expect((await smtp.waitFor(1))[0]!.text).toContain(`/appointments/${unsentLink}`);
    expect(await databaseAsText()).not.toContain(unsentLink);
    expect((await findAppointment(unsentLink))?.id).toBe(ids.waiting);
  });
});
