import { business } from "#app/content/business";

/** Copy of /about: meta, hero and section headings (the story and credentials are in content/about.ts). */
export const aboutCopy = {
  meta: {
    title: `About Us: Tampa Bay Refrigerator Repair Since ${business.foundedYear}`,
    description: `A local, licensed and insured refrigerator repair company serving Tampa Bay since ${business.foundedYear}, with EPA 608 certified technicians and a ${business.warrantyDays}-day repair warranty.`,
  },
  hero: {
    title: `About ${business.name}`,
    lead: `Keeping Tampa Bay's food cold since ${business.foundedYear}.`,
  },
  storyTitle: "Our Story",
  missionTitle: "Our Mission",
  teamTitle: "Meet the Team",
  credentialsTitle: "Credentials",
};
