/**
 * The not-found results of SPEC §8. Their words are in the interface dictionaries
 * (app/content/i18n/en.ts and es.ts, `notFound`: the exact English titles and texts of SPEC §8);
 * here what links where, as English paths (a Spanish page puts /es before them).
 */
export const notFoundKinds = ["page", "brand", "area", "appointment", "service"] as const;
export type NotFoundKind = (typeof notFoundKinds)[number];

/** Where each kind's button leads ("page": home). */
export const notFoundBack: Record<NotFoundKind, string> = {
  page: "/",
  brand: "/brands",
  area: "/areas",
  appointment: "/book",
  service: "/services",
};

const suggestions = [
  { segment: "/services/", to: "/services", label: "services" },
  { segment: "/brands/", to: "/brands", label: "brands" },
  { segment: "/areas/", to: "/areas", label: "areas" },
] as const;

/**
 * SPEC §2: a path containing /brands/, /areas/ or /services/ gets the matching suggestion;
 * any other path gets all three. `label` is the suggestion's key in the dictionary.
 */
export function suggestionsFor(pathname: string) {
  const path = pathname.toLowerCase();
  const matching = suggestions.filter((s) => path.includes(s.segment));
  return matching.length > 0 ? matching : [...suggestions];
}
