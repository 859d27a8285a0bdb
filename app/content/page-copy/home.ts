import { business, countyList } from "#app/content/business";

/** Copy of the home page (/): meta, the hero (components/home/hero.tsx) and section headings. */
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
  },
  services: {
    title: "Refrigerator Repair Services",
    intro: "From a warm fridge to a noisy compressor, we diagnose and fix it, usually in one visit.",
  },
  brands: {
    title: "Brands We Repair",
    intro: "Experienced hands for every major refrigerator brand, from everyday to built-in luxury.",
  },
};
