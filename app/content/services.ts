import { collectionsIn, serviceEntries } from "./collections.server";
import type { Lang } from "./i18n/lang";
import type { Service, ServiceGroupId } from "./types";

/**
 * The eleven refrigerator services, one file each in app/content/services/, in the order of
 * SPEC §2 (/services groups and the /services/{slug} list) as their `order` fields give it.
 * Related services are "the first three other services in list order", so this order matters.
 */
export const services: Service[] = serviceEntries;

const groupTitles: Record<Lang, Record<ServiceGroupId, string>> = {
  en: {
    common: "Common Refrigerator Problems",
    specialized: "Specialized Services",
    other: "Other Common Issues",
  },
  es: {
    common: "Problemas comunes del refrigerador",
    specialized: "Servicios especializados",
    other: "Otros problemas frecuentes",
  },
};

/** The services in a language (their pages' prose), in list order. */
export function servicesIn(lang: Lang): Service[] {
  return collectionsIn(lang).services;
}

const groupOrder: ServiceGroupId[] = ["common", "specialized", "other"];

/** The three groups of the /services page, each holding its services in list order. */
export function serviceGroupsIn(lang: Lang): Array<{ id: ServiceGroupId; title: string; services: Service[] }> {
  return groupOrder.map((id) => ({
    id,
    title: groupTitles[lang][id],
    services: servicesIn(lang).filter((service) => service.group === id),
  }));
}

/** The three groups in English. */
export const serviceGroups = serviceGroupsIn("en");

/** Looks up a service by slug, ignoring case, in a language (English when not given). */
export function findService(slug: string, lang: Lang = "en"): Service | undefined {
  const wanted = slug.toLowerCase();
  return servicesIn(lang).find((service) => service.slug === wanted);
}

/** The first `count` other services in list order (SPEC §2: 3 related services), in the service's language. */
export function relatedServices(service: Service, count = 3, lang: Lang = "en"): Service[] {
  return servicesIn(lang)
    .filter((other) => other.slug !== service.slug)
    .slice(0, count);
}

/** The six services shown in the home page grid. */
export const homeServiceSlugs = [
  "cooling-issues",
  "water-leaking",
  "freezer-problems",
  "electrical-issues",
  "parts-replacement",
  "maintenance",
] as const;
