import type { MetaDescriptor } from "react-router";
import { business } from "#app/content/business";
import { localePath, ogLocale, type Lang } from "#app/content/i18n/lang";

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page in English, e.g. "/services/cooling-issues" (the Spanish page's is /es before it). */
  path: string;
  /** The page's language (langFromPath of its URL); English when not given. */
  lang?: Lang;
}

/** public/og-image.png, rendered by scripts/share-images/render.sh. */
const SHARE_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
};

/** The share image's text alternative per language. */
const SHARE_IMAGE_ALT: Record<Lang, string> = {
  en: `${business.name}: same-day refrigerator repair across ${business.region}`,
  es: `${business.name}: reparación de refrigeradores el mismo día en todo ${business.region}`,
};

export function absoluteUrl(path: string): string {
  return new URL(path, business.siteUrl).href;
}

/**
 * The page's reciprocal language alternates (DECISIONS "Spanish"): `en`, `es` and `x-default`
 * (the English page), absolute URLs; both pages of a pair give the same three.
 */
export function languageAlternates(path: string): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "alternate", hrefLang: "en", href: absoluteUrl(localePath("en", path)) },
    { tagName: "link", rel: "alternate", hrefLang: "es", href: absoluteUrl(localePath("es", path)) },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(localePath("en", path)) },
  ];
}

/**
 * Title, description, canonical link and language alternates for a page, in its language.
 * Titles end with the business name (a brand name, the same in both languages).
 */
export function pageMeta({ title, description, path, lang = "en" }: PageSeo): MetaDescriptor[] {
  const fullTitle = title.includes(business.name) ? title : `${title} | ${business.name}`;
  const url = absoluteUrl(localePath(lang, path));
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(path),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(SHARE_IMAGE.path) },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: SHARE_IMAGE_ALT[lang] },
    { property: "og:locale", content: ogLocale[lang] },
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
