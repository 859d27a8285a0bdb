import type { MetaDescriptor } from "react-router";
import { business } from "#app/content/business";

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, e.g. "/services/cooling-issues". */
  path: string;
}

/** public/og-image.png, rendered by scripts/share-images/render.sh. */
const SHARE_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${business.name}: same-day refrigerator repair across ${business.region}`,
};

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
    { property: "og:image", content: absoluteUrl(SHARE_IMAGE.path) },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: SHARE_IMAGE.alt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: absoluteUrl(SHARE_IMAGE.path) },
  ];
}

/** A staff workspace page: its title, and never indexed (the edge also sends X-Robots-Tag). */
export function workspaceMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Staff workspace | ${business.name}` }, { name: "robots", content: "noindex, nofollow" }];
}
