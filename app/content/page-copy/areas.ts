import { countyList } from "#app/content/business";

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
};
