import type { HomeAndConstructionBusiness, Offer, Service as SchemaService, WithContext } from "schema-dts";
import { counties } from "~/content/areas";
import { business } from "~/content/business";
import type { Service } from "~/content/types";
import { absoluteUrl } from "./seo";

/**
 * JSON-LD for the business and its services, built in loaders (they read the content modules,
 * which stay out of the browser bundle). Typed with schema-dts. No rating markup: search engines
 * treat ratings from a business's own testimonials as self-serving.
 */

const BUSINESS_ID = absoluteUrl("/#business");

export function businessJsonLd(): WithContext<HomeAndConstructionBusiness> {
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
    areaServed: counties.map((county) => ({
      "@type": "AdministrativeArea",
      name: `${county.name}, ${business.stateCode}`,
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

