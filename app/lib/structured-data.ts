import type { BreadcrumbList, FAQPage, WithContext } from "schema-dts";
import type { FaqItem } from "~/content/types";
import { absoluteUrl } from "./seo";

/**
 * JSON-LD builders used while rendering (breadcrumbs, FAQs). Typed with schema-dts, so a property
 * or value type schema.org does not define fails the type check; the unit test checks values.
 * The business and service blocks are built in loaders: structured-data.server.ts.
 */

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
