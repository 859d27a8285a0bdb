import type { areaDetailCopy } from "../area-detail";

/** /es/areas/<county> in US Spanish: the same keys as ../area-detail.ts (county.name is the Spanish file's, "condado de ..."). */
export const areaDetailCopyEs: typeof areaDetailCopy = {
  meta: (county) => ({
    title: `Reparación de refrigeradores en el ${county.name}, FL`,
    description: `Reparación de refrigeradores el mismo día en el ${county.name}: ${county.cities.slice(0, 4).join(", ")} y más. Todas las marcas, técnicos con licencia y seguro.`,
  }),
  title: (name) => `Reparación de refrigeradores en el ${name}`,
  citiesTitle: (name) => `Ciudades que atendemos en el ${name}`,
  problemsTitle: (shortName) => `Problemas comunes de refrigeradores en los hogares de ${shortName}`,
  brandsTitle: (name) => `Marcas que reparamos en el ${name}`,
  mapTitle: (name) => `El ${name} en el mapa`,
};
