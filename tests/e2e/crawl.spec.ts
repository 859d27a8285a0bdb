/**
 * DECISIONS: no internal link on the site leads to a not-found result, /sitemap.xml lists every
 * page and /robots.txt points to it and keeps /admin out. The crawl reads the server HTML only.
 */
import { expect, test } from "@playwright/test";
import { elementTexts, fetchHtml, internalLinks, PUBLIC_PAGES } from "./support/public-site";

test("crawling every internal link from / finds no broken page, and the sitemap lists them all", async ({
  request,
}) => {
  const queue = ["/"];
  const visited = new Map<string, { status: number; from: string }>();
  const linkedFrom = new Map<string, string>([["/", "(start)"]]);
  const problems: string[] = [];
  /** Paths that answered 200 with an HTML page. */
  const pages: string[] = [];

  while (queue.length > 0) {
    const batch = queue.splice(0, queue.length).filter((path) => !visited.has(path));
    const results = await Promise.all(batch.map(async (path) => ({ path, ...(await fetchHtml(request, path)) })));
    for (const { path, status, contentType, location, html } of results) {
      visited.set(path, { status, from: linkedFrom.get(path) ?? "?" });
      const from = linkedFrom.get(path);
      if (status >= 400) {
        problems.push(`${path} answered ${status} (linked from ${from})`);
        continue;
      }
      if (status >= 300) {
        // A redirect is not broken as such: follow it like a browser would.
        const target = location ? new URL(location, "http://site").pathname : "";
        if (!target) problems.push(`${path} redirects (${status}) without a Location (linked from ${from})`);
        else if (!visited.has(target) && !linkedFrom.has(target)) {
          linkedFrom.set(target, `${path} (redirect)`);
          queue.push(target);
        }
        continue;
      }
      if (!contentType.includes("text/html")) continue;
      pages.push(path);
      const h1s = elementTexts(html, "h1");
      const titles = elementTexts(html, "title");
      if ([...h1s, ...titles].some((t) => /not found/i.test(t))) {
        problems.push(`${path} shows a not-found page (linked from ${from})`);
      }
      for (const link of internalLinks(html)) {
        if (!visited.has(link) && !linkedFrom.has(link)) {
          linkedFrom.set(link, path);
          queue.push(link);
        }
      }
    }
  }

  expect(problems, "broken internal links").toEqual([]);
  const crawled = pages;
  // The crawl reaches every page the spec describes.
  for (const { path } of PUBLIC_PAGES) expect.soft(crawled, `a link leads to ${path}`).toContain(path);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  const xml = await sitemap.text();
  const listed = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(
    (m) => new URL(m[1]!.replace(/&amp;/g, "&")).pathname,
  );
  expect(listed.length).toBeGreaterThan(0);
  const missing = crawled.filter((path) => !listed.includes(path));
  expect(missing, "crawled pages missing from /sitemap.xml").toEqual([]);
  expect(new Set(listed).size, "the sitemap lists each page once").toBe(listed.length);
  // And everything the sitemap lists is a real page.
  const notServed: string[] = [];
  for (const path of listed.filter((p) => !visited.has(p))) {
    const { status } = await fetchHtml(request, path);
    if (status !== 200) notServed.push(`${path}: ${status}`);
  }
  expect(notServed, "sitemap entries that are not pages").toEqual([]);
  expect(
    listed.some((p) => p.startsWith("/admin")),
    "the sitemap leaves /admin out",
  ).toBe(false);
});

test("robots.txt keeps /admin out and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent:\s*\*/im);
  expect(text).toMatch(/^Disallow:\s*\/admin\s*$/m);
  const sitemapLine = /^Sitemap:\s*(\S+)\s*$/im.exec(text);
  expect(sitemapLine, "a Sitemap line").not.toBeNull();
  expect(new URL(sitemapLine![1]!).pathname).toBe("/sitemap.xml");
});
