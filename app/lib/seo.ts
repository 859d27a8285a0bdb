import type { MetaDescriptor } from "react-router";
import { business } from "~/content/business";

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, e.g. "/services/cooling-issues". */
  path: string;
}

export function absoluteUrl(path: string): string {
  return new URL(path, business.siteUrl).href;
}

/** Title, description and canonical link for a page. Titles end with the business name. */
export function pageMeta({ title, description, path }: PageSeo): MetaDescriptor[] {
  const fullTitle = title.includes(business.name) ? title : `${title} | ${business.name}`;
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
  ];
}

/** Meta for a not-found result: never indexed. */
export function notFoundMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${business.name}` }, { name: "robots", content: "noindex" }];
}
