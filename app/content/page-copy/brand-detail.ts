import { business } from "#app/content/business";
import { listForMeta } from "#app/content/meta-list";
import type { Brand } from "#app/content/types";

/** Copy of /brands/<slug> around the brand's own text (app/content/brands/<slug>.md). */
export const brandDetailCopy = {
  meta: (brand: Pick<Brand, "name" | "commonRepairs">) => ({
    title: `${brand.name} Refrigerator Repair in Tampa Bay`,
    description: `${brand.name} refrigerator repair in Tampa Bay: ${listForMeta(brand.commonRepairs)}. Same-day service, ${business.warrantyDays}-day warranty.`,
  }),
  /** The hero's title; its lead is the brand's description. */
  title: (name: string) => `${name} Refrigerator Repair`,
  commonRepairsTitle: (name: string) => `Common ${name} repairs`,
  productTypesTitle: (name: string) => `${name} refrigerators we service`,
};
