import { localePath, type Lang } from "#app/content/i18n/lang";
import type {
  BreadcrumbList,
  FAQPage,
  HomeAndConstructionBusiness,
  Offer,
  OpeningHoursSpecification,
  Service as SchemaService,
  WithContext,
} from "schema-dts";
import { business, type OpeningHours, type PhoneLine } from "#app/content/business";
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

type SchemaDay = OpeningHours["dayOfWeek"][number];
type Hours = { opens: string | null; closes: string | null };

/**
 * What the business block quotes of the facts the owner edits (app/settings/site-facts.ts's
 * SiteFacts, written out here because lib/ sits below settings/).
 */
export interface BusinessJsonLdFacts {
  phones: { main: PhoneLine };
  emails: { business: string };
  weeklyHours: Record<SchemaDay, Hours>;
  /** "YYYY-MM-DD" dates with other hours; opens/closes null: closed all day. */
  specialHours: Array<Hours & { date: string }>;
}

const schemaDays: SchemaDay[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** One specification per distinct opening time, naming its weekdays; days without hours are left out. */
function openingHoursSpecification(weeklyHours: BusinessJsonLdFacts["weeklyHours"]): OpeningHoursSpecification[] {
  const groups = new Map<string, { opens: string; closes: string; days: SchemaDay[] }>();
  for (const day of schemaDays) {
    const { opens, closes } = weeklyHours[day];
    if (!opens || !closes) continue;
    const key = `${opens}-${closes}`;
    const group = groups.get(key) ?? { opens, closes, days: [] };
    group.days.push(day);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: g.days.map((day) => `https://schema.org/${day}` as const),
    opens: g.opens,
    closes: g.closes,
  }));
}

/**
 * The special dates (schema.org: validFrom = validThrough = the date); a date closed all day
 * opens and closes at "00:00", as schema.org marks a closed day.
 */
function specialOpeningHoursSpecification(
  specialHours: BusinessJsonLdFacts["specialHours"],
): OpeningHoursSpecification[] {
  return specialHours.map((day) => ({
    "@type": "OpeningHoursSpecification",
    opens: day.opens ?? "00:00",
    closes: day.closes ?? "00:00",
    validFrom: day.date,
    validThrough: day.date,
  }));
}

/**
 * `countyNames`: the counties served, e.g. "Hillsborough County" (from the page's loader data);
 * `facts`: the phones, e-mail and hours as the owner set them (the root loader's data).
 */
export function businessJsonLd(
  countyNames: string[],
  facts: BusinessJsonLdFacts,
): WithContext<HomeAndConstructionBusiness> {
  const special = specialOpeningHoursSpecification(facts.specialHours);
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": BUSINESS_ID,
    name: business.name,
    description: `Refrigerator repair for homes and businesses across ${business.region}: same-day or next-day service, all major brands.`,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl("/og-image.png"),
    telephone: facts.phones.main.e164,
    email: facts.emails.business,
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
    openingHoursSpecification: openingHoursSpecification(facts.weeklyHours),
    ...(special.length > 0 && { specialOpeningHoursSpecification: special }),
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

/** The service block's words per language (the page's loader builds the block: none reaches a bundle). */
const serviceWords: Record<Lang, { price: string; name: (title: string) => string; type: string }> = {
  en: { price: "Typical price range", name: (title) => `${title} Refrigerator Repair`, type: "Refrigerator repair" },
  es: {
    price: "Rango de precio típico",
    name: (title) => `${title}: reparación de refrigeradores`,
    type: "Reparación de refrigeradores",
  },
};

export function serviceJsonLd(service: Service, lang: Lang = "en"): WithContext<SchemaService> {
  const words = serviceWords[lang];
  const { min, max } = parsePriceRange(service.priceRange);
  const offer: Offer = {
    "@type": "Offer",
    description: `${words.price}: ${service.priceRange}`,
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
    name: words.name(service.title),
    serviceType: words.type,
    description: service.description,
    url: absoluteUrl(localePath(lang, `/services/${service.slug}`)),
    provider: { "@id": BUSINESS_ID },
    areaServed: { "@type": "Place", name: `${business.region}, ${business.stateCode}` },
    offers: offer,
  };
}

/** The breadcrumb trail as shown, home first (its paths and words in the page's language). */
export function breadcrumbJsonLd(trail: Array<{ to: string; label: string }>): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
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

/**
 * JSON for a <script type="application/ld+json">: "<", ">" and "&" escaped so text (the owner's
 * FAQ, say) can never close the tag or open a comment, and U+2028/U+2029 so it stays one line.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
