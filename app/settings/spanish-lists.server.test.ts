import { describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { contactFaqsWithEs, servicesFaqs, servicesFaqsEs } from "#app/content/faqs";
import { testimonials, testimonialTranslationsEs } from "#app/content/testimonials";
import { homeCopyEs } from "#app/content/page-copy/es/home";
import { defaultSiteFacts } from "./site-settings.server";
import { emergencyOnlyDaysTextEs, faqsIn, regularHoursTextEs, testimonialsIn } from "./spanish-lists.server";
import type { WeeklyHours } from "./hours";

const open = (opens: string, closes: string) => ({ opens, closes, bookingWindows: [] });
const shut = { opens: null, closes: null, bookingWindows: [] };
const week: WeeklyHours = {
  Monday: open("08:00", "20:00"),
  Tuesday: open("08:00", "20:00"),
  Wednesday: open("08:00", "20:00"),
  Thursday: open("08:00", "20:00"),
  Friday: open("08:00", "20:00"),
  Saturday: open("09:00", "17:00"),
  Sunday: shut,
};

describe("the FAQs and testimonials on a Spanish page", () => {
  it("words the owner's hours in Spanish for the contact FAQ", () => {
    expect(regularHoursTextEs(week)).toBe(
      "de lunes a viernes, de 8:00 a.m. a 8:00 p.m., y los sábados, de 9:00 a.m. a 5:00 p.m.",
    );
    expect(emergencyOnlyDaysTextEs(week)).toBe("los domingos");
    expect(emergencyOnlyDaysTextEs({ ...week, Saturday: shut })).toBe("de sábado a domingo");
  });

  it("shows the Spanish FAQs where the owner's are the defaults, leaves off one the owner changed, English as stored", () => {
    const facts = { ...defaultSiteFacts(), weeklyHours: week };
    expect(faqsIn("es", "services", facts)).toEqual(servicesFaqsEs);
    const contact = faqsIn("es", "contact", { ...facts, faqs: { ...facts.faqs, contact: [] } });
    expect(contact).toEqual([]);
    const changed = [{ ...servicesFaqs[0]!, answer: "Within the hour." }, ...servicesFaqs.slice(1)];
    const spanish = faqsIn("es", "services", { ...facts, faqs: { ...facts.faqs, services: changed } });
    expect(spanish).toEqual(servicesFaqsEs.slice(1));
    expect(faqsIn("en", "services", { ...facts, faqs: { ...facts.faqs, services: changed } })).toEqual(changed);
    expect(servicesFaqsEs[0]!.answer).toContain(`le llamaremos ${business.promises.es.confirmationCall}`);
  });

  it("quotes the owner's hours and address in the Spanish contact FAQ", async () => {
    const { contactFaqsWith } = await import("#app/content/faqs");
    const { regularHoursText, emergencyOnlyDaysText } = await import("./hours");
    const facts = defaultSiteFacts();
    const stored = contactFaqsWith({
      regularHours: regularHoursText(week),
      emergencyOnlyDays: emergencyOnlyDaysText(week),
      supportEmail: facts.emails.support,
    });
    const faqs = faqsIn("es", "contact", { ...facts, weeklyHours: week, faqs: { ...facts.faqs, contact: stored } });
    expect(faqs).toEqual(
      contactFaqsWithEs({
        regularHours: regularHoursTextEs(week),
        emergencyOnlyDays: "los domingos",
        supportEmail: facts.emails.support,
      }),
    );
    expect(faqs[0]!.answer).toContain(
      "Nuestro horario regular es de lunes a viernes, de 8:00 a.m. a 8:00 p.m., y los sábados, de 9:00 a.m. a 5:00 p.m., y los domingos ofrecemos solo servicio de emergencia.",
    );
    expect(faqs[3]!.answer).toContain(`${facts.emails.support} ${business.promises.es.emailResponse}.`);
  });

  it("translates the default testimonials, marked as translated, and leaves off one the owner wrote", () => {
    const owners = [...testimonials, { name: "Ann", location: "Tampa", rating: 5 as const, text: "Great service." }];
    const spanish = testimonialsIn("es", owners);
    expect(spanish.map((t) => [t.name, t.location, t.rating, t.text, t.translated])).toEqual(
      testimonials.map((t, i) => [t.name, t.location, t.rating, testimonialTranslationsEs[i]!.text, true]),
    );
    expect(testimonialsIn("en", owners)).toEqual(owners);
    expect(homeCopyEs.testimonials.translated).toBe("(traducido del inglés)");
  });
});
