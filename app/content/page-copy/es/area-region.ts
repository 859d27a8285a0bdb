import type { areaRegionCopy } from "../area-region";

/** /es/areas/tampa-bay in US Spanish: the same keys as ../area-region.ts. */
export const areaRegionCopyEs: typeof areaRegionCopy = {
  metaTitle: "Reparación de refrigeradores en toda el área de Tampa Bay",
  title: (regionName) => `Reparación de refrigeradores en todo ${regionName}`,
  problemsTitle: (regionName) => `Problemas comunes de refrigeradores en ${regionName}`,
  countiesTitle: "Los cuatro condados que atendemos",
};
