import type { County } from "#app/content/types";

/** Copy of /areas/<county> around the county's own text (app/content/areas/<slug>.md). */
export const areaDetailCopy = {
  meta: (county: Pick<County, "name" | "cities">) => ({
    title: `Refrigerator Repair in ${county.name}, FL`,
    description: `Same-day refrigerator repair in ${county.name}: ${county.cities.slice(0, 4).join(", ")} and more. All major brands, licensed & insured technicians.`,
  }),
  /** The hero's title; its lead is the county's description. */
  title: (name: string) => `Refrigerator Repair in ${name}`,
  citiesTitle: (name: string) => `Cities we serve in ${name}`,
  problemsTitle: (shortName: string) => `Common refrigerator problems in ${shortName} homes`,
  brandsTitle: (name: string) => `Brands we repair in ${name}`,
  mapTitle: (name: string) => `${name} on the map`,
};
