import { serviceEntries } from "./collections.server";
import type { Service, ServiceGroupId } from "./types";

/**
 * The eleven refrigerator services, one file each in app/content/services/, in the order of
 * SPEC §2 (/services groups and the /services/{slug} list) as their `order` fields give it.
 * Related services are "the first three other services in list order", so this order matters.
 */
export const services: Service[] = serviceEntries;

const groupTitles: Record<ServiceGroupId, string> = {
  common: "Common Refrigerator Problems",
  specialized: "Specialized Services",
  other: "Other Common Issues",
};

const groupOrder: ServiceGroupId[] = ["common", "specialized", "other"];

/** The three groups of the /services page, each holding its services in list order. */
export const serviceGroups: Array<{ id: ServiceGroupId; title: string; services: Service[] }> = groupOrder.map(
  (id) => ({
    id,
    title: groupTitles[id],
    services: services.filter((service) => service.group === id),
  }),
);

/** Looks up a service by slug, ignoring case. */
export function findService(slug: string): Service | undefined {
  const wanted = slug.toLowerCase();
  return services.find((service) => service.slug === wanted);
}

/** The first `count` other services in list order (SPEC §2: 3 related services). */
export function relatedServices(service: Service, count = 3): Service[] {
  return services.filter((other) => other.slug !== service.slug).slice(0, count);
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
