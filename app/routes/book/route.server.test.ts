import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings, jobs, mailQueue, photos } from "#app/db/schema";
import { business } from "#app/content/business";
import { WINDOW_LABEL } from "#tests/fixtures/records";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { addDays, todayInBusinessZone, weekdayOf } from "#app/lib/dates";
import { MAX_PHOTOS, PHOTO_FIELD, PHOTO_MESSAGES, UPLOADED_PHOTO_FIELD } from "#app/photos/limits";
import { isPhotoRefusal, processPhoto } from "#app/photos/process-photo.server";
import { storePendingPhoto } from "#app/photos/store.server";
import { handleBookingPost } from "./route.server";
import type { SubmissionResult } from "#app/forms/submission";

/**
 * The photo cap counts a booking's photos together: those the wizard uploaded ahead (their keys in
 * `photoUploads`) and the files in the booking post itself. The cap is the same logic on either
 * driver, so PGlite alone.
 */

/** A weekday a few days ahead in New York, so the morning window is open whatever today is. */
function aWeekdayAhead(): string {
  let date = addDays(todayInBusinessZone(), 3);
  while ([0, 6].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

const jpeg = (shade: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

const photoDir = mkdtempSync(path.join(tmpdir(), "booking-photos-"));

/** A pending upload as POST /photo-uploads leaves it (decoded, re-encoded, stored): its key. */
async function uploadedAhead(shade: number): Promise<string> {
  const file = path.join(photoDir, `ahead-${shade}.jpg`);
  await sharp(await jpeg(shade)).toFile(file);
  const processed = await processPhoto(file);
  if (isPhotoRefusal(processed)) throw new Error(`the test photo was refused: ${processed.message}`);
  return storePendingPhoto(processed);
}

async function bookingPost(
  name: string,
  keys: string[],
  files: number,
  more: { fields?: Record<string, string>; client?: string } = {},
) {
  const form = new FormData();
  const fields: Record<string, string> = {
    intent: "book",
    name,
    email: "cap@example.com",
    phone: "(813) 555-0100",
    address: "1 Main St",
    city: "Tampa",
    zipCode: "33602",
    brand: "LG",
    model: "LRFVS3006S",
    serialNumber: "905KRNX1A234",
    issue: "Ice Maker Problem",
    issueDescription: "No ice since Monday.",
    preferredDate: aWeekdayAhead(),
    preferredTime: WINDOW_LABEL.morning,
    additionalInfo: "Gate code 1234",
    ...more.fields,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const key of keys) form.append(UPLOADED_PHOTO_FIELD, key);
  for (let i = 0; i < files; i++)
    form.append(PHOTO_FIELD, new File([new Uint8Array(await jpeg(40 * i))], `p${i}.jpg`, { type: "image/jpeg" }));
  const request = new Request("http://localhost/book", { method: "POST", body: form });
  const result = (await handleBookingPost(request, {
    clientAddress: more.client ?? `203.0.113.${keys.length * 10 + files}`,
  })) as unknown as {
    data: SubmissionResult;
    init: { status?: number } | null;
  };
  return { status: result.init?.status, body: result.data, fields };
}

const pending = (keys: string[]) =>
  withDb((db) => db.select({ bookingId: photos.bookingId }).from(photos).where(inArray(photos.uploadKey, keys)));

describe.each(testDatabases("fridge-booking-photos").filter((d) => d.name === "PGlite"))(
  "the booking's photo cap on $name",
  ({ setUp }) => {
    useTestDatabase(setUp);
    afterAll(() => rmSync(photoDir, { recursive: true, force: true }));

    it(`refuses more than ${MAX_PHOTOS} photos uploaded ahead and attached together: 400 on photos, every value kept, nothing stored`, async () => {
      const keys = [await uploadedAhead(10), await uploadedAhead(20)];
      const { status, body, fields } = await bookingPost("Too Many Photos", keys, 2);
      expect(status).toBe(400);
      if (body.ok) throw new Error("expected a refusal");
      expect(body.message).toBe(PHOTO_MESSAGES.tooMany);
      expect(body.errors).toEqual({ photos: PHOTO_MESSAGES.tooMany });
      const { intent: _intent, ...typed } = fields;
      expect(body.values).toMatchObject(typed);
      expect(await withDb((db) => db.select().from(bookings).where(eq(bookings.name, "Too Many Photos")))).toEqual([]);
      // The uploads wait, unclaimed, for a booking that fits (or for housekeeping).
      expect(await pending(keys)).toEqual([{ bookingId: null }, { bookingId: null }]);
    });

    it(`books ${MAX_PHOTOS} photos exactly: the one uploaded ahead claimed, the two attached stored`, async () => {
      const keys = [await uploadedAhead(30)];
      const { status, body } = await bookingPost("Three Photos", keys, 2);
      expect(status).toBe(200);
      expect(body.ok).toBe(true);
      const [booking] = await withDb((db) => db.select().from(bookings).where(eq(bookings.name, "Three Photos")));
      expect(booking?.serialNumber).toBe("905KRNX1A234");
      const stored = await withDb((db) =>
        db.select({ uploadKey: photos.uploadKey }).from(photos).where(eq(photos.bookingId, booking!.id)),
      );
      expect(stored).toHaveLength(MAX_PHOTOS);
      expect(stored.every((p) => p.uploadKey === null)).toBe(true);
    });
  },
);

describe.each(testDatabases("fridge-booking-warranty").filter((d) => d.name === "PGlite"))(
  "the office's mail about a warranty callback on $name",
  ({ setUp }) => {
    useTestDatabase(setUp, { SMTP_URL: "smtp://127.0.0.1:2525" });

    /** The office's "New booking" mail of the booking named `name`. */
    const officeMail = async (name: string) => {
      const mails = await withDb((db) => db.select().from(mailQueue));
      return mails.find((m) => m.subject.startsWith(`New booking: ${name},`));
    };
    const book = async (name: string, n: number) => {
      const { status } = await bookingPost(name, [], 0, {
        fields: { phone: "(813) 555-0177", email: `wanda${n}@example.com` },
        client: `198.51.100.${n}`,
      });
      expect(status).toBe(200);
      const [row] = await withDb((db) => db.select().from(bookings).where(eq(bookings.name, name)));
      return row!;
    };

    it("says 'Warranty callback: repair of ... (receipt #...), covered until ...' with the earlier request's address, within 90 days only", async () => {
      // The customer's first booking: nothing about a warranty.
      const first = await book("Wanda First", 1);
      expect((await officeMail("Wanda First"))!.body).not.toMatch(/warranty/i);
      // Its repair was done 100 days ago: a booking a few days ahead is past the warranty.
      const longAgo = new Date(Date.now() - 100 * 86_400_000);
      const [job] = await withDb((db) =>
        db
          .insert(jobs)
          .values({
            bookingId: first.id,
            labourCents: 15000,
            diagnosticFeeCents: 0,
            diagnosticCredited: true,
            taxRateBasisPoints: 0,
            partsCents: 0,
            subtotalCents: 15000,
            taxCents: 0,
            totalCents: 15000,
            completedAt: longAgo,
          })
          .returning(),
      );
      await book("Wanda Late", 2);
      expect((await officeMail("Wanda Late"))!.body).not.toMatch(/warranty/i);
      // Repaired yesterday: the next booking is a warranty callback, and the office's mail says so.
      const yesterday = new Date(Date.now() - 86_400_000);
      await withDb((db) => db.update(jobs).set({ completedAt: yesterday }).where(eq(jobs.id, job!.id)));
      const callback = await book("Wanda Callback", 3);
      expect(callback.customerId).toBe(first.customerId);
      const day = todayInBusinessZone(yesterday);
      const short = (iso: string, year: boolean) =>
        new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
          timeZone: "UTC",
          month: "short",
          day: "numeric",
          ...(year ? { year: "numeric" } : {}),
        });
      const body = (await officeMail("Wanda Callback"))!.body;
      expect(body).toContain(
        `Warranty callback: repair of ${short(day, false)} (receipt #${job!.id}), ` +
          `covered until ${short(addDays(day, 90), true)}\n` +
          `The earlier repair: ${business.siteUrl}/admin/requests/booking/${first.id}\n`,
      );
      // The visitor's confirmation says nothing of it.
      const mails = await withDb((db) => db.select().from(mailQueue));
      const toVisitor = mails.find((m) => m.recipient === "wanda3@example.com");
      expect(toVisitor).toBeDefined();
      expect(toVisitor!.body).not.toMatch(/warranty/i);
    });
  },
);
