import type {
  BreadcrumbList,
  FAQPage,
  HomeAndConstructionBusiness,
  Offer,
  Service as SchemaService,
  WithContext,
} from "schema-dts";
import { business } from "#app/content/business";
import type { FaqItem, Service } from "#app/content/types";
import { absoluteUrl } from "./seo";

/**
 * JSON-LD builders. Typed with schema-dts, so a property or value type that schema.org does not
 * define fails the type check; the unit test checks the values. They take what they describe as
 * arguments (data the page already has), so no content module is pulled into the browser bundle.
 * No rating markup: search engines treat ratings from a business's own testimonials as
 * self-serving.
 */

const BUSINESS_ID = absoluteUrl("/#business");

/** `countyNames`: the counties served, e.g. "Hillsborough County" (from the page's loader data). */
export function businessJsonLd(countyNames: string[]): WithContext<HomeAndConstructionBusiness> {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": BUSINESS_ID,
    name: business.name,
    description: `Refrigerator repair for homes and businesses across ${business.region}: same-day or next-day service, all major brands.`,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl("/og-image.png"),
    telephone: business.phones.main.e164,
    email: business.emails.business,
    foundingDate: String(business.foundedYear),
    priceRange: business.priceRange,
    paymentAccepted: business.paymentAccepted.join(", "),
    currenciesAccepted: "USD",
    address: {
      "@type": "PostalAddress",
      addressLocality: business.locality,
      addressRegion: business.stateCode,
      addressCountry: "US",
    },
    areaServed: countyNames.map((name) => ({
      "@type": "AdministrativeArea",
      name: `${name}, ${business.stateCode}`,
    })),
    openingHoursSpecification: business.hours
      .filter((row) => row.opens && row.closes)
      .map((row) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: row.dayOfWeek.map((day) => `https://schema.org/${day}` as const),
        opens: row.opens!,
        closes: row.closes!,
      })),
  };
}

/** "$150-$350" -> 150..350; "$150-$500+" -> from 150; "Varies by part" -> no numbers. */
export function parsePriceRange(range: string): { min?: number; max?: number } {
  const numbers = [...range.matchAll(/\$(\d+)(\+)?/g)];
  if (numbers.length === 0) return {};
  const min = Number(numbers[0]![1]);
  const last = numbers[numbers.length - 1]!;
  const open = range.trim().endsWith("+");
  return numbers.length > 1 && !open ? { min, max: Number(last[1]) } : { min };
}

export function serviceJsonLd(service: Service): WithContext<SchemaService> {
  const { min, max } = parsePriceRange(service.priceRange);
  const offer: Offer = {
    "@type": "Offer",
    description: `Typical price range: ${service.priceRange}`,
    priceCurrency: "USD",
    ...(min !== undefined && {
      priceSpecification: {
        "@type": "PriceSpecification",
        priceCurrency: "USD",
        minPrice: min,
        ...(max !== undefined && { maxPrice: max }),
      },
    }),
  };
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: `${service.title} Refrigerator Repair`,
    serviceType: "Refrigerator repair",
    description: service.description,
    url: absoluteUrl(`/services/${service.slug}`),
    provider: { "@id": BUSINESS_ID },
    areaServed: { "@type": "Place", name: `${business.region}, ${business.stateCode}` },
    offers: offer,
  };
}

export function breadcrumbJsonLd(crumbs: Array<{ to: string; label: string }>): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ to: "/", label: "Home" }, ...crumbs].map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.to),
    })),
  };
}

export function faqJsonLd(items: FaqItem[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so text can never close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
