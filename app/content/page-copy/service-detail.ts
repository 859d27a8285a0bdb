import { listForMeta } from "#app/content/meta-list";
import type { Service } from "#app/content/types";

/** Copy of /services/<slug> around the service's own text (app/content/services/<slug>.md). */
export const serviceDetailCopy = {
  meta: (service: Pick<Service, "title" | "commonIssues" | "priceRange">) => ({
    title: `${service.title} Refrigerator Repair in Tampa Bay`,
    description: `${service.title} refrigerator repair in Tampa Bay: ${listForMeta(service.commonIssues)}. Typical cost ${service.priceRange}.`,
  }),
  /** The hero's title; its lead is the service's description. */
  title: (service: Pick<Service, "title">) => `${service.title} Repair`,
  commonIssuesTitle: "Common issues",
  priceTitle: "Typical price range",
  relatedTitle: "Related services",
  repairProcessTitle: "Our repair process",
};
