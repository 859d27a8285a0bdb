import type { areaDetailCopy } from "../area-detail";

/** /es/areas/<county> in US Spanish: the same keys as ../area-detail.ts (county.name is the Spanish file's, "Condado de ..."). */
export const areaDetailCopyEs: typeof areaDetailCopy = {
  meta: (county) => ({
    title: `Reparación de refrigeradores en el ${county.name}, FL`,
    description: metaDescription(county.name, county.cities),
  }),
  title: (name) => `Reparación de refrigeradores en el ${name}`,
  citiesTitle: (name) => `Ciudades que atendemos en el ${name}`,
  problemsTitle: (shortName) => `Problemas comunes de refrigeradores en los hogares de ${shortName}`,
  brandsTitle: (name) => `Marcas que reparamos en el ${name}`,
  mapTitle: (name) => `El ${name} en el mapa`,
};

/**
 * The first four cities, as in English, or as many as keep the description within the 170
 * characters a meta description may have (Spanish runs longer: "Condado de Hernando" and its
 * cities would not fit).
 */
function metaDescription(name: string, cities: string[]): string {
  const text = (count: number) =>
    `Reparación de refrigeradores el mismo día en el ${name}: ${cities.slice(0, count).join(", ")} y más. Todas las marcas, técnicos con licencia y seguro.`;
  let count = 4;
  while (count > 1 && text(count).length > 170) count--;
  return text(count);
}
