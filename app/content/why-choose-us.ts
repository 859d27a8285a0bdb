import type { IconName } from "./icon-names";
import { business } from "./business";

/** The six Why Choose Us cards (home page and /brands), built from the company claims of SPEC §1. */
export const whyChooseUs: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: "clock",
    title: "Same-Day or Next-Day Service",
    text: "A broken refrigerator cannot wait. Call early and we can often be there the same day, and otherwise we schedule you for the next day.",
  },
  {
    icon: "shield-check",
    title: `${business.warrantyDays}-Day Warranty`,
    text: `Every repair is backed by a ${business.warrantyDays}-day warranty on the repair and the parts we install. If the same problem comes back, so do we.`,
  },
  {
    icon: "badge-dollar-sign",
    title: "Diagnostic Fee Credited",
    text: "You pay a modest fee to find out what is wrong, and when you approve the repair, that fee is credited toward the final bill.",
  },
  {
    icon: "award",
    title: "EPA 608 Certified",
    text: "Our technicians hold EPA Section 608 certification, so refrigerant and sealed-system work is handled legally and safely.",
  },
  {
    icon: "badge-check",
    title: "Licensed & Insured Technicians",
    text: "Trained, licensed and insured professionals work in your home or business, giving you peace of mind from arrival to cleanup.",
  },
  {
    icon: "refrigerator",
    title: "All Major Brands",
    text: `Since ${business.foundedYear} we have repaired refrigerators from everyday household names to built-in luxury brands and commercial equipment.`,
  },
];

/** The three benefit bullets of the home hero (SPEC §2). */
export const heroBenefits = ["Same-Day Service", "All Major Brands", "Licensed & Insured Technicians"] as const;
