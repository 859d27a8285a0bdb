import { business } from "#app/content/business";
import { listForMeta } from "#app/content/meta-list";
import type { brandDetailCopy } from "../brand-detail";

/** /es/brands/<slug> in US Spanish: the same keys as ../brand-detail.ts (brand names stay as they are). */
export const brandDetailCopyEs: typeof brandDetailCopy = {
  meta: (brand) => ({
    title: `Reparación de refrigeradores ${brand.name} en Tampa Bay`,
    description: `Reparación de refrigeradores ${brand.name} en Tampa Bay: ${listForMeta(brand.commonRepairs, { and: "y", maxLength: 50 })}. Servicio el mismo día, garantía de ${business.warrantyDays} días.`,
  }),
  title: (name) => `Reparación de refrigeradores ${name}`,
  commonRepairsTitle: (name) => `Reparaciones comunes de ${name}`,
  productTypesTitle: (name) => `Refrigeradores ${name} que reparamos`,
};
