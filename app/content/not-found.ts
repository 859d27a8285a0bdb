/** The not-found results of SPEC §8: exact titles and texts. */
export const notFoundMessages = {
  page: {
    title: "Page Not Found",
    text: "Sorry, the page you are looking for doesn't exist or has been moved.",
  },
  brand: {
    title: "Brand Not Found",
    text: "Sorry, we couldn't find information about this refrigerator brand.",
    back: { to: "/brands", label: "View All Brands" },
  },
  area: {
    title: "Area Not Found",
    text: "Sorry, we couldn't find information about this service area.",
    back: { to: "/areas", label: "View All Service Areas" },
  },
  appointment: {
    title: "Appointment Not Found",
    text: "Sorry, we couldn't find this appointment. Check the link in your e-mail, or call us and we'll look it up.",
    back: { to: "/book", label: "Book a Visit" },
  },
  service: {
    title: "Service Not Found",
    text: "Sorry, we couldn't find information about this service.",
    back: { to: "/services", label: "View All Services" },
  },
} as const;

export type NotFoundKind = keyof typeof notFoundMessages;

const suggestions = [
  { segment: "/services/", to: "/services", label: "Browse our refrigerator repair services" },
  { segment: "/brands/", to: "/brands", label: "See the brands we repair" },
  { segment: "/areas/", to: "/areas", label: "Check our service areas" },
] as const;

/**
 * SPEC §2: a path containing /brands/, /areas/ or /services/ gets the matching suggestion;
 * any other path gets all three.
 */
export function suggestionsFor(pathname: string) {
  const path = pathname.toLowerCase();
  const matching = suggestions.filter((s) => path.includes(s.segment));
  return matching.length > 0 ? matching : [...suggestions];
}
