import { describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { WINDOW_LABEL } from "#tests/fixtures/records";
import { bookingSchema, bookingSteps, stepOfField } from "./booking-schema";
import { contactSchema } from "./contact-schema";
import { fieldErrors } from "#app/lib/fields";

const brandNames = ["Amana", "GE", "Sub-Zero"];
const TODAY = "2026-11-21";

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
  issueDescription: "Fridge is warm, freezer is fine.",
  preferredDate: TODAY,
  preferredTime: WINDOW_LABEL.morning,
  additionalInfo: "",
};

const errorsOf = (result: { success: boolean; error?: any }) => (result.success ? {} : fieldErrors(result.error));

describe("contactSchema", () => {
  const valid = { name: "Ann", email: "ann@example.com", phone: "813-555-0100", message: "Hello" };

  it("accepts a valid message and defaults the service to General Inquiry", () => {
    const parsed = contactSchema.parse({ ...valid, service: "" });
    expect(parsed.service).toBe("General Inquiry");
  });

  it("names every missing required field", () => {
    expect(errorsOf(contactSchema.safeParse({}))).toEqual({
      name: "Full name is required.",
      email: "Email is required.",
      phone: "Phone number is required.",
      message: "Message is required.",
    });
  });

  it("rejects a bad e-mail, a short phone, an unknown service and an oversized message", () => {
    const errors = errorsOf(
      contactSchema.safeParse({
        ...valid,
        email: "not-an-email",
        phone: "555",
        service: "Pizza",
        message: "x".repeat(5001),
      }),
    );
    expect(errors.email).toBe("Enter a valid email address.");
    expect(errors.phone).toMatch(/area code/);
    expect(errors.service).toBe("Choose a service from the list.");
    expect(errors.message).toBe("Message must be at most 5,000 characters.");
  });

  it("keeps text exactly (unicode, quotes, markup) but normalises line breaks and trims", () => {
    const message = ` Line 1 "quoted" <script>alert(1)</script> 🧊\r\nLine 2 `;
    expect(contactSchema.parse({ ...valid, message }).message).toBe(
      `Line 1 "quoted" <script>alert(1)</script> 🧊\nLine 2`,
    );
  });

  it("rejects NUL characters, which PostgreSQL text cannot store", () => {
    expect(errorsOf(contactSchema.safeParse({ ...valid, name: "Jo\u0000e" })).name).toMatch(/not allowed/);
  });
});

describe("bookingSchema", () => {
  it("accepts ZIP codes of the four counties only, naming the phone number otherwise", () => {
    const schema = bookingSchema({ brandNames, today: TODAY });
    expect(schema.safeParse({ ...validBooking, zipCode: "34601" }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...validBooking, zipCode: "90210" })).zipCode).toBe(
      `Sorry, we don't serve ZIP code 90210. We cover Hillsborough, Pinellas, Pasco and Hernando counties; call ${business.phones.main.display} and we'll help if we can.`,
    );
  });

  it("takes an optional serial number and a yes/no answer about food at risk", () => {
    const schema = bookingSchema({ brandNames, today: TODAY });
    expect(schema.parse({ ...validBooking, serialNumber: " SN-1 ", foodAtRisk: "yes" })).toMatchObject({
      serialNumber: "SN-1",
      foodAtRisk: "yes",
    });
    expect(schema.parse(validBooking)).toMatchObject({ serialNumber: "", foodAtRisk: "" });
    expect(errorsOf(schema.safeParse({ ...validBooking, foodAtRisk: "maybe" })).foodAtRisk).toBe("Answer yes or no.");
  });

  it("takes the storm triage, asked always: a power outage or surge, medicine that must stay cold (yes/no)", () => {
    const schema = bookingSchema({ brandNames, today: TODAY });
    expect(schema.parse({ ...validBooking, powerOutage: "yes", medicineAtRisk: "yes" })).toMatchObject({
      powerOutage: "yes",
      medicineAtRisk: "yes",
    });
    expect(schema.parse(validBooking)).toMatchObject({ powerOutage: "", medicineAtRisk: "" });
    const refused = errorsOf(schema.safeParse({ ...validBooking, powerOutage: "maybe", medicineAtRisk: "1" }));
    expect([refused.powerOutage, refused.medicineAtRisk]).toEqual(["Answer yes or no.", "Answer yes or no."]);
    expect([stepOfField("powerOutage"), stepOfField("medicineAtRisk")]).toEqual([2, 2]);
  });

  const schema = bookingSchema({ brandNames, today: TODAY });

  it("accepts a complete booking for today", () => {
    expect(schema.parse(validBooking).brand).toBe("Sub-Zero");
  });

  it("accepts Other as a brand and rejects a brand outside the list", () => {
    expect(schema.safeParse({ ...validBooking, brand: "Other" }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...validBooking, brand: "Acme" })).brand).toBe(
      "Choose a refrigerator brand from the list.",
    );
    expect(errorsOf(schema.safeParse({ ...validBooking, brand: "" })).brand).toBeDefined();
  });

  it("rejects past, impossible, malformed and far-future dates", () => {
    const dateError = (preferredDate: string) =>
      errorsOf(schema.safeParse({ ...validBooking, preferredDate })).preferredDate;
    expect(dateError("2026-11-20")).toBe("Choose today or a later date.");
    for (const date of ["2027-02-30", "2027-04-31", "2026-13-01", "2026-03-00"])
      expect(dateError(date), date).toBe("Choose a real calendar date.");
    expect(dateError("next tuesday")).toBe("Choose a date from the calendar.");
    expect(dateError("2028-01-01")).toBe("Choose a date within the next 12 months.");
    expect(dateError("2027-11-21")).toBeUndefined();
  });

  it("requires a 5-digit ZIP code", () => {
    expect(errorsOf(schema.safeParse({ ...validBooking, zipCode: "3360" })).zipCode).toBe("Enter a 5-digit ZIP code.");
    expect(schema.safeParse({ ...validBooking, zipCode: "33606-1234" }).success).toBe(true);
  });

  it("leaves model and additional information optional", () => {
    const { model: _m, additionalInfo: _a, ...rest } = validBooking;
    const parsed = schema.parse(rest);
    expect(parsed.model).toBe("");
    expect(parsed.additionalInfo).toBe("");
  });

  it("knows which wizard step owns each field", () => {
    expect(bookingSteps.map((s) => s.fields.length)).toEqual([7, 8, 3]);
    expect(stepOfField("smsConsent")).toBe(1);
    expect(stepOfField("city")).toBe(1);
    expect(stepOfField("issueDescription")).toBe(2);
    expect(stepOfField("serialNumber")).toBe(2);
    expect(stepOfField("foodAtRisk")).toBe(2);
    expect(stepOfField("photos")).toBe(2);
    expect(stepOfField("preferredTime")).toBe(3);
  });
});
