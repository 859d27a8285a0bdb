import { afterEach, describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import type { BookingWithLink, ContactMessage } from "#app/db/schema";
import { aBooking, aMessage, WINDOW_LABEL } from "#tests/fixtures/records";
import { setEnv } from "#tests/support/env";
import {
  bookingMails,
  calendarWithoutPrivateLinks,
  contactMails,
  mailEnabled,
  staffInviteMail,
  visitorAppointmentChanged,
  visitorOnTheWay,
  visitorReminder,
  visitorVisitCompleted,
  waitlistJoinedMail,
  waitlistOfferMail,
  withoutPrivateLinks,
} from "./messages.server";
import { receiptView, type ReceiptJob } from "#app/visits/receipt";
import { receiptMail } from "#app/visits/jobs.server";
import { reviewRequestMail, reviewRequestText } from "#app/customers/reviews.server";
import { textFor, textForEs } from "#app/texts/messages";
import { missedCallApology, missedCallText, missedCallVisitText } from "#app/texts/missed-call";
import { foreignSentences, textChunks, visibleChunks } from "#tests/support/language-check";

const message = aMessage({
  name: "Eve\r\nBcc: everyone@example.com",
  email: "eve@example.com",
  service: "Other Issue",
});
const booking: BookingWithLink = { ...aBooking(), token: "t".repeat(43) };

describe("mail messages", () => {
  afterEach(() => {
    setEnv({ SMTP_URL: undefined });
  });

  it("builds nothing without SMTP_URL", () => {
    expect(mailEnabled()).toBe(false);
    expect(contactMails(message, { confirmVisitor: true })).toEqual([]);
    expect(bookingMails(booking, { confirmVisitor: true })).toEqual([]);
  });

  it("keeps a visitor's line breaks out of the subject line", () => {
    setEnv({ SMTP_URL: "smtp://localhost:2525" });
    const [owner] = contactMails(message, { confirmVisitor: true });
    expect(owner!.subject).toBe("New message: Eve Bcc: everyone@example.com, Other Issue");
    expect(owner!.subject).not.toMatch(/[\r\n]/);
  });

  it("tells the owner when it arrived and the visitor when we'll call", () => {
    setEnv({ SMTP_URL: "smtp://localhost:2525" });
    const [owner, visitor] = bookingMails(booking, { confirmVisitor: true });
    expect(owner!.subject).toBe(`New booking: Ana Díaz, Monday, July 6, 2026, ${WINDOW_LABEL.morning}`);
    expect(owner!.body).toContain("Jul 4, 2026, 12:05 PM EDT");
    expect(owner!.body).toContain(`Visit: Monday, July 6, 2026, ${WINDOW_LABEL.morning}`);
    expect(owner!.body).toContain("Model: -");
    expect(owner!.body).toContain(`${business.siteUrl}/admin/requests/booking/2`);
    expect(visitor!.recipient).toBe("ana@example.com");
    expect(visitor!.body).toContain(
      `booked for Monday, July 6, 2026, ${WINDOW_LABEL.morning}.\nIssue: Not Running, LG.`,
    );
    // No doubled brackets ("Morning (8am-12pm) (Not Running, LG)") in any line.
    expect(visitor!.body).not.toMatch(/\) \(/);
    expect(visitor!.body).toContain(`${business.siteUrl}/appointments/${"t".repeat(43)}`);
    expect(visitor!.body).toContain(business.phones.main.display);
    expect(visitor!.icsAttachment).toContain("DTSTART;TZID=America/New_York:20260706T080000");
  });

  it("a warranty callback's mail to the office names the covering repair and links its request; the visitor's says nothing", () => {
    setEnv({ SMTP_URL: "smtp://localhost:2525" });
    const warranty = {
      sentence: "Warranty callback: repair of Nov 26 (receipt #123), covered until Feb 24, 2027",
      url: `${business.siteUrl}/admin/requests/booking/41`,
    };
    const [owner, visitor] = bookingMails(booking, { confirmVisitor: true, warranty });
    expect(owner!.body).toContain(
      "Call the customer to confirm the visit.\n" +
        "Warranty callback: repair of Nov 26 (receipt #123), covered until Feb 24, 2027\n" +
        `The earlier repair: ${business.siteUrl}/admin/requests/booking/41\n\n` +
        `Visit: Monday, July 6, 2026, ${WINDOW_LABEL.morning}\n`,
    );
    // The booking's own page still ends the mail.
    expect(owner!.body.trimEnd().endsWith(`${business.siteUrl}/admin/requests/booking/2`)).toBe(true);
    const [plainOwner, plainVisitor] = bookingMails(booking, { confirmVisitor: true });
    expect(plainOwner!.body).not.toMatch(/warranty/i);
    expect(plainOwner!.body).toContain("Call the customer to confirm the visit.\n\nVisit: ");
    // The visitor's confirmation is the same whether or not the visit is on warranty.
    expect(visitor).toEqual(plainVisitor);
  });

  it("an urgent (food at risk) booking's confirmation names the emergency line first, the main line nowhere", () => {
    setEnv({ SMTP_URL: "smtp://localhost:2525" });
    const [, visitor] = bookingMails({ ...booking, urgent: true, foodAtRisk: "yes" }, { confirmVisitor: true });
    const body = visitor!.body;
    expect(body.indexOf(business.phones.emergency.display)).toBeGreaterThan(-1);
    expect(body.indexOf(business.phones.emergency.display)).toBeLessThan(body.indexOf("Your visit is booked"));
    expect(body).toContain(`Need us sooner? Call ${business.phones.emergency.display}.`);
    expect(body.split(business.phones.main.display)).toHaveLength(2); // the signature only
    const [, calm] = bookingMails(booking, { confirmVisitor: true });
    expect(calm!.body).not.toContain(business.phones.emergency.display);
  });

  it("gives the owner the model and serial number (the visitor's confirmation carries neither)", () => {
    setEnv({ SMTP_URL: "smtp://localhost:2525" });
    const [owner, visitor] = bookingMails(
      { ...booking, model: "LRFVS3006S", serialNumber: "905KRNX1A234" },
      { confirmVisitor: true },
    );
    expect(owner!.body).toContain("Model: LRFVS3006S");
    expect(owner!.body).toContain("Serial: 905KRNX1A234");
    for (const text of [visitor!.subject, visitor!.body, visitor!.icsAttachment ?? ""]) {
      expect(text).not.toContain("905KRNX1A234");
      expect(text).not.toContain("LRFVS3006S");
    }
  });

  it("starts the owner's subject with URGENT when food is at risk", () => {
    setEnv({ SMTP_URL: "smtp://localhost:2525" });
    const [owner] = bookingMails(
      { ...booking, urgent: true, foodAtRisk: "yes", issue: "Not Cooling" },
      { confirmVisitor: false },
    );
    expect(owner!.subject).toBe(`URGENT New booking: Ana Díaz, Monday, July 6, 2026, ${WINDOW_LABEL.morning}`);
    expect(owner!.body).toContain("Food at risk: yes");
  });

  it("starts the owner's subject with MEDICINE (before URGENT) and names the emergency line first to the visitor", () => {
    setEnv({ SMTP_URL: "smtp://localhost:2525" });
    const [owner, visitor] = bookingMails(
      { ...booking, urgent: true, foodAtRisk: "yes", issue: "Not Cooling", medicineAtRisk: "yes", powerOutage: "yes" },
      { confirmVisitor: true },
    );
    expect(owner!.subject).toBe(`MEDICINE New booking: Ana Díaz, Monday, July 6, 2026, ${WINDOW_LABEL.morning}`);
    expect(owner!.body).toContain("MEDICINE: the customer has medicine that must stay cold. Call them now.");
    expect(owner!.body).toContain("Medicine that must stay cold: yes");
    expect(owner!.body).toContain("Began with a power outage or surge: yes");
    const emergency = visitor!.body.indexOf(business.phones.emergency.display);
    expect(emergency).toBeGreaterThan(0);
    expect(emergency).toBeLessThan(visitor!.body.indexOf("Thank you for booking"));
  });
});

describe("mail to an address a visitor typed", () => {
  afterEach(() => {
    setEnv({ SMTP_URL: undefined });
  });
  const spam = "Win a prize at https://evil.example/claim now";
  const hostileMessage: ContactMessage = { ...message, name: spam, message: `${spam}\nsecond line` };
  const hostileBooking: BookingWithLink = {
    ...booking,
    name: spam,
    address: spam,
    city: spam,
    model: spam,
    issueDescription: spam,
    additionalInfo: spam,
  };

  it("carries none of the visitor's free text or links; the owner's notification keeps it all", () => {
    setEnv({ SMTP_URL: "smtp://localhost:2525" });
    const [ownerMessage, visitorMessage] = contactMails(hostileMessage, { confirmVisitor: true });
    const [ownerBooking, visitorBooking] = bookingMails(hostileBooking, { confirmVisitor: true });
    for (const mail of [visitorMessage!, visitorBooking!]) {
      const text = `${mail.subject}\n${mail.body}\n${mail.icsAttachment ?? ""}`;
      expect(text).not.toContain("evil.example");
      expect(text).not.toContain("Win a prize");
      // The only links are the business's own.
      for (const link of text.match(/https?:\/\/[^\s)]+/g) ?? [])
        expect(link.startsWith(business.siteUrl), link).toBe(true);
    }
    expect(ownerMessage!.body).toContain(`${spam}\n  second line`);
    expect(ownerBooking!.body).toContain(`Model: ${spam}`);
  });

  it("leaves the visitor's confirmation out when the caps say so, and still tells the owner", () => {
    setEnv({ SMTP_URL: "smtp://localhost:2525" });
    expect(contactMails(message, { confirmVisitor: false }).map((m) => m.recipient)).toEqual([
      business.emails.business,
    ]);
    expect(bookingMails(booking, { confirmVisitor: false }).map((m) => m.recipient)).toEqual([
      business.emails.business,
    ]);
  });
});

describe("what the outbox keeps once a mail has gone out", () => {
  const token = "Ab_-".repeat(10) + "xyz";

  it("drops the private links (an appointment page, an invitation) and keeps everything else", () => {
    const body = `Move it: https://site.example/appointments/${token}\nJoin: https://site.example/admin/invite/${token}.\nhttps://site.example/appointments/short stays`;
    expect(withoutPrivateLinks(body)).toBe(
      "Move it: https://site.example/appointments/[removed]\nJoin: https://site.example/admin/invite/[removed].\nhttps://site.example/appointments/short stays",
    );
  });

  it("finds a link in a calendar file even where a long line was folded inside it", () => {
    const ics = `BEGIN:VEVENT\r\nDESCRIPTION:See it: https://site.example/appoint\r\n ments/${token.slice(0, 9)}\r\n\t${token.slice(9)}\\nCall us\r\nEND:VEVENT\r\n`;
    const kept = calendarWithoutPrivateLinks(ics);
    expect(kept).toBe(
      "BEGIN:VEVENT\r\nDESCRIPTION:See it: https://site.example/appointments/[removed]\\nCall us\r\nEND:VEVENT\r\n",
    );
  });

  it("the reminder says tomorrow the day before, and today when it goes out on the visit's own date", () => {
    const visit = { ...booking, visitDate: "2026-11-26" };
    const dayBefore = visitorReminder(visit, undefined, new Date("2026-11-25T21:00:00-05:00"));
    expect(dayBefore.subject).toBe("Reminder: your refrigerator repair visit is tomorrow");
    expect(dayBefore.body).toContain("your visit is tomorrow, ");
    const onTheDay = visitorReminder(visit, undefined, new Date("2026-11-26T00:30:00-05:00"));
    expect(onTheDay.subject).toBe("Reminder: your refrigerator repair visit is today");
    expect(onTheDay.body).toContain("your visit is today, ");
    expect(onTheDay.body).not.toContain("tomorrow");
  });

  it("quote the owner's phone and send to the owner's business address when given (the site facts)", () => {
    setEnv({ SMTP_URL: "smtp://127.0.0.1:2525" });
    const facts = {
      phones: { main: { display: "(813) 555-0199", e164: "+18135550199" }, emergency: business.phones.emergency },
      emails: { support: "help@example.org", business: "owner@example.org" },
    };
    const mails = [
      ...bookingMails(booking, { confirmVisitor: true, facts }),
      ...contactMails(message, { confirmVisitor: true, facts }),
      visitorReminder(booking, facts),
    ];
    const [ownerBooking, visitorBooking, ownerContact, visitorContact, reminder] = mails;
    expect(ownerBooking!.recipient).toBe("owner@example.org");
    expect(ownerContact!.recipient).toBe("owner@example.org");
    for (const mail of [visitorBooking!, visitorContact!, reminder!]) {
      expect(mail.replyTo).toBe("owner@example.org");
      expect(mail.body).toContain("(813) 555-0199");
    }
    expect(visitorBooking!.icsAttachment!.replace(/\r\n[ \t]/g, "")).toContain("(813) 555-0199");
    for (const mail of mails) {
      expect(mail.body).not.toContain(business.phones.main.display);
      expect(mail.recipient).not.toBe(business.emails.business);
    }
  });

  it("tells a technician what their workspace is for, and the office what theirs is", () => {
    setEnv({ SMTP_URL: "smtp://127.0.0.1:2525" });
    const link = `${business.siteUrl}/admin/invite/${"i".repeat(43)}`;
    const expires = new Date("2026-12-03T15:00:00Z");
    const technician = staffInviteMail("maria@example.com", link, expires, undefined, "technician")!;
    expect(technician.body).toContain("the visits assigned to you");
    expect(technician.body).not.toContain("service requests");
    expect(technician.body).toContain(link);
    const staff = staffInviteMail("ana@example.com", link, expires, undefined, "staff")!;
    expect(staff.body).toContain("where the team reads and answers service requests");
    expect(staff.body).not.toContain("assigned to you");
  });
});

describe("mail to a Spanish customer (a booking from /es/book)", () => {
  const token = "t".repeat(43);
  const es: BookingWithLink = { ...aBooking({ lang: "es" }), token };
  const en: BookingWithLink = { ...aBooking(), token };
  afterEach(() => {
    setEnv({ SMTP_URL: undefined });
  });

  it("confirms in Spanish (usted, es-US date and hours, the appointment link), the office's mail staying English", () => {
    setEnv({ SMTP_URL: "smtp://localhost:2525" });
    const [owner, visitor] = bookingMails(es, { confirmVisitor: true });
    const [ownerEn] = bookingMails(en, { confirmVisitor: true });
    expect(owner).toEqual(ownerEn);
    expect(visitor!.subject).toBe("Su visita de reparación de refrigerador está reservada");
    expect(visitor!.body.startsWith("Hola:\n\n")).toBe(true);
    expect(visitor!.body).toContain(
      `Gracias por reservar con ${business.name}. Su visita está reservada para el lunes, 6 de julio de 2026, de 8:00 a.m. a 12:00 p.m.\n`,
    );
    expect(visitor!.body).toContain("Problema: Not Running, LG.");
    // The same promise as the English confirmation's, from business.ts in Spanish.
    expect(visitor!.body).toContain(
      `Le llamaremos ${business.promises.es.confirmationCall} para confirmar la hora exacta.`,
    );
    // The Spanish customer's link opens the Spanish appointment page.
    expect(visitor!.body).toContain(`Vea, cambie o cancele su visita: ${business.siteUrl}/es/appointments/${token}`);
    expect(visitor!.body).toContain(`¿Nos necesita antes? Llame al ${business.phones.main.display}.`);
    expect(visitor!.body).not.toMatch(/\b(Hello|Thank you|Your visit|Issue:)/);
    expect(visitor!.icsAttachment).toContain("SUMMARY:Visita de reparación de refrigerador");
    expect(visitor!.icsAttachment).toContain("DTSTART;TZID=America/New_York:20260706T080000");
  });

  it("names the emergency line first in Spanish for medicine or food at risk", () => {
    setEnv({ SMTP_URL: "smtp://localhost:2525" });
    const [, medicine] = bookingMails({ ...es, medicineAtRisk: "yes", urgent: true }, { confirmVisitor: true });
    expect(medicine!.body).toMatch(/^Hola:\n\n¿Tiene medicamentos que deben mantenerse fríos\? Llame ahora/);
    const [, food] = bookingMails({ ...es, urgent: true }, { confirmVisitor: true });
    expect(food!.body).toContain(
      `Sus alimentos corren riesgo: llame ahora a nuestra línea de emergencia, ${business.phones.emergency.display}.`,
    );
  });

  it("reminds, moves, cancels, announces the technician and the completed visit in Spanish", () => {
    setEnv({ SMTP_URL: "smtp://localhost:2525" });
    const reminder = visitorReminder(es, undefined, new Date("2026-07-05T14:00:00Z"));
    expect(reminder.subject).toBe("Recordatorio: su visita de reparación de refrigerador es mañana");
    expect(reminder.body).toContain("su visita es mañana, lunes, 6 de julio de 2026, de 8:00 a.m. a 12:00 p.m.");
    const today = visitorReminder(es, undefined, new Date("2026-07-06T11:00:00Z"));
    expect(today.subject).toBe("Recordatorio: su visita de reparación de refrigerador es hoy");

    const moved = visitorAppointmentChanged(es, { ...es, visitDate: "2026-07-07", visitWindow: "afternoon" });
    expect(moved!.subject).toBe("Su visita de reparación de refrigerador cambió de fecha");
    expect(moved!.body).toContain(
      "Su visita pasó del lunes, 6 de julio de 2026, de 8:00 a.m. a 12:00 p.m. al martes, 7 de julio de 2026, de 12:00 p.m. a 4:00 p.m.",
    );
    const cancelled = visitorAppointmentChanged(es, { ...es, status: "cancelled" });
    expect(cancelled!.subject).toBe("Su visita de reparación de refrigerador está cancelada");
    expect(cancelled!.body).toContain(`Para reservar de nuevo: ${business.siteUrl}/es/book\n`);
    expect(cancelled!.icsAttachment).toContain("Cancelada. Para reservar de nuevo");

    const onTheWay = visitorOnTheWay(es, { technicianFirstName: "Luis", arrivingAround: "2:40 p.m." });
    expect(onTheWay.subject).toBe("Su técnico va en camino: llega alrededor de las 2:40 p.m.");
    expect(onTheWay.body).toContain("Su técnico, Luis, va en camino");
    const done = visitorVisitCompleted(es);
    expect(done.subject).toBe("Su reparación está terminada");
    expect(done.body).toContain(`Gracias por elegir ${business.name}.`);
  });

  it("writes the waitlist's mails in the language the visitor joined in", () => {
    const entry = {
      email: "ana@example.com",
      visitDate: "2026-07-06",
      visitWindow: "morning",
      request: JSON.stringify({ lang: "es" }),
    };
    const joined = waitlistJoinedMail(entry, 2, token, 60);
    expect(joined.subject).toBe("Está en la lista de espera");
    expect(joined.body).toContain("lunes, 6 de julio de 2026, de 8:00 a.m. a 12:00 p.m.: número 2 en la fila");
    const offer = waitlistOfferMail(entry, token, new Date("2026-07-05T18:40:00Z"));
    expect(offer.subject).toBe("Se abrió un lugar para la reparación de su refrigerador");
    expect(offer.body).toContain("Se lo guardamos hasta las 2:40 p.m.");
    // An entry from before the Spanish site (no language in its request) stays English.
    expect(waitlistOfferMail({ ...entry, request: "{}" }, token, new Date()).subject).toBe(
      "A place opened for your refrigerator repair",
    );
  });

  it('gives an English customer exactly the English mails (the language stored, "en", changes nothing)', () => {
    setEnv({ SMTP_URL: "smtp://localhost:2525" });
    const [, visitor] = bookingMails(en, { confirmVisitor: true });
    expect(visitor!.subject).toBe("Your refrigerator repair visit is booked");
    expect(visitor!.body).toMatch(/^Hello,\n\n/);
    expect(visitor!.body).not.toMatch(/Hola|visita|¿/);
    expect(visitor!.body).toContain(`We'll call you ${business.promises.confirmationCall} to confirm the exact time.`);
    expect(visitorOnTheWay(en, { technicianFirstName: "Luis", arrivingAround: "2:40 PM" }).subject).toBe(
      "Your technician is on the way: arriving around 2:40 PM",
    );
    expect(visitorVisitCompleted(en).subject).toBe("Your repair is completed");
  });
});

/** A job completed Wednesday, November 25, 2026 in New York: $181.89 with Pinellas's 7% tax. */
const aReceiptJob = (overrides: Partial<ReceiptJob> = {}): ReceiptJob => ({
  id: 57,
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
  taxCents: 1190,
  totalCents: 18189,
  completedAt: new Date("2026-11-25T15:00:00Z"),
  ...overrides,
});

describe("the receipt and the review request to a Spanish customer", () => {
  const token = "t".repeat(43);
  const owner = { mainPhone: business.phones.main, businessEmail: business.emails.business };
  // Completed on Wednesday, November 25, 2026 in New York; paid $50 of $181.89 in cash.
  const job = aReceiptJob();
  const parts = [{ description: "Start relay", partNumber: "W10613606", quantity: 1, unitPriceCents: 4999 }];
  const payments = [
    { method: "cash" as const, checkNumber: null, amountCents: 5000, recordedAt: new Date("2026-11-25T15:00:00Z") },
  ];
  /** The warranty's last day: business.warrantyDays after November 25, 2026. */
  const until = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" }).format(
      new Date(Date.UTC(2026, 10, 25 + business.warrantyDays)),
    );

  it("writes the receipt in Spanish: labels, es-US dates and money, the warranty as garantía", () => {
    const view = receiptView(job, parts, payments, "Presupuesto 2 de la solicitud 41", "es");
    const mail = receiptMail({ email: "ana@example.com", lang: "es" }, view, token, owner);
    expect(mail.subject).toBe("Su reparación está terminada: recibo, 25 de noviembre de 2026");
    expect(mail.body.split("\n")).toEqual([
      "Hola:",
      "",
      `Terminamos su visita de reparación de refrigerador. Gracias por elegir ${business.name}. Aquí tiene su recibo.`,
      "",
      "Recibo #57",
      "Terminado: 25 de noviembre de 2026",
      "Presupuesto aprobado: Presupuesto 2 de la solicitud 41",
      "",
      "Lo que encontramos:",
      "Start relay burnt",
      "",
      "Trabajo realizado:",
      "Replaced the start relay",
      "",
      "Piezas:",
      "- Start relay (pieza W10613606): 1 x $49.99 = $49.99",
      "",
      "Piezas: $49.99",
      "Mano de obra: $120.00",
      "Cargo de diagnóstico: $89.00",
      "Cargo de diagnóstico acreditado a la reparación: -$89.00",
      "Subtotal: $169.99",
      "Impuesto sobre las ventas, condado de Pinellas 7%: $11.90",
      "Total: $181.89",
      "",
      "Pagado: Efectivo, $50.00 el 25 de noviembre de 2026",
      "Saldo pendiente: $131.89, a pagar al recibirlo",
      "",
      `Garantía de ${business.warrantyDays} días (reparación y piezas) hasta el ${until("es-US")}`,
      "",
      `Su recibo y su visita en línea: ${business.siteUrl}/es/appointments/${token}`,
      "",
      `¿Preguntas sobre la reparación o la garantía? Llame al ${business.phones.main.display}.`,
      "",
      business.name,
      business.phones.main.display,
      business.siteUrl,
      "",
    ]);
    expect(until("es-US")).toBe("23 de febrero de 2027");
    // Nothing paid yet: the accepted ways in Spanish.
    expect(receiptView(job, parts, [], null, "es").due).toBe(
      "Pendiente de pago: $181.89, a pagar al recibirlo (tarjeta de crédito, efectivo, cheque)",
    );
  });

  it("keeps the English receipt word for word", () => {
    const view = receiptView(job, parts, payments, "Estimate 2 for request 41");
    const mail = receiptMail({ email: "ana@example.com", lang: "en" }, view, token, owner);
    expect(mail.subject).toBe("Your repair is completed: receipt, November 25, 2026");
    expect(mail.body).toContain(
      [
        "Receipt #57",
        "Completed: November 25, 2026",
        "Approved estimate: Estimate 2 for request 41",
        "",
        "What we found:",
        "Start relay burnt",
        "",
        "Work done:",
        "Replaced the start relay",
        "",
        "Parts:",
        "- Start relay (part W10613606): 1 x $49.99 = $49.99",
        "",
        "Parts: $49.99",
        "Labour: $120.00",
        "Diagnostic fee: $89.00",
        "Diagnostic fee credited toward the repair: -$89.00",
        "Subtotal: $169.99",
        "Sales tax, Pinellas County 7%: $11.90",
        "Total: $181.89",
        "",
        "Paid: Cash, $50.00 on November 25, 2026",
        "Balance: $131.89 due on receipt",
        "",
        `${business.warrantyDays}-day warranty (repair/parts) until ${until("en-US")}`,
      ].join("\n"),
    );
    expect(mail.body).toMatch(/^Hello,\n\nYour refrigerator repair visit is completed\./);
    expect(receiptView(job, parts, [], null).due).toBe(
      `Unpaid: $181.89 due on receipt (${business.paymentAccepted.join(", ").toLowerCase()})`,
    );
  });

  it("asks for a review in Spanish (mail and text), the English ones unchanged", () => {
    const review = "https://g.page/r/example/review";
    const optOut = `${business.siteUrl}/reviews/opt-out/${token}`;
    const es = reviewRequestMail("ana@example.com", review, optOut, owner, "es");
    expect(es.subject).toBe(`¿Cómo lo hicimos? Una reseña para ${business.name}`);
    expect(es.body.split("\n").slice(0, 8)).toEqual([
      "Hola:",
      "",
      `Gracias por elegir ${business.name}. Si tiene un minuto, le agradeceríamos una reseña de su visita, sea cual sea su opinión:`,
      "",
      review,
      "",
      "Lo pedimos como mucho una vez por visita, y nunca más de una vez cada seis meses.",
      `No recibir más solicitudes de reseña: ${optOut}`,
    ]);
    const en = reviewRequestMail("ana@example.com", review, optOut, owner);
    expect(en.subject).toBe(`How did we do? A review for ${business.name}`);
    expect(en.body).toContain("We ask once per visit at most, and never more than once in six months.");
    expect(reviewRequestText({ id: 1, lang: "es" }, review, optOut).body).toBe(
      `${business.name}: gracias por recibirnos. Una reseña nos ayuda mucho: ${review} Para no recibir otras solicitudes de reseña: ${optOut}`,
    );
    expect(reviewRequestText({ id: 1, lang: "en" }, review, optOut).body).toBe(
      `${business.name}: thank you for having us. A review helps us a lot: ${review} No more review requests: ${optOut}`,
    );
  });
});

describe("the language walker on mails and texts (no English in a Spanish one, no Spanish in an English one)", () => {
  const token = "t".repeat(43);
  const owner = { mainPhone: business.phones.main, businessEmail: business.emails.business };
  afterEach(() => {
    setEnv({ SMTP_URL: undefined });
  });

  /** Every mail and text to a customer of `lang`, as the unit tests above build them. */
  function everything(lang: "en" | "es"): Array<[string, string]> {
    setEnv({ SMTP_URL: "smtp://localhost:2525" });
    const b: BookingWithLink = { ...aBooking({ lang }), token };
    const entry = {
      email: "ana@example.com",
      visitDate: "2026-07-06",
      visitWindow: "morning",
      request: JSON.stringify({ lang }),
    };
    // The office's typed findings are in the customer's language here (they are the office's words, not ours).
    const job = aReceiptJob({
      findings: lang === "es" ? "Relé de arranque quemado" : "Start relay burnt",
      workDone: lang === "es" ? "Cambiamos el relé de arranque" : "Replaced the start relay",
    });
    const t = lang === "es" ? textForEs : textFor;
    const url = `${business.siteUrl}/appointments/${token}`;
    const mails = [
      ...bookingMails(b, { confirmVisitor: true }).slice(1),
      ...bookingMails({ ...b, urgent: true, medicineAtRisk: "yes" }, { confirmVisitor: true }).slice(1),
      ...bookingMails({ ...b, urgent: true }, { confirmVisitor: true }).slice(1),
      visitorReminder(b, undefined, new Date("2026-07-05T14:00:00Z")),
      visitorReminder(b, undefined, new Date("2026-07-06T11:00:00Z")),
      visitorAppointmentChanged(b, { ...b, visitDate: "2026-07-07", visitWindow: "afternoon" })!,
      visitorAppointmentChanged(b, { ...b, status: "cancelled" })!,
      visitorOnTheWay(b, { technicianFirstName: "Luis", arrivingAround: lang === "es" ? "2:40 p.m." : "2:40 PM" }),
      visitorVisitCompleted(b),
      waitlistJoinedMail(entry, 2, token, 60),
      waitlistOfferMail(entry, token, new Date("2026-07-05T18:40:00Z")),
      receiptMail(
        b,
        receiptView(
          job,
          [{ description: lang === "es" ? "Relé" : "Relay", partNumber: "W1", quantity: 1, unitPriceCents: 4999 }],
          [],
          null,
          lang,
        ),
        token,
        owner,
      ),
      reviewRequestMail(
        "ana@example.com",
        "https://g.page/r/x/review",
        `${business.siteUrl}/reviews/opt-out/${token}`,
        owner,
        lang,
      ),
    ];
    const when = "6 de julio, 8 a.m.-12 p.m.";
    const texts: Array<[string, string]> = [
      ["confirmation", t.confirmation({ when, appointmentUrl: url })],
      ["reminder", t.reminder({ when, appointmentUrl: url, day: "tomorrow" })],
      ["on the way", t.onTheWay({ firstName: "Luis", arrivalTime: "2:40", phone: business.phones.main.display })],
      ["completed", t.completed({ receiptUrl: url })],
      ["moved", t.rescheduled({ when, appointmentUrl: url })],
      ["cancelled", t.cancelled({ phone: business.phones.main.display })],
      ["review request", t.reviewRequest({ reviewUrl: "https://g.page/r/x/review" })],
      ["review request (housekeeping)", reviewRequestText({ id: 1, lang }, "https://g.page/r/x/review", url).body],
      ["pay link", t.payLink({ amount: "$1,234.50", appointmentUrl: url })],
      ["payment received", t.paymentReceived({ amount: "$1,234.50" })],
      ["waitlist offer", t.waitlistOffer({ when, until: "2:40", url })],
      ["estimate", t.estimate({ estimateUrl: url })],
      ["HELP", t.help({ phone: business.phones.main.display })],
      ["missed call", missedCallText(lang)],
      ["missed call, upcoming visit", missedCallVisitText(lang, "26")],
      ["missed call, voice", missedCallApology(lang)],
    ];
    return [
      ...mails.flatMap((m): Array<[string, string]> => [
        [m.subject, m.subject],
        [m.subject, m.body],
        ...(m.icsAttachment
          ? ([[`${m.subject} (calendar)`, m.icsAttachment.replace(/\\n/g, "\n")]] as Array<[string, string]>)
          : []),
      ]),
      ...texts,
    ];
  }

  it("finds no English sentence in a Spanish customer's mails and texts", () => {
    const found = everything("es").flatMap(([name, text]) =>
      foreignSentences("es", textChunks(text)).map((s) => `${name}: ${s}`),
    );
    expect(found).toEqual([]);
  });

  it("finds no Spanish sentence in an English customer's mails and texts", () => {
    const found = everything("en").flatMap(([name, text]) =>
      foreignSentences("en", textChunks(text)).map((s) => `${name}: ${s}`),
    );
    expect(found).toEqual([]);
  });

  it("can fail: it names an English sentence in Spanish text and page, and reads no script, style or JSON-LD", () => {
    expect(foreignSentences("es", textChunks("Hola:\nYour visit is booked for the morning. Gracias."))).toEqual([
      "Your visit is booked for the morning.",
    ]);
    expect(foreignSentences("en", textChunks("Thank you. Su visita es para el lunes."))).toEqual([
      "Su visita es para el lunes.",
    ]);
    const html =
      `<html><head><title>Reparación | ${business.name}</title></head><body><main><h1>Reparación de refrigeradores</h1>` +
      `<p>Llame <a href="/es/book">ahora</a> a la línea de emergencia.</p><img alt="A photo of the technician at your door">` +
      `<script type="application/ld+json">{"description":"We repair all of the brands"}</script>` +
      `<style>.x{content:"the and of"}</style></main></body></html>`;
    expect(visibleChunks(html)).toContain("Llame ahora a la línea de emergencia.");
    expect(foreignSentences("es", visibleChunks(html))).toEqual(["A photo of the technician at your door"]);
    // Proper names count for neither language: "Tampa Bay", the brands, the towns.
    expect(
      foreignSentences("es", textChunks("Atendemos New Port Richey, Wesley Chapel y Spring Hill con Sub-Zero y True.")),
    ).toEqual([]);
  });
});
