import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { en } from "#app/content/i18n/en";
import { es } from "#app/content/i18n/es";
import { withDb } from "#app/db/client.server";
import { eq } from "drizzle-orm";
import { bookings, mailQueue, users, type BookingWithLink } from "#app/db/schema";
import { fanMotorOption } from "#tests/support/estimates";
import { queueEstimateSent } from "#app/estimates/estimate-messages.server";
import { loadEstimate, markEstimateSent, writeEstimate, type EstimateActor } from "#app/estimates/estimates.server";
import { bookAppointment } from "#app/scheduling/appointments.server";
import { decideByLink } from "#app/estimates/customer-estimate.server";
import { PHOTO_FIELD, PHOTO_MESSAGES } from "#app/photos/limits";
import { PHOTO_MESSAGES_ES } from "#app/photos/messages.server";
import { bookReturnVisit } from "#app/visits/return-visits.server";
import { aBookingInput } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { loadApprovedEstimate } from "../appointment-estimate/route.server";
import { handleAppointmentPost, loadAppointmentPage } from "./route.server";

// Monday 2026-11-23, 9:00 in New York; the visit is Tuesday morning.
const NOW = new Date("2026-11-23T14:00:00Z");
const w = es.appointment;

/** A post to the page at `path` (the Spanish page: /es/appointments/<token>), as the browser sends it. */
async function post(path: string, token: string, fields: Record<string, string>, clientAddress = "192.0.2.60") {
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
  const result = await handleAppointmentPost(request, token, { clientAddress }, NOW);
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  return { status: result.init?.status ?? 200, location: null, data: result.data };
}
const es_ = (b: BookingWithLink) => `/es/appointments/${b.token}`;
const load = (path: string, token: string) => loadAppointmentPage(token, new URL(`http://localhost${path}`), NOW);
const outbox = () => withDb((db) => db.select().from(mailQueue).orderBy(mailQueue.id));

// Language only: no SQL of its own, so PGlite alone (the English tests run both databases).
describe.each(testDatabases("fridge-appointment-spanish").slice(0, 1))(
  "the Spanish appointment page on $name",
  ({ setUp }) => {
    useTestDatabase(setUp, {
      SMTP_URL: "smtp://127.0.0.1:1",
      RATE_LIMIT_PER_MINUTE: "1000",
      BOOKING_WINDOW_CAPACITY: "100",
    });
    let owner: EstimateActor;
    beforeAll(async () => {
      const [row] = await withDb((db) =>
        db.insert(users).values({ email: "owner@example.com", name: "Olive Owner", role: "owner" }).returning(),
      );
      owner = { id: row!.id, name: row!.name, email: row!.email, role: row!.role };
    });
    beforeEach(() => withDb((db) => db.delete(mailQueue)));

    const book = (name: string, lang: "en" | "es" = "es") =>
      bookAppointment(aBookingInput({ name, lang, issue: "Not Cooling", brand: "Other" }), () => [], NOW);

    it("speaks the path's language: Spanish words, es-US dates, Spanish values; the same visit in English at /appointments", async () => {
      const booking = await book("Rosa Vega");
      const page = await load(es_(booking), booking.token);
      expect(page.lang).toBe("es");
      expect(page.words.heading).toBe("Su cita");
      expect(page.words.estimate.heading).toBe("Su presupuesto");
      expect(page.words.ratingPlate).toEqual(es.bookingForm.ratingPlate);
      expect(page.visit).toBe("martes, 24 de noviembre de 2026, de 8:00 a.m. a 12:00 p.m.");
      expect(page.statusText).toBe(w.status.new);
      expect(page.issue).toBe(es.bookingForm.issues["Not Cooling"]);
      expect(page.brand).toBe("Otra");
      // Changes close 2 hours before the window: 6:00 a.m. on the visit's day.
      expect(page.deadline).toBe("24 de noviembre de 2026, 6:00 a.m. EST");
      expect(page.visitStatus?.text).toBe("Su visita está programada.");

      const english = await load(`/appointments/${booking.token}`, booking.token);
      expect(english.lang).toBe("en");
      expect(english.words).toMatchObject({ heading: "Your Appointment", title: en.appointment.title });
      expect(english.visit).toMatch(/^Tuesday, November 24, 2026, /);
      expect(english.statusText).toBe("Booked: we'll call to confirm the exact time.");
      expect(english.deadline).toBe("Nov 24, 2026, 6:00 AM EST");
      expect(english.issue).toBe("Not Cooling");
    });

    it("refuses in Spanish with the values kept, and nothing changes", async () => {
      const booking = await book("Luis Mora");
      expect(await post(es_(booking), booking.token, { intent: "reschedule", date: "2026-11-25", window: "" })).toEqual(
        {
          status: 400,
          location: null,
          data: { ok: false, message: "Elija un horario de llegada.", values: { date: "2026-11-25", window: "" } },
        },
      );
      expect(
        await post(es_(booking), booking.token, { intent: "reschedule", date: "2026-11-20", window: "morning" }),
      ).toMatchObject({
        status: 400,
        data: { message: es.formMessages.date.past, values: { date: "2026-11-20", window: "morning" } },
      });
      expect(await post(es_(booking), booking.token, { intent: "cancel" })).toMatchObject({
        status: 400,
        data: { message: w.refusals.tickToCancel },
      });
      const [row] = await withDb((db) => db.select().from(bookings));
      expect(row).toMatchObject({ status: "new", visitDate: "2026-11-24", visitWindow: "morning" });
      // The same post to the English page still answers in English.
      expect(await post(`/appointments/${booking.token}`, booking.token, { intent: "cancel" })).toMatchObject({
        status: 400,
        data: { message: "Tick the box to confirm that you want to cancel the visit." },
      });
    });

    it("a move to a day without online windows answers with that day's words in Spanish", async () => {
      const booking = await book("Inés Paz");
      // Sunday, November 29: booked by phone only.
      const answer = await post(es_(booking), booking.token, {
        intent: "reschedule",
        date: "2026-11-29",
        window: "morning",
      });
      expect(answer).toMatchObject({
        status: 409,
        data: {
          availability: {
            phoneOnly: true,
            windows: [
              { key: "morning", text: "Mañana (8 a.m. - 12 p.m.) - Cerrado" },
              { key: "afternoon", text: "Tarde (12 p.m. - 4 p.m.) - Cerrado" },
              { key: "evening", text: "Noche (4 p.m. - 8 p.m.) - Cerrado" },
            ],
            byPhone: { lead: "Los domingos, las citas se reservan por teléfono: línea de emergencia" },
            earliest: { date: "2026-11-30", text: "lunes, 30 de noviembre de 2026, Mañana (8 a.m. - 12 p.m.)" },
          },
        },
      });
      // The English page's answer to the same move stays English.
      const english = await post(`/appointments/${booking.token}`, booking.token, {
        intent: "reschedule",
        date: "2026-11-29",
        window: "morning",
      });
      expect(english).toMatchObject({ status: 409, data: { availability: { phoneOnly: true } } });
      expect(JSON.stringify(english.data)).not.toContain("Cerrado");

      // Without JavaScript, "Check availability" for that Sunday: the move form's phone-only note
      // (DayAvailabilityNote) gets the wizard's Spanish words; the English page keeps its own.
      const check = (path: string) =>
        post(path, booking.token, { intent: "check", date: "2026-11-29", window: "" }, "192.0.2.61");
      expect(await check(es_(booking))).toMatchObject({
        status: 200,
        data: {
          availability: {
            phoneOnly: true,
            byPhone: {
              lead: "Los domingos, las citas se reservan por teléfono: línea de emergencia",
              after: ". La próxima fecha con lugar en línea es el lunes, 30 de noviembre de 2026.",
            },
          },
        },
      });
      expect(await check(`/appointments/${booking.token}`)).toMatchObject({
        status: 200,
        data: {
          availability: {
            byPhone: {
              lead: "Sundays are by phone: emergency line",
              after: ". The next date with room online is Monday, November 30, 2026.",
            },
          },
        },
      });
    });

    it("names the other visit of a pair in Spanish, on the first visit's page and on the return visit's", async () => {
      const first = await book("Marta Gil");
      await withDb((db) => db.update(bookings).set({ visitStep: "needs_return" }).where(eq(bookings.id, first.id)));
      const booked = await bookReturnVisit(
        owner,
        first.id,
        { date: "2026-11-30", window: "morning", note: "Compresor pedido", overCapacity: false },
        NOW,
      );
      if (!booked.ok) throw new Error(booked.message);
      // The return visit's own link, from the Spanish confirmation it was sent.
      const links = (await outbox()).flatMap((m) => [...m.body.matchAll(/\/es\/appointments\/([^\s/?#]+)/g)]);
      const returnToken = links.map((m) => m[1]!).find((token) => token !== first.token)!;

      const firstPage = await load(es_(first), first.token);
      expect(firstPage.visitRecord.related).toEqual([
        "Visita de regreso el lunes, 30 de noviembre de 2026, de 8:00 a.m. a 12:00 p.m.",
      ]);
      const returnPage = await load(`/es/appointments/${returnToken}`, returnToken);
      expect(returnPage.visitRecord.related).toEqual([
        "Primera visita el martes, 24 de noviembre de 2026, de 8:00 a.m. a 12:00 p.m.",
      ]);
      // The office's note stays as written; the words around it are the page's.
      expect(returnPage.issue).toBe("Visita de regreso: Compresor pedido");

      // The English pages of the same two visits, unchanged.
      expect((await load(`/appointments/${first.token}`, first.token)).visitRecord.related).toEqual([
        "Return visit on Monday, November 30, 2026, Morning (8am-12pm)",
      ]);
      const english = await load(`/appointments/${returnToken}`, returnToken);
      expect(english.visitRecord.related).toEqual(["First visit on Tuesday, November 24, 2026, Morning (8am-12pm)"]);
      expect(english.issue).toBe("Return visit: Compresor pedido");
    });

    it("refuses a photo it cannot use in Spanish on /es, in English on the English page", async () => {
      const booking = await book("Sara Luna");
      const notAPhoto = (name: string) => new File([new TextEncoder().encode("hola")], name, { type: "image/jpeg" });
      const postPhotos = async (path: string, files: File[]) => {
        const body = new FormData();
        body.append("intent", "add-photos");
        for (const file of files) body.append(PHOTO_FIELD, file);
        const result = await handleAppointmentPost(
          new Request(`http://localhost${path}`, { method: "POST", body }),
          booking.token,
          { clientAddress: "192.0.2.62" },
          NOW,
        );
        if (result instanceof Response) return { status: result.status, message: undefined };
        return { status: result.init?.status, message: result.data.message };
      };
      // The decoder's refusal (the file is no photo).
      expect(await postPhotos(es_(booking), [notAPhoto("nota.jpg")])).toEqual({
        status: 400,
        message: "No podemos abrir este archivo como foto. Adjunte fotos JPEG, PNG o WebP.",
      });
      expect(await postPhotos(`/appointments/${booking.token}`, [notAPhoto("note.jpg")])).toEqual({
        status: 400,
        message: PHOTO_MESSAGES.notAnImage,
      });
      // The form reader's refusal (more files than a request takes).
      const four = ["a", "b", "c", "d"].map((n) => notAPhoto(`${n}.jpg`));
      expect(await postPhotos(es_(booking), four)).toEqual({ status: 400, message: PHOTO_MESSAGES_ES.tooMany });
      expect(PHOTO_MESSAGES_ES.tooMany).toBe("Puede adjuntar hasta 3 fotos.");
      expect(await postPhotos(`/appointments/${booking.token}`, four)).toEqual({
        status: 400,
        message: PHOTO_MESSAGES.tooMany,
      });
    });

    it("moves and cancels back under /es, and the Spanish mail links the Spanish page", async () => {
      const booking = await book("Ana Ruiz");
      expect(
        await post(es_(booking), booking.token, { intent: "reschedule", date: "2026-11-25", window: "afternoon" }),
      ).toEqual({ status: 302, location: `${es_(booking)}?changed=rescheduled` });
      const visitorMail = (await outbox()).find((m) => m.recipient === booking.email)!;
      expect(visitorMail.body).toContain(`${business.siteUrl}/es/appointments/${booking.token}\n`);
      expect((await load(`${es_(booking)}?changed=rescheduled`, booking.token)).changed).toBe("rescheduled");
      expect(await post(es_(booking), booking.token, { intent: "cancel", confirm: "yes" })).toEqual({
        status: 302,
        location: `${es_(booking)}?changed=cancelled`,
      });
    });

    it("decides the estimate in Spanish: a Spanish refusal keeping the name, an approval back under /es, the copy in Spanish", async () => {
      const booking = await book("Eva Soto");
      expect(await writeEstimate(owner, booking.id, { options: [fanMotorOption()] }, NOW)).toMatchObject({ ok: true });
      expect(
        await markEstimateSent(owner, booking.id, NOW, async (tx, view) => void (await queueEstimateSent(tx, view))),
      ).toMatchObject({ ok: true });
      // The estimate's mail to a Spanish customer links the Spanish page's estimate.
      expect((await outbox())[0]!.body).toContain(`${business.siteUrl}/es/appointments/`);
      const stored = (await loadEstimate(booking.id))!;
      const fields = {
        intent: "approve-estimate",
        choice: "1",
        version: String(stored.current.version),
        shown: stored.contentSha256,
      };

      // An estimate changed since it was shown, and a name too short to sign: in Spanish on /es,
      // in English on the English page.
      const stale = { ...fields, signerName: "Eva Soto", consent: "yes", shown: "0".repeat(64) };
      expect(await post(es_(booking), booking.token, stale)).toMatchObject({
        status: 409,
        data: { message: "El presupuesto cambió desde que se lo mostramos: léalo de nuevo antes de decidir." },
      });
      expect(await post(`/appointments/${booking.token}`, booking.token, stale)).toMatchObject({
        status: 409,
        data: { message: "The estimate changed since it was shown: read it again before deciding." },
      });
      expect(await post(es_(booking), booking.token, { ...fields, signerName: "E", consent: "yes" })).toMatchObject({
        status: 400,
        data: {
          message: "Escriba su nombre completo para firmar.",
          estimate: { errors: { signerName: "Escriba su nombre completo para firmar." } },
        },
      });

      const refused = await post(es_(booking), booking.token, { ...fields, signerName: "Eva Soto" });
      expect(refused).toMatchObject({
        status: 400,
        data: {
          message: w.estimate.refusals.consent,
          estimate: {
            choice: "1",
            signerName: "Eva Soto",
            consent: false,
            errors: { consent: w.estimate.refusals.consent },
          },
        },
      });

      expect(await post(es_(booking), booking.token, { ...fields, signerName: "Eva Soto", consent: "yes" })).toEqual({
        status: 302,
        location: `${es_(booking)}?changed=estimate-approved#estimate`,
      });
      const page = await load(es_(booking), booking.token);
      expect(page.estimate?.decision).toMatchObject({
        signerName: "Eva Soto",
        at: "23 de noviembre de 2026, 9:00 a.m. EST",
      });
      // A second, different decision: the domain names the reason as a code, each page words it.
      const decline = { intent: "decline-estimate", version: fields.version, shown: fields.shown };
      const form = new FormData();
      for (const [k, v] of Object.entries(decline)) form.append(k, v);
      const option = { position: 1, name: fanMotorOption().name };
      expect(
        await decideByLink(booking, "decline-estimate", form, { clientAddress: "192.0.2.63", userAgent: "" }, NOW),
      ).toEqual({
        ok: false,
        status: 409,
        values: { choice: "decline", signerName: "", consent: false },
        fields: {},
        reason: { code: "already-approved", option },
      });
      const declined = await post(es_(booking), booking.token, decline);
      expect(declined).toMatchObject({
        status: 409,
        data: { message: `Este presupuesto ya fue aprobado: Opción 1, ${option.name}.` },
      });
      expect(await post(`/appointments/${booking.token}`, booking.token, decline)).toMatchObject({
        status: 409,
        data: { message: `This estimate was already approved: Option 1, ${option.name}.` },
      });

      const copy = await loadApprovedEstimate(booking.token, "es");
      expect(copy).toMatchObject({
        lang: "es",
        visit: "martes, 24 de noviembre de 2026, de 8:00 a.m. a 12:00 p.m.",
        words: { copy: { heading: "Presupuesto aprobado" } },
        copy: { title: `Presupuesto ${stored.current.version} de la solicitud ${booking.id}` },
      });
    });
  },
);
