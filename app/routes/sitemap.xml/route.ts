import { withDb } from "#app/db/client.server";
import { absoluteUrl } from "#app/lib/seo";
import { basePath, localePath } from "#app/content/i18n/lang";
import { publicPaths } from "#app/lib/sitemap";
import { siteFactsChangedAt } from "#app/settings/site-facts.server";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The sitemap. `lastmod`: every public page shows the owner's facts (the header's phone, the
 * footer's hours), so once the owner has changed one, each page's lastmod is the time of the
 * latest change (the `site.*` settings rows' updatedAt); before that, none is given (the pages
 * change only with a new build, which search engines see by crawling). Both languages are listed,
 * each page with its language alternates (en, es, x-default), as its <head> gives them.
 */
export async function loader() {
  const changedAt = await withDb((db) => siteFactsChangedAt(db)).catch(() => undefined);
  const lastmod = changedAt ? `<lastmod>${changedAt.toISOString()}</lastmod>` : "";
  const urls = publicPaths()
    .map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod}${alternates(basePath(path))}</url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

const alternate = (hreflang: string, path: string) =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(path))}"/>`;

/** A page pair's alternates (English path): the same three each page's <head> links. */
function alternates(path: string): string {
  return (
    alternate("en", localePath("en", path)) +
    alternate("es", localePath("es", path)) +
    alternate("x-default", localePath("en", path))
  );
}
