import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "#app/auth/sessions.server";
import { business } from "#app/content/business";
import { withDb } from "#app/db/client.server";
import { bookings, mailQueue, textOutbox, users, type NewBooking } from "#app/db/schema";
import { formatInBusinessZone } from "#app/lib/dates";
import { withoutPrivateLinks } from "#app/mail/messages.server";
import { bookingIdOfLink } from "#app/scheduling/appointment-links.server";
import { getSiteSettings, setSiteSetting } from "#app/settings/settings-rows.server";
import { aBookingInput } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { setEnv } from "#tests/support/env";
import { testDatabases } from "#tests/support/postgres";
import { startFakeSmsProvider, type FakeSmsProvider } from "#tests/support/sms-provider";
import { handleEstimateAction } from "./estimate-actions.server";
import { loadEstimate } from "./estimates.server";

const [pglite] = testDatabases("fridge-estimate-messages");
const LINK = `${business.siteUrl}/appointments/([A-Za-z0-9_-]{43})`;
/** A Spanish customer's link: the Spanish appointment page. */
const SPANISH_LINK = `${business.siteUrl}/es/appointments/([A-Za-z0-9_-]{43})`;

/** A form of the request's page, as handleEstimateAction gets it from the route. */
const formOf = (fields: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  return form;
};

describe("what an estimate sends: Send estimate, and the decision on site (issue 32)", () => {
  let fake: FakeSmsProvider;
  let tech: SessionUser;
  useTestDatabase(pglite!.setUp, { SMTP_URL: "smtp://127.0.0.1:1" });
  beforeAll(async () => {
    fake = await startFakeSmsProvider();
    setEnv({ SMS_URL: fake.url });
    const [row] = await withDb((db) =>
      db
        .insert(users)
        .values({ email: "tech@example.com", name: "Maria Lopez", role: "technician", passwordHash: "unused" })
        .returning(),
    );
    tech = { id: row!.id, email: row!.email, name: row!.name, role: row!.role, sessionId: "test" };
  });
  afterAll(async () => {
    setEnv({ SMS_URL: undefined });
    await fake.stop();
  });
  beforeEach(() =>
    withDb(async (db) => {
      await db.delete(mailQueue);
      await db.delete(textOutbox);
    }),
  );

  async function visit(fields: Partial<NewBooking>) {
    const [row] = await withDb((db) =>
      db
        .insert(bookings)
        .values({ ...aBookingInput(), status: "scheduled", technicianId: tech.id, ...fields })
        .returning(),
    );
    return row!;
  }
  const act = (bookingId: number, fields: Record<string, string | string[]>) =>
    handleEstimateAction(
      tech,
      bookingId,
      formOf(fields),
      fields.intent as "write-estimate" | "send-estimate" | "approve-estimate",
      { clientAddress: "203.0.113.5", userAgent: "Mozilla/5.0 (iPhone)" },
      `/admin/requests/booking/${bookingId}`,
    );
  const write = (bookingId: number) =>
    act(bookingId, {
      intent: "write-estimate",
      option1Name: "Replace the evaporator fan motor",
      option1Credit: "yes",
      option1Kind: "part",
      option1Description: "Evaporator fan motor",
      option1PartNumber: "W10312695",
      option1Quantity: "1",
      option1UnitPrice: "129",
    });

  it("Send estimate e-mails the customer the appointment page's estimate and, with consent, texts the same link", async () => {
    const booking = await visit({
      email: "texted@example.com",
      smsConsentAt: new Date(),
      smsConsentClient: "203.0.113.7",
      smsConsentVersion: "2026-11-25",
    });
    await write(booking.id);
    const sent = await act(booking.id, { intent: "send-estimate" });
    expect((sent as Response).headers.get("Location")).toBe(
      `/admin/requests/booking/${booking.id}?saved=estimate-sent#estimate`,
    );
    const [mail, ...more] = await withDb((db) => db.select().from(mailQueue));
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      recipient: "texted@example.com",
      subject: `Your refrigerator repair estimate from ${business.name}`,
    });
    expect(mail!.body).toContain("Here is the estimate for your refrigerator repair, with one option:\n\n");
    expect(mail!.body).toMatch(/Option 1: Replace the evaporator fan motor, \$\d+\.\d\d\n/);
    const mailed = new RegExp(`${LINK}#estimate`).exec(mail!.body)![1]!;
    expect(await withDb((db) => bookingIdOfLink(db, mailed))).toBe(booking.id);
    // The outbox's kept copy opens no one's page once sent.
    expect(withoutPrivateLinks(mail!.body)).toContain("/appointments/[removed]#estimate");

    const texts = await withDb((db) => db.select().from(textOutbox).where(eq(textOutbox.bookingId, booking.id)));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      kind: "estimate",
      toNumber: "+18135550100",
      dedupeKey: "estimate:1",
      scheduled: true,
    });
    expect(texts[0]!.body).toMatch(
      new RegExp(
        `^${business.name}: your repair estimate is ready\\. Read it and approve or decline: ${LINK}#estimate$`,
      ),
    );

    // Sending the same version again mails again; the text goes once per version.
    await act(booking.id, { intent: "send-estimate" });
    expect(await withDb((db) => db.select().from(mailQueue))).toHaveLength(2);
    expect(await withDb((db) => db.select().from(textOutbox))).toHaveLength(1);
  });

  it("Send estimate and the customer's copy go to a Spanish-speaking customer in Spanish (the office's mail stays English)", async () => {
    await withDb((db) => setSiteSetting(db, "diagnosticFeeCents", 8900));
    const booking = await visit({
      name: "Ana Diaz",
      email: "es@example.com",
      lang: "es",
      smsConsentAt: new Date(),
      smsConsentClient: "203.0.113.7",
      smsConsentVersion: "2026-11-25",
    });
    // A part and a labour line (the customer reads "pieza" and "Mano de obra"); the options' own words stay as written.
    await act(booking.id, {
      intent: "write-estimate",
      option1Name: "Replace the evaporator fan motor",
      option1Credit: "yes",
      option1Kind: ["part", "labour"],
      option1Description: ["Evaporator fan motor", "Replacement"],
      option1PartNumber: ["W10312695", ""],
      option1Quantity: ["1", "1"],
      option1UnitPrice: ["129", "160"],
    });
    await act(booking.id, { intent: "send-estimate" });
    const [text] = await withDb((db) => db.select().from(textOutbox).where(eq(textOutbox.bookingId, booking.id)));
    expect(text!.body).toMatch(
      new RegExp(
        `^${business.name}: su presupuesto para el refrigerador ya se puede ver\\. Véalo y apruebe o rechace: ${SPANISH_LINK}#estimate$`,
      ),
    );
    const [mail] = await withDb((db) => db.select().from(mailQueue));
    const phone = (await withDb((db) => getSiteSettings(db))).mainPhone.display;
    expect(mail!.subject).toBe(`Su presupuesto de reparación de refrigerador de ${business.name}`);
    const token = new RegExp(`${SPANISH_LINK}#estimate`).exec(mail!.body)![1]!;
    expect(await withDb((db) => bookingIdOfLink(db, token))).toBe(booking.id);
    // $129 + $160 + the $89 fee - its $89 credit = $289.00; 7.5% Hillsborough $21.68; $310.68 (money as es-US writes it).
    expect(mail!.body).toBe(
      `Hola:\n\n` +
        `Aquí tiene el presupuesto para la reparación de su refrigerador, con una opción:\n\n` +
        `Opción 1: Replace the evaporator fan motor, $310.68\n\n` +
        `Lea las piezas, la mano de obra y el impuesto de cada opción, y apruebe la que elija (o rechace el presupuesto) en la página de su cita:\n\n` +
        `${business.siteUrl}/es/appointments/${token}#estimate\n\n` +
        `No hacemos nada hasta que usted lo apruebe. ¿Preguntas? Llame al ${phone}.\n\n` +
        `${business.name}\n${phone}\n${business.siteUrl}\n`,
    );

    await withDb((db) => db.delete(mailQueue));
    const shown = (await loadEstimate(booking.id))!;
    await act(booking.id, {
      intent: "approve-estimate",
      version: String(shown.current.version),
      shown: shown.contentSha256,
      choice: "1",
      signerName: "Ana Díaz",
      consent: "yes",
    });
    const [office, copy] = await withDb((db) => db.select().from(mailQueue).orderBy(mailQueue.id));
    expect(office!.subject).toBe("Estimate approved: Ana Diaz, Option 1, $310.68");
    expect(office!.body).toContain("Ana Díaz approved Option 1, Replace the evaporator fan motor, $310.68 on site on ");
    expect(copy!.subject).toBe("Su presupuesto aprobado: Opción 1, $310.68");
    const copyToken = new RegExp(`${SPANISH_LINK}/estimate`).exec(copy!.body)![1]!;
    const [head, rest] = copy!.body.split(" usted aprobó ");
    // The moment in Spanish, in the business's zone: "el jueves, 26 de noviembre de 2026, a las 2:40 p.m.".
    expect(head).toMatch(
      /^Hola:\n\nGracias: el (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+ de \d{4}, a las \d{1,2}:\d\d [ap]\.m\.$/,
    );
    expect(rest).toBe(
      `la Opción 1 de su presupuesto (Presupuesto 1 de la solicitud ${booking.id}), con nuestro técnico.\n\n` +
        `Opción 1: Replace the evaporator fan motor\n` +
        `  Evaporator fan motor (pieza W10312695): $129.00\n` +
        `  Mano de obra: Replacement: $160.00\n` +
        `  Cargo de diagnóstico: $89.00\n` +
        `  Crédito del cargo de diagnóstico: -$89.00\n` +
        `  Impuesto sobre las ventas, condado de Hillsborough 7.5%: $21.68\n` +
        `  Total: $310.68\n\n` +
        `Su copia, para imprimir o guardar:\n${business.siteUrl}/es/appointments/${copyToken}/estimate\n\n` +
        `Si usted no aprobó esto, llámenos de inmediato: ${phone}.\n\n` +
        `${business.name}\n${phone}\n${business.siteUrl}\n`,
    );
  });

  it("without the customer's consent Send estimate e-mails only", async () => {
    const booking = await visit({ email: "mailed@example.com" });
    await write(booking.id);
    await act(booking.id, { intent: "send-estimate" });
    expect((await withDb((db) => db.select().from(mailQueue))).map((m) => m.recipient)).toEqual(["mailed@example.com"]);
    expect(await withDb((db) => db.select().from(textOutbox))).toEqual([]);
  });

  it("an approval on site e-mails the office (signed, presented by whom) and the customer's copy", async () => {
    const booking = await visit({ name: "Ana Diaz", email: "ana@example.com" });
    await write(booking.id);
    const shown = (await loadEstimate(booking.id))!;
    const answer = await act(booking.id, {
      intent: "approve-estimate",
      version: String(shown.current.version),
      shown: shown.contentSha256,
      choice: "1",
      signerName: "Ana Díaz",
      consent: "yes",
      signature: "M 10 10 L 40 30 L 80 12",
    });
    expect((answer as Response).status).toBe(302);
    const decided = (await loadEstimate(booking.id))!.decision!.approval;
    const [office, copy] = await withDb((db) => db.select().from(mailQueue).orderBy(mailQueue.id));
    expect(office!.subject).toMatch(/^Estimate approved: Ana Diaz, Option 1, \$\d+\.\d\d$/);
    expect(office!.body).toContain(
      `Ana Díaz approved Option 1, Replace the evaporator fan motor, ${office!.subject.split(", ").at(-1)} on site on ${formatInBusinessZone(decided.at)}.`,
    );
    expect(office!.body).toContain("Signed by: Ana Díaz (with a drawn signature)\nPresented by: Maria Lopez\n");
    expect(copy).toMatchObject({ recipient: "ana@example.com" });
    // An English-speaking customer's copy is unchanged by the Spanish one.
    expect(copy!.subject).toMatch(/^Your approved estimate: Option 1, \$\d+\.\d\d$/);
    expect(copy!.body).toMatch(
      /^Hello,\n\nThank you: on .+ you approved Option 1 of your estimate \(Estimate 1 for request \d+\)/,
    );
    expect(copy!.body).toContain(
      "\n\nOption 1: Replace the evaporator fan motor\n  Evaporator fan motor (part W10312695): $129.00\n  Diagnostic fee: $",
    );
    expect(copy!.body).toContain("  Sales tax, Hillsborough County 7.5%: $");
    expect(copy!.body).toContain("you approved Option 1 of your estimate");
    expect(copy!.body).toContain(", with our technician.");
    expect(copy!.body).toMatch(new RegExp(`${LINK}/estimate\\n`));
    // No text for a decision.
    expect(await withDb((db) => db.select().from(textOutbox))).toEqual([]);
  });
});
