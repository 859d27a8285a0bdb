import type { IconName } from "~/components/ui/icon";
import { business } from "./business";

/**
 * The /about page: story, mission, placeholder team cards and credentials (SPEC §2).
 * The team cards are deliberately generic placeholders for the business to replace with its own people.
 */
export const about: {
  story: string[];
  mission: string;
  team: Array<{ name: string; role: string; bio: string }>;
  credentials: Array<{ icon: IconName; title: string; text: string }>;
} = {
  story: [
    `${business.name} was founded in ${business.foundedYear} with a simple idea: when a refrigerator breaks down, people in ${business.region} deserve a technician who shows up when promised, explains the problem in plain language and fixes it right the first time.`,
    "What began as a small local repair service has grown through word of mouth, one kitchen at a time. Over the years we have worked on everything from decades-old top-freezer models in St. Petersburg bungalows to built-in units in new homes in Wesley Chapel, along with the reach-in coolers that local restaurants and shops depend on every day.",
    "Our approach has not changed. We diagnose before we replace, quote before we work and stand behind every repair. When a repair does not make financial sense, we say so, even if it means we do not get the job.",
  ],
  mission:
    "Our mission is to keep Tampa Bay's refrigerators running with prompt, honest and skilled service, so families and businesses can count on safe, cold food without overpaying or waiting days for help.",
  team: [
    {
      name: "Your Owner & Lead Technician",
      role: "Owner & Lead Technician",
      bio: "This placeholder card is for the business owner. Replace it with a short introduction covering experience, certifications and what drew them to appliance repair.",
    },
    {
      name: "Your Service Technician",
      role: "EPA 608 Certified Service Technician",
      bio: "This placeholder card is for a field technician. Add their name, the brands and systems they specialize in, and the areas of Tampa Bay they cover most often.",
    },
    {
      name: "Your Office Coordinator",
      role: "Scheduling & Customer Care",
      bio: "This placeholder card is for the person who answers the phone and confirms appointments. Introduce them and how they help customers get scheduled quickly.",
    },
  ],
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
