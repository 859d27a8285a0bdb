import { listForMeta } from "#app/content/meta-list";
import type { serviceDetailCopy } from "../service-detail";

/** /es/services/<slug> in US Spanish: the same keys as ../service-detail.ts. */
export const serviceDetailCopyEs: typeof serviceDetailCopy = {
  meta: (service) => ({
    title: `${service.title}: reparación de refrigeradores en Tampa Bay`,
    description: `${service.title}: reparación de refrigeradores en Tampa Bay. ${listForMeta(service.commonIssues, { and: "y", capitalized: true, maxLength: 50 })}. Costo típico: ${service.priceRange}.`,
  }),
  title: (service) => `Reparación: ${service.title.charAt(0).toLowerCase()}${service.title.slice(1)}`,
  commonIssuesTitle: "Problemas comunes",
  priceTitle: "Rango de precio típico",
  relatedTitle: "Servicios relacionados",
  repairProcessTitle: "Nuestro proceso de reparación",
};
