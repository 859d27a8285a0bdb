import { business, countyList } from "#app/content/business";
import { heroBenefits, whyChooseUs } from "#app/content/why-choose-us";

/**
 * Copy of the home page (/): meta, the hero (components/home/hero.tsx) and the sections only the
 * home page shows. es/home.ts gives the same keys in Spanish (type HomeCopy); the home loader
 * sends the page's one language.
 */
export const homeCopy = {
  meta: {
    title: "Refrigerator Repair in Tampa Bay | Same-Day Service",
    description: `Same-day refrigerator repair in Tampa, St. Petersburg, Clearwater and all of Tampa Bay. All major brands, licensed & insured technicians, ${business.warrantyDays}-day warranty.`,
  },
  hero: {
    badge: "Same-day & next-day appointments",
    title: `Refrigerator Repair in ${business.region}, Done Right the First Time`,
    lead: `Warm fridge, leaking water or a freezer full of frost? Our licensed technicians fix every major brand across ${countyList()} counties.`,
    asideTitle: "Why homeowners call us",
    book: "Book Online",
    call: "Call",
    benefits: [...heroBenefits] as string[],
    since: "In business since",
    warranty: "Repair warranty",
    warrantyValue: `${business.warrantyDays} days`,
    diagnosticFee: "Diagnostic fee",
    diagnosticFeeValue: "Credited toward your repair",
  },
  services: {
    title: "Refrigerator Repair Services",
    intro: "From a warm fridge to a noisy compressor, we diagnose and fix it, usually in one visit.",
    all: "View All Services",
  },
  brands: {
    title: "Brands We Repair",
    intro: "Experienced hands for every major refrigerator brand, from everyday to built-in luxury.",
    all: "See all brands we service",
    /** A name the strip gives a brand instead of its own (SPEC: "GE Appliances"). */
    stripNames: { ge: "GE Appliances" } as Record<string, string>,
  },
  serviceArea: {
    title: "Our Service Area",
    intro: "Technicians based across Tampa Bay, so help is never far away.",
    all: "View all service areas",
  },
  whyChooseUs: {
    title: "Why Choose Us",
    intro: "What every repair comes with, whichever technician you get.",
    cards: whyChooseUs.map(({ icon, title, text }) => ({ icon, title, text })),
  },
  testimonials: {
    title: "What Our Customers Say",
    /** The stars' spoken text. */
    rated: "Rated {rating} out of 5",
    /** After a translated testimonial (the Spanish page's: the customers wrote in English). */
    translated: "(translated)",
    ready: "Ready to join our satisfied customers?",
    book: "Book Your Repair",
    call: "Call",
  },
  contact: {
    title: "Get Your Refrigerator Fixed Today",
    intro: "Call now or book online; we answer seven days a week for emergencies.",
    callUs: "Call Us",
    emailUs: "Email Us",
    reply: `We reply ${business.promises.emailResponse}.`,
    hours: "Hours",
    book: "Book Online",
    call: "Call",
  },
  callBar: "Call Now",
};

export type HomeCopy = typeof homeCopy;
