import { describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { publicPaths } from "./sitemap";
import { loader as sitemapLoader } from "#app/routes/sitemap.xml/route";
import { loader as robotsLoader } from "#app/routes/robots.txt/route";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";

// Pages' loaders read the owner's facts (their defaults, here) from a database of their own.
useTestDatabase(testDatabases("fridge-seo-test")[0]!.setUp);

type MetaTag = {
  title?: string;
  name?: string;
  property?: string;
  content?: string;
  rel?: string;
  href?: string;
  hrefLang?: string;
};
type RouteModule = {
  loader?: (args: any) => unknown;
  meta: (args: any) => unknown;
};

// Which route module serves a public path (mirrors app/routes.ts).
const modules: Array<[RegExp, () => Promise<RouteModule>]> = [
  [/^\/$/, () => import("#app/routes/home/route")],
  [/^\/services$/, () => import("#app/routes/services/route")],
  [/^\/services\/(?<slug>[^/]+)$/, () => import("#app/routes/service-detail/route")],
  [/^\/brands$/, () => import("#app/routes/brands/route")],
  [/^\/brands\/(?<slug>[^/]+)$/, () => import("#app/routes/brand-detail/route")],
  [/^\/areas$/, () => import("#app/routes/areas/route")],
  [/^\/areas\/tampa-bay$/, () => import("#app/routes/area-region/route")],
  [/^\/areas\/(?<slug>[^/]+)$/, () => import("#app/routes/area-detail/route")],
  [/^\/about$/, () => import("#app/routes/about/route")],
  [/^\/contact$/, () => import("#app/routes/contact/route")],
  [/^\/book$/, () => import("#app/routes/book/route")],
  [/^\/storm$/, () => import("#app/routes/storm/route")],
  [/^\/privacy-policy$/, () => import("#app/routes/privacy-policy/route")],
  [/^\/terms-of-service$/, () => import("#app/routes/terms-of-service/route")],
];

async function metaFor(path: string) {
  // A Spanish page is served by its English page's module (app/routes.ts): /es before the path.
  const english = path === "/es" ? "/" : path.replace(/^\/es\//, "/");
  for (const [pattern, load] of modules) {
    const match = pattern.exec(english);
    if (!match) continue;
    const mod = await load();
    const params = { ...match.groups };
    const data = mod.loader ? await mod.loader({ params, request: new Request(`http://localhost${path}`) }) : undefined;
    const tags = mod.meta({ loaderData: data, params, location: { pathname: path } }) as MetaTag[];
    return {
      title: tags.find((t) => t.title)?.title,
      description: tags.find((t) => t.name === "description")?.content,
      canonical: tags.find((t) => t.rel === "canonical")?.href,
      alternates: tags.filter((t) => t.rel === "alternate").map((t) => `${t.hrefLang} ${t.href}`),
      locale: tags.find((t) => t.property === "og:locale")?.content,
      ogImage: tags.find((t) => t.property === "og:image")?.content,
      twitterCard: tags.find((t) => t.name === "twitter:card")?.content,
    };
  }
  throw new Error(`no route module for ${path}`);
}

describe("page meta", () => {
  it("gives every public page a unique title, description and its own canonical URL", async () => {
    const paths = publicPaths();
    const metas = await Promise.all(paths.map(metaFor));
    metas.forEach((meta, i) => {
      expect(meta.title, paths[i]).toMatch(new RegExp(`\\| ${business.name}$|${business.name}`));
      expect(meta.description?.length, `${paths[i]} description`).toBeGreaterThanOrEqual(50);
      expect(meta.description?.length, `${paths[i]} description`).toBeLessThanOrEqual(170);
      expect(meta.canonical).toBe(new URL(paths[i]!, business.siteUrl).href);
      expect(meta.ogImage).toBe(`${business.siteUrl}/og-image.png`);
      expect(meta.twitterCard).toBe("summary_large_image");
    });
    const duplicates = (values: Array<string | undefined>) => values.filter((v, i) => values.indexOf(v) !== i);
    // Both pages of a pair give the same three alternates; the Spanish one is es_US.
    metas.forEach((meta, i) => {
      const path = paths[i]!;
      const english = path === "/es" ? "/" : path.replace(/^\/es\//, "/");
      const spanish = english === "/" ? "/es" : `/es${english}`;
      expect(meta.alternates, path).toEqual([
        `en ${new URL(english, business.siteUrl).href}`,
        `es ${new URL(spanish, business.siteUrl).href}`,
        `x-default ${new URL(english, business.siteUrl).href}`,
      ]);
      expect(meta.locale, path).toBe(path === "/es" || path.startsWith("/es/") ? "es_US" : "en_US");
    });
    // Unique within each language; a Spanish title is never its English page's (descriptions of the
    // entries app/content/i18n/untranslated.ts names are still the English ones meanwhile).
    const half = metas.length / 2;
    for (const language of [metas.slice(0, half), metas.slice(half)]) {
      expect(duplicates(language.map((m) => m.title))).toEqual([]);
      expect(duplicates(language.map((m) => m.description))).toEqual([]);
    }
    metas.slice(0, half).forEach((meta, i) => expect(metas[half + i]!.title, paths[half + i]).not.toBe(meta.title));
  });
});

describe("sitemap and robots", () => {
  it("lists every public page once, and no admin or not-found page", async () => {
    const xml = await (await sitemapLoader()).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(publicPaths().map((p) => new URL(p, business.siteUrl).href));
    expect(new Set(locs).size).toBe(locs.length);
    // In each language: 1 home + 11 services + 18 brands + tampa-bay + 4 counties + 9 other pages (/storm among them)
    expect(locs).toHaveLength(88);
    expect(locs.filter((loc) => loc!.startsWith(`${business.siteUrl}/es`))).toHaveLength(44);
    // Each page with its pair: en, es and x-default (the English page).
    expect(xml).toContain(
      `<url><loc>${business.siteUrl}/es/services</loc><xhtml:link rel="alternate" hreflang="en" href="${business.siteUrl}/services"/>` +
        `<xhtml:link rel="alternate" hreflang="es" href="${business.siteUrl}/es/services"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${business.siteUrl}/services"/></url>`,
    );
    expect(xml).not.toMatch(/admin|not-found/);
  });

  it("points robots to the sitemap and keeps /admin out", async () => {
    const robots = await (robotsLoader() as Response).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain(`Sitemap: ${business.siteUrl}/sitemap.xml`);
  });
});
