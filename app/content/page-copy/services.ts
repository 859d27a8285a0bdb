/** Copy of /services: meta, hero and section headings (the groups' titles are in services.ts). */
export const servicesCopy = {
  meta: {
    title: "Refrigerator Repair Services in Tampa Bay",
    description:
      "Cooling problems, leaks, freezer frost, electrical faults, noises, odors and door seals: every refrigerator repair service we offer in Tampa Bay, with typical prices.",
  },
  hero: {
    title: "Refrigerator Repair Services",
    lead: "Whatever your refrigerator is doing, or not doing, we have fixed it before. Choose a problem to see how we repair it and what it typically costs.",
  },
  faqTitle: "Frequently Asked Questions",
};
