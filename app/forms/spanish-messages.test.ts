import { describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { en } from "#app/content/i18n/en";
import { es } from "#app/content/i18n/es";
import { WINDOW_LABEL } from "#tests/fixtures/records";
import { fieldErrors } from "#app/lib/fields";
import { bookingSchema } from "./booking-schema";
import { contactSchema, contactSchemaIn } from "./contact-schema";
import { englishFormMessages } from "#app/content/i18n/form-messages";

/**
 * The forms' refusals in Spanish (docs/decisions/0036-spanish.md): the same schema, its messages
 * chosen by the page's language. English stays exactly as before (schemas.test.ts pins the rest).
 */
const brandNames = ["Amana", "GE", "Sub-Zero"];
const TODAY = "2026-11-21";
const phone = business.phones.main.display;

const validBooking = {
  name: "José Ñúñez",
  email: "jose@example.com",
  phone: "(813) 555-0100",
  address: "123 Bayshore Blvd",
  city: "Tampa",
  zipCode: "33606",
  brand: "Sub-Zero",
  model: "",
  issue: "Not Cooling",
  issueDescription: "No enfría.",
  preferredDate: TODAY,
  preferredTime: WINDOW_LABEL.morning,
  additionalInfo: "",
};

const errorsOf = (result: { success: boolean; error?: any }) => (result.success ? {} : fieldErrors(result.error));

const spanishBooking = bookingSchema({ brandNames, today: TODAY, messages: es.formMessages });
const englishBooking = bookingSchema({ brandNames, today: TODAY });

// field, bad value, the Spanish message, the English one (unchanged).
const bookingTable: Array<[field: string, bad: unknown, spanish: string, english: string]> = [
  ["name", "", "Nombre completo: este dato es obligatorio.", "Full name is required."],
  [
    "name",
    "x".repeat(101),
    "Nombre completo: escriba 100 caracteres como máximo.",
    "Full name must be at most 100 characters.",
  ],
  [
    "name",
    "A\u0000B",
    "Nombre completo: contiene un carácter no permitido.",
    "Full name contains a character that is not allowed.",
  ],
  ["email", "", "Correo electrónico: este dato es obligatorio.", "Email is required."],
  ["email", "no-es-correo", "Escriba un correo electrónico válido.", "Enter a valid email address."],
  [
    "phone",
    "555",
    "Escriba un teléfono con código de área, por ejemplo (813) 555-0142.",
    "Enter a phone number with area code, e.g. (813) 555-0142.",
  ],
  ["address", undefined, "Dirección: este dato es obligatorio.", "Address is required."],
  ["city", "", "Ciudad: este dato es obligatorio.", "City is required."],
  ["zipCode", "3360", "Escriba un código postal de 5 dígitos.", "Enter a 5-digit ZIP code."],
  [
    "zipCode",
    "90210",
    `Lo sentimos, no atendemos el código postal 90210. Cubrimos los condados de Hillsborough, Pinellas, Pasco y Hernando; llame al ${phone} y le ayudaremos si podemos.`,
    `Sorry, we don't serve ZIP code 90210. We cover Hillsborough, Pinellas, Pasco and Hernando counties; call ${phone} and we'll help if we can.`,
  ],
  [
    "brand",
    "Pizza",
    "Marca del refrigerador: elija una opción de la lista.",
    "Choose a refrigerator brand from the list.",
  ],
  ["issue", "Broken", "Tipo de problema: elija una opción de la lista.", "Choose a issue type from the list."],
  ["foodAtRisk", "maybe", "Responda sí o no.", "Answer yes or no."],
  ["medicineAtRisk", "maybe", "Responda sí o no.", "Answer yes or no."],
  ["smsConsent", "on", "Marque la casilla o déjela sin marcar.", "Tick the box, or leave it unticked."],
  ["issueDescription", "   ", "Descripción del problema: este dato es obligatorio.", "Issue description is required."],
  ["preferredDate", "21/11/2026", "Elija una fecha del calendario.", "Choose a date from the calendar."],
  ["preferredDate", "2026-02-30", "Elija una fecha real del calendario.", "Choose a real calendar date."],
  ["preferredDate", "2026-11-20", "Elija hoy o una fecha posterior.", "Choose today or a later date."],
  [
    "preferredDate",
    "2028-01-01",
    "Elija una fecha dentro de los próximos 12 meses.",
    "Choose a date within the next 12 months.",
  ],
  [
    "preferredTime",
    "Midnight",
    "Horario preferido: elija una opción de la lista.",
    "Choose a preferred time from the list.",
  ],
  [
    "additionalInfo",
    "x".repeat(5001),
    "Información adicional: escriba 5,000 caracteres como máximo.",
    "Additional information must be at most 5,000 characters.",
  ],
];

describe("the booking schema's refusals", () => {
  it.each(bookingTable)("%s = %j: Spanish on /es/book", (field, bad, spanish) => {
    expect(errorsOf(spanishBooking.safeParse({ ...validBooking, [field]: bad }))[field]).toBe(spanish);
  });

  it.each(bookingTable)("%s = %j: English unchanged", (field, bad, _spanish, english) => {
    expect(errorsOf(englishBooking.safeParse({ ...validBooking, [field]: bad }))[field]).toBe(english);
  });

  it("accepts the same good booking in both languages (posted values stay English)", () => {
    expect(spanishBooking.safeParse(validBooking).success).toBe(true);
    expect(englishBooking.safeParse(validBooking).success).toBe(true);
  });
});

const validContact = { name: "Ana", email: "ana@example.com", phone: "813-555-0100", message: "Hola" };

describe("the contact schema's refusals", () => {
  const spanishContact = contactSchemaIn(es.formMessages);

  it("names every missing field in Spanish", () => {
    expect(errorsOf(spanishContact.safeParse({}))).toEqual({
      name: "Nombre completo: este dato es obligatorio.",
      email: "Correo electrónico: este dato es obligatorio.",
      phone: "Teléfono: este dato es obligatorio.",
      message: "Mensaje: este dato es obligatorio.",
    });
  });

  it("refuses a bad service and a long message in Spanish, and the English schema as before", () => {
    const bad = { ...validContact, service: "Pizza", message: "x".repeat(5001) };
    expect(errorsOf(spanishContact.safeParse(bad))).toEqual({
      service: "Servicio: elija una opción de la lista.",
      message: "Mensaje: escriba 5,000 caracteres como máximo.",
    });
    expect(errorsOf(contactSchema.safeParse(bad))).toEqual({
      service: "Choose a service from the list.",
      message: "Message must be at most 5,000 characters.",
    });
  });
});

describe("the messages", () => {
  it("the English dictionary's are the English defaults; Spanish has every one, none left English", () => {
    expect(en.formMessages).toBe(englishFormMessages);
    const flat = (o: object, prefix = ""): Array<[string, string]> =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === "string" ? [[prefix + k, v] as [string, string]] : flat(v as object, `${prefix}${k}.`),
      );
    const english = new Map(flat(englishFormMessages));
    const spanish = flat(es.formMessages);
    expect(spanish.map(([k]) => k).sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of spanish) expect(text, key).not.toBe(english.get(key));
  });
});

describe("the options' shown texts", () => {
  it("name every posted value in both languages, English as posted", async () => {
    const { bookingIssues, bookingTimes } = await import("./booking-schema");
    const { contactServices } = await import("./contact-schema");
    for (const [words, list] of [
      ["issues", bookingIssues],
      ["times", bookingTimes],
    ] as const) {
      expect(Object.keys(en.bookingForm[words])).toEqual([...list]);
      expect(Object.keys(es.bookingForm[words])).toEqual([...list]);
      expect(Object.values(en.bookingForm[words])).toEqual([...list]);
    }
    expect(Object.keys(es.contactForm.services)).toEqual([...contactServices]);
    expect(Object.values(en.contactForm.services)).toEqual([...contactServices]);
  });
});
