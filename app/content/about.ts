import type { IconName } from "./icon-names";
import { business } from "./business";

/**
 * The /about page: story, mission and credentials (SPEC §2). The team cards come from the
 * business module (`business.team`) and show only once the business has added its people.
 */
export const about: {
  story: string[];
  mission: string;
  credentials: Array<{ icon: IconName; title: string; text: string }>;
} = {
  story: [
    `${business.name} was founded in ${business.foundedYear} with a simple idea: when a refrigerator breaks down, people in ${business.region} deserve a technician who shows up when promised, explains the problem in plain language and fixes it right the first time.`,
    "What began as a small local repair service has grown through word of mouth, one kitchen at a time. Over the years we have worked on everything from decades-old top-freezer models in St. Petersburg bungalows to built-in units in new homes in Wesley Chapel, along with the reach-in coolers that local restaurants and shops depend on every day.",
    "Our approach has not changed. We diagnose before we replace, quote before we work and stand behind every repair. When a repair does not make financial sense, we say so, even if it means we do not get the job.",
  ],
  mission:
    "Our mission is to keep Tampa Bay's refrigerators running with prompt, honest and skilled service, so families and businesses can count on safe, cold food without overpaying or waiting days for help.",
  credentials: [
    {
      icon: "award",
      title: "EPA 608 Certified",
      text: "Certified to handle refrigerants and sealed-system repairs in line with federal requirements.",
    },
    {
      icon: "badge-check",
      title: "Licensed & Insured",
      text: "Our technicians are licensed and insured, protecting you and your property on every visit.",
    },
    {
      icon: "shield-check",
      title: `${business.warrantyDays}-Day Warranty`,
      text: `Repairs and the parts we install are covered for ${business.warrantyDays} days after the job is finished.`,
    },
    {
      icon: "refrigerator",
      title: "All Major Brands",
      text: "Trained on household, built-in and commercial refrigeration from the major manufacturers.",
    },
  ],
};
