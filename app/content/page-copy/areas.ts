import { business, countyList } from "#app/content/business";

/** Copy of /areas: meta, hero and section headings. */
export const areasCopy = {
  meta: {
    title: `Service Areas: ${countyList("&")}`,
    description: `Refrigerator repair across Tampa Bay: 60 cities and communities in ${countyList()} counties, with same-day or next-day visits.`,
  },
  hero: {
    title: "Our Service Areas",
    lead: "We repair refrigerators in homes and businesses across four Tampa Bay counties.",
  },
  mapTitle: "Where We Work",
  countiesTitle: "Counties and Cities We Serve",
  /** The map's intro: before, then the link to the region overview, then a full stop. */
  overview: { before: "New to the region? Read our", link: `${business.region} overview` },
  /** The service guarantee block (components/sections/service-guarantee.tsx). */
  guarantee: {
    title: "Our Service Guarantee",
    intro: "Wherever you are in our four counties, you get the same promise.",
    items: [
      { title: "Same-day or next-day", text: "Call before noon and we can usually be there the same day." },
      {
        title: `${business.warrantyDays}-day warranty`,
        text: `Every repair is covered for ${business.warrantyDays} days, parts and labor.`,
      },
      {
        title: "Upfront pricing",
        text: "You approve the price before work starts; the diagnostic fee is credited toward the repair.",
      },
    ],
  },
};
