import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings, contactMessages } from "#app/db/schema";
import { es } from "#app/content/i18n/es";
import { en } from "#app/content/i18n/en";
import {
  SMS_CONSENT_VALUE,
  SMS_CONSENT_VERSION,
  SMS_CONSENT_VERSION_ES,
  SMS_CONSENT_WORDING,
  SMS_CONSENT_WORDING_ES,
} from "#app/content/texts";
import { WINDOW_LABEL } from "#tests/fixtures/records";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { addDays, todayInBusinessZone, weekdayOf } from "#app/lib/dates";
import { formatCalendarDateIn } from "#app/lib/locale-format";
import type { SubmissionResult } from "#app/forms/submission";
import { handleContactPost } from "../contact/route.server";
import { handleBookingPost } from "./route.server";
import { loader as availabilityLoader } from "../availability/route";
import { handlePhotoUpload } from "../photo-uploads/route.server";
import { PHOTO_FIELD, PHOTO_MESSAGES } from "#app/photos/limits";
import { PHOTO_MESSAGES_ES } from "#app/photos/messages.server";
import type { AvailabilityView } from "#app/scheduling/availability";

/**
 * POST /es/book and /es/contact (docs/decisions/0036-spanish.md): the same fields, refused in
 * Spanish with every value kept, stored as an English post is, confirmed with a Spanish date and
 * window. PGlite alone (the language changes no SQL).
 */

/** A weekday a few days ahead in New York, so the morning window is open whatever today is. */
function aWeekdayAhead(): string {
  let date = addDays(todayInBusinessZone(), 4);
  while ([0, 6].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

type Answer = { data: SubmissionResult; init: { status?: number } | null };

async function post(path: string, fields: Record<string, string>, client: string) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const handle = path.endsWith("/contact") ? handleContactPost : handleBookingPost;
  const result = (await handle(request, { clientAddress: client })) as unknown as Answer;
  return { status: result.init?.status, body: result.data };
}

const booking = (name: string) => ({
  intent: "book",
  name,
  email: "ana@example.com",
  phone: "(813) 555-0100",
  address: "1 Calle Principal",
  city: "Tampa",
  zipCode: "33602",
  brand: "LG",
  model: "",
  serialNumber: "",
  issue: "Water Leaking",
  issueDescription: "Gotea agua debajo del refrigerador.",
  preferredDate: aWeekdayAhead(),
  preferredTime: WINDOW_LABEL.morning,
  additionalInfo: "",
});

describe.each(testDatabases("fridge-es-forms").filter((d) => d.name === "PGlite"))(
  "the Spanish forms' posts on $name",
  ({ setUp }) => {
    useTestDatabase(setUp);

    it("POST /es/book refuses bad fields in Spanish (400), every value kept, nothing stored", async () => {
      const fields = { ...booking("Ana Refused"), email: "no-es-correo", zipCode: "3360", issueDescription: "" };
      const { status, body } = await post("/es/book", fields, "203.0.113.71");
      expect(status).toBe(400);
      if (body.ok) throw new Error("expected a refusal");
      expect(body.message).toBe("Corrija los campos marcados.");
      expect(body.errors).toEqual({
        email: "Escriba un correo electrónico válido.",
        zipCode: "Escriba un código postal de 5 dígitos.",
        issueDescription: "Descripción del problema: este dato es obligatorio.",
      });
      const { intent: _intent, ...typed } = fields;
      expect(body.values).toMatchObject(typed);
      expect(await withDb((db) => db.select().from(bookings).where(eq(bookings.name, "Ana Refused")))).toEqual([]);
    });

    it("POST /es/book stores a good booking and confirms it with the date and window in Spanish", async () => {
      const fields = booking("Ana Booked");
      const { status, body } = await post("/es/book", fields, "203.0.113.72");
      expect(status).toBe(200);
      if (!body.ok) throw new Error(`refused: ${body.message}`);
      expect(body.summary).toMatchObject({
        date: formatCalendarDateIn("es", fields.preferredDate),
        time: es.bookingForm.times[WINDOW_LABEL.morning],
        name: "Ana Booked",
      });
      expect(body.summary?.date).toMatch(/^[a-zé]+, \d{1,2} de [a-z]+ de \d{4}$/);
      const [stored] = await withDb((db) => db.select().from(bookings).where(eq(bookings.name, "Ana Booked")));
      // The posted values are the English form's: the workspace reads them as before.
      expect(stored?.issue).toBe("Water Leaking");
      expect(stored?.preferredTime).toBe(WINDOW_LABEL.morning);
    });

    it("POST /es/book stores the Spanish consent's version, POST /book the English one", async () => {
      await post("/es/book", { ...booking("Ana Consent"), smsConsent: SMS_CONSENT_VALUE }, "203.0.113.74");
      await post("/book", { ...booking("Ann Consent"), smsConsent: SMS_CONSENT_VALUE }, "203.0.113.75");
      const versionOf = async (name: string) =>
        (await withDb((db) => db.select().from(bookings).where(eq(bookings.name, name))))[0]?.smsConsentVersion;
      expect(await versionOf("Ana Consent")).toBe(SMS_CONSENT_VERSION_ES);
      expect(await versionOf("Ann Consent")).toBe(SMS_CONSENT_VERSION);
      expect(SMS_CONSENT_VERSION_ES).not.toBe(SMS_CONSENT_VERSION);
      // The form shows the wording whose version is stored.
      expect(es.bookingForm.smsConsent).toBe(SMS_CONSENT_WORDING_ES);
      expect(en.bookingForm.smsConsent).toBe(SMS_CONSENT_WORDING);
    });

    it("GET /availability&lang=es answers step 3's words in Spanish (a Sunday by phone), without lang in English", async () => {
      let sunday = addDays(todayInBusinessZone(), 3);
      while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);
      const get = async (query: string) => {
        const answer = (await availabilityLoader({
          request: new Request(`http://localhost/availability?date=${sunday}${query}`),
        } as never)) as unknown as { data: AvailabilityView };
        return answer.data;
      };
      const spanish = await get("&lang=es");
      const next = spanish.full?.nextDate;
      if (!next) throw new Error("expected a next date with room");
      expect(spanish.full?.message).toBe(
        `Los domingos, las citas se reservan por teléfono: llame a la línea de emergencia. La próxima fecha con lugar en línea es el ${formatCalendarDateIn("es", next)}.`,
      );
      expect(spanish.byPhone?.lead).toBe("Los domingos, las citas se reservan por teléfono: línea de emergencia");
      expect(spanish.windows.map((w) => w.text)).toEqual(
        spanish.windows.map((w) => `${es.bookingForm.times[w.label as keyof typeof es.bookingForm.times]} - Cerrado`),
      );
      const english = await get("");
      expect(english.full?.message).toBe(
        `Sundays are by phone: call the emergency line. The next date with room online is ${formatCalendarDateIn("en", next)}.`,
      );
      expect(english.windows.map((w) => w.text)).toEqual(english.windows.map((w) => `${w.label} - Closed`));
    });

    it("refuses a file that is no photo in Spanish on /es/book and /photo-uploads?lang=es, in English without", async () => {
      const notAPhoto = () => new File([new TextEncoder().encode("hola")], "nota.jpg", { type: "image/jpeg" });
      const form = new FormData();
      for (const [k, v] of Object.entries(booking("Ana Photo"))) form.append(k, v);
      form.append(PHOTO_FIELD, notAPhoto());
      const booked = (await handleBookingPost(new Request("http://localhost/es/book", { method: "POST", body: form }), {
        clientAddress: "203.0.113.76",
      })) as unknown as Answer;
      expect(booked.init?.status).toBe(400);
      if (booked.data.ok) throw new Error("expected a refusal");
      expect(booked.data.errors).toEqual({ photos: PHOTO_MESSAGES_ES.notAnImage });
      expect(PHOTO_MESSAGES_ES.notAnImage).toBe(
        "No podemos abrir este archivo como foto. Adjunte fotos JPEG, PNG o WebP.",
      );

      const upload = async (url: string) => {
        const body = new FormData();
        body.append(PHOTO_FIELD, notAPhoto());
        const answer = await handlePhotoUpload(new Request(url, { method: "POST", body }), {
          clientAddress: "203.0.113.77",
        });
        return { status: answer.status, body: (await answer.json()) as { ok: boolean; message?: string } };
      };
      expect(await upload("http://localhost/photo-uploads?lang=es")).toEqual({
        status: 400,
        body: { ok: false, message: PHOTO_MESSAGES_ES.notAnImage },
      });
      expect(await upload("http://localhost/photo-uploads")).toEqual({
        status: 400,
        body: { ok: false, message: PHOTO_MESSAGES.notAnImage },
      });
    });

    it("POST /book still answers in English", async () => {
      const { status, body } = await post("/book", { ...booking("Ann Refused"), email: "nope" }, "203.0.113.73");
      expect(status).toBe(400);
      if (body.ok) throw new Error("expected a refusal");
      expect(body.message).toBe("Please correct the highlighted fields.");
      expect(body.errors).toEqual({ email: "Enter a valid email address." });
    });

    it("POST /es/contact refuses in Spanish with values kept, and stores a good message", async () => {
      const refused = await post(
        "/es/contact",
        { name: "Ana", email: "ana@example.com", phone: "555", service: "Water Leaking", message: "" },
        "203.0.113.74",
      );
      expect(refused.status).toBe(400);
      if (refused.body.ok) throw new Error("expected a refusal");
      expect(refused.body.message).toBe("Corrija los campos marcados.");
      expect(refused.body.errors).toEqual({
        phone: "Escriba un teléfono con código de área, por ejemplo (813) 555-0142.",
        message: "Mensaje: este dato es obligatorio.",
      });
      expect(refused.body.values).toMatchObject({ name: "Ana", phone: "555" });

      const sent = await post(
        "/es/contact",
        {
          name: "Ana Contacto",
          email: "ana@example.com",
          phone: "(813) 555-0100",
          service: "Water Leaking",
          message: "Hola",
        },
        "203.0.113.75",
      );
      expect(sent.status).toBe(200);
      expect(sent.body.ok).toBe(true);
      const stored = await withDb((db) =>
        db.select().from(contactMessages).where(eq(contactMessages.name, "Ana Contacto")),
      );
      expect(stored).toHaveLength(1);
    });
  },
);
