import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { todayInBusinessZone } from "#app/lib/dates";
import { deferHydration } from "#app/lib/defer-hydration.server";
import { withoutNonce } from "./page-cache";
import { generationOf, hydrationModule, publicPageVariants } from "./public-pages";

/** The route table's shape as the build holds it (ids, paths, parents), for the routes these tests use. */
const loader = () => null;
const routes = {
  root: { id: "root", path: "", module: { loader } },
  "routes/home": { id: "routes/home", parentId: "root", index: true, module: { loader } },
  "routes/book": { id: "routes/book", parentId: "root", path: "book", module: { loader } },
  "routes/contact": { id: "routes/contact", parentId: "root", path: "contact", module: { loader } },
  "routes/brand-detail": { id: "routes/brand-detail", parentId: "root", path: "brands/:slug", module: { loader } },
  "routes/about": { id: "routes/about", parentId: "root", path: "about", module: {} },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: { loader } },
} as unknown as ServerBuild["routes"];

const variants = publicPageVariants({ routes }, ["/", "/book", "/contact", "/brands/whirlpool", "/about"]);
const at = (path: string, referer?: string) => variants(new URL(path, "https://shop.example"), referer);

describe("which requests are a kept page, and which variant", () => {
  it("the public paths only; any query string a page does not read is the same page", () => {
    expect(at("/")).toEqual({ key: "page /", vary: [] });
    expect(at("/?n=1")).toEqual(at("/"));
    expect(at("/?utm_source=google&gclid=abc")).toEqual(at("/"));
    expect(at("/brands/whirlpool?n=2")).toEqual({ key: "page /brands/whirlpool", vary: [] });
    for (const path of [
      "/brands/x",
      "/brands/x?n=1",
      "/admin",
      "/appointments/abc",
      "/availability?date=2026-12-01",
      "/calendar/x.ics",
      "/nope.data",
    ]) {
      expect(at(path), path).toBeUndefined();
    }
  });

  it("10,000 unknown paths and query strings give at most the one variant of each known page", () => {
    const keys = new Set<string>();
    for (let n = 0; n < 10_000; n++) {
      for (const path of [
        `/brands/x${n}?n=${n}`,
        `/?n=${n}`,
        `/book?n=${n}&step=${n}`,
        `/${n}`,
        `/book.data?_routes=${n}`,
      ]) {
        const variant = at(path);
        if (variant) keys.add(variant.key);
      }
    }
    expect([...keys].sort()).toEqual(["page /", "page /book step=1", "page /book step=2", "page /book step=3"]);
  });

  it("/book's step is read (without JavaScript the server shows it), normalised as the wizard reads it", () => {
    expect(at("/book")?.key).toBe("page /book step=1");
    expect(at("/book?step=2")?.key).toBe("page /book step=2");
    expect(at("/book?step=3&x=1")?.key).toBe("page /book step=3");
    expect(at("/book?step=9")?.key).toBe("page /book step=1");
  });

  it("a form page that lands a visit from a campaign or another site is rendered for that visit (its source fields)", () => {
    for (const page of ["/book", "/contact"]) {
      expect(at(`${page}?utm_source=google`), page).toBeUndefined();
      expect(at(`${page}?gclid=abc`), page).toBeUndefined();
      expect(at(page, "https://www.google.com/search?q=fridge"), page).toBeUndefined();
      expect(at(page, "https://shop.example.evil.example/"), page).toBeUndefined();
      expect(at(page, "http://shop.example/"), page).toBeUndefined(); // another origin (http)
      expect(at(`${page}?utm_source=`), page).toEqual(at(page)); // an empty value brings nothing
      // From a page of this site, or without a referrer: the kept page, which varies by Referer for shared caches.
      expect(at(page, "https://shop.example/services"), page).toEqual({
        key: expect.stringContaining(`page ${page}`),
        vary: ["Referer"],
      });
      expect(at(page)?.vary, page).toEqual(["Referer"]);
      expect(at(page, "https://shop.example"), page).toEqual(at(page));
    }
    // Other pages do not read it.
    expect(at("/", "https://www.google.com/")).toEqual({ key: "page /", vary: [] });
  });

  it("a .data request is keyed by the loaders it runs: `_routes` reduced to the path's routes with a loader", () => {
    expect(at("/_.data")?.key).toBe("data / routes=root,routes/home");
    expect(at("/book.data")?.key).toBe("data /book routes=root,routes/book");
    expect(at("/book.data?_routes=routes/book,root")).toEqual(at("/book.data"));
    expect(at("/book.data?_routes=routes/book")?.key).toBe("data /book routes=routes/book");
    expect(at("/book.data?_routes=routes/book,bogus,routes/home")?.key).toBe("data /book routes=routes/book");
    // None: an empty answer, not kept (so made-up values never add an entry).
    expect(at("/book.data?_routes=bogus")).toBeUndefined();
    expect(at("/about.data?_routes=routes/about")).toBeUndefined();
    expect(at("/about.data")?.key).toBe("data /about routes=root");
    expect(at("/book.data?utm_source=x")).toBeUndefined();
    expect(at("/brands/whirlpool.data?_routes=routes/brand-detail")?.key).toBe(
      "data /brands/whirlpool routes=routes/brand-detail",
    );
  });
});

describe("the hydration starter's module, allowed by its hash", () => {
  const nonce = "Nonce0123456789abcdef==";
  const code = `import * as route0 from "/assets/root-1.js";\nwindow.__reactRouterManifest = {"a":1 < 2, "b":"\\u003c/b>"};\nimport("/assets/entry.client-2.js");`;
  const rendered = `<html><body><main></main><link rel="modulepreload" href="/assets/a.js"/><script nonce="${nonce}" type="module" async="">${code}</script></body></html>`;

  it("is the code React Router's module script held, read back from the page deferHydration wrote", () => {
    const page = withoutNonce(deferHydration(rendered), nonce);
    expect(hydrationModule(page)).toEqual([code]);
  });

  it("is read from the string literal in the starter, with or without its nonce, and only from there", () => {
    const literal = JSON.stringify(code).replace(/</g, "\\u003c");
    expect(hydrationModule(`<script>(function(){var code=${literal};function go(){}})()</script>`)).toEqual([code]);
    expect(hydrationModule(deferHydration(rendered))).toEqual([code]);
    // The inert element of before issue 25 is no longer a source: text in the page is never allowed.
    expect(hydrationModule(`<script type="text/x-hydrate" id="hydrate">${code}</script>`)).toEqual([]);
    expect(hydrationModule("<p>no starter</p>")).toEqual([]);
  });
});

describe("the generation every kept page depends on", () => {
  const version =
    (v: number, changedAt = "2026-11-20T15:00:00Z") =>
    async () => ({ version: v, changedAt: new Date(changedAt) });

  it("rolls at midnight in New York: /book's first date and its today (clock injected)", async () => {
    let now = new Date("2026-12-01T04:59:59.900Z"); // 23:59:59.9 on Nov 30 in New York (EST)
    const generation = generationOf({
      buildId: "b1",
      contentVersion: version(3),
      startedAt: Date.parse("2026-11-01T00:00:00Z"),
      now: () => now,
    });
    const before = (await generation())!;
    expect(before.key).toContain("b1 v3 2026-11-30");
    now = new Date("2026-12-01T05:00:00.000Z"); // midnight in New York
    const after = (await generation())!;
    expect(after.key).toContain("b1 v3 2026-12-01");
    expect(after.key).not.toBe(before.key);
    // Last-Modified: the business day started after the last edit.
    expect(after.lastModified.toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(before.lastModified.toISOString()).toBe("2026-11-30T05:00:00.000Z");
    expect(after.lastModifiedIsValidator).toBe(true);
  });

  it("changes with the content version, the build and the server's year (the footer's ©)", async () => {
    const now = () => new Date("2026-11-25T17:00:00Z");
    const a = (await generationOf({ buildId: "b1", contentVersion: version(3), now })())!;
    const b = (await generationOf({ buildId: "b1", contentVersion: version(4), now })())!;
    const c = (await generationOf({ buildId: "b2", contentVersion: version(3), now })())!;
    expect(new Set([a.key, b.key, c.key]).size).toBe(3);
    expect(a.key).toContain(String(now().getFullYear()));
    const newYear = new Date(new Date(2027, 0, 1, 0, 0, 0).getTime()); // local midnight, Jan 1
    const lastYear = (await generationOf({
      buildId: "b1",
      contentVersion: version(3),
      now: () => new Date(newYear.getTime() - 1),
    })())!;
    const thisYear = (await generationOf({ buildId: "b1", contentVersion: version(3), now: () => newYear })())!;
    expect(lastYear.key).not.toBe(thisYear.key);
  });

  it("Last-Modified is the latest of the edit, the day's start and the process's start, never after now", async () => {
    const now = () => new Date("2026-11-25T17:00:00.700Z");
    const edited = (await generationOf({
      buildId: "b",
      contentVersion: version(5, "2026-11-25T16:30:00Z"),
      startedAt: 0,
      now,
    })())!;
    expect(edited.lastModified.toISOString()).toBe("2026-11-25T16:30:00.000Z");
    const restarted = (await generationOf({
      buildId: "b",
      contentVersion: version(5, "2026-11-25T16:30:00Z"),
      startedAt: Date.parse("2026-11-25T16:45:10.600Z"),
      now,
    })())!;
    expect(restarted.lastModified.toISOString()).toBe("2026-11-25T16:45:10.000Z");
    // Two bumps in one second put changed_at a second ahead: no validator until then.
    const ahead = (await generationOf({
      buildId: "b",
      contentVersion: version(6, "2026-11-25T17:00:01Z"),
      startedAt: 0,
      now,
    })())!;
    expect(ahead.lastModified.toISOString()).toBe("2026-11-25T17:00:00.000Z");
    expect(ahead.lastModifiedIsValidator).toBe(false);
  });

  it("is unknown when the content version is (the page is then rendered)", async () => {
    expect(await generationOf({ buildId: "b", contentVersion: async () => undefined })()).toBeUndefined();
  });

  it("its business date is todayInBusinessZone's, across the DST changes", async () => {
    for (const iso of [
      "2026-03-08T06:59:59Z",
      "2026-03-08T07:00:00Z",
      "2026-11-01T04:59:59Z",
      "2026-11-01T05:00:00Z",
      "2026-11-01T06:00:00Z",
      "2026-12-31T23:30:00Z",
    ]) {
      const now = new Date(iso);
      const generation = (await generationOf({ buildId: "b", contentVersion: version(1), now: () => now })())!;
      expect(generation.key, iso).toContain(` ${todayInBusinessZone(now)} `);
    }
  });
});
