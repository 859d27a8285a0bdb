/**
 * Speed budgets that can be checked without timings:
 * - no page requests anything from another origin, even after scrolling (lazy parts included);
 * - the home page's first-load JavaScript and first-paint HTML + CSS fit their compressed
 *   budgets, measured in brotli, the encoding the server sends to browsers (the build writes
 *   each asset's .br file beside it; pages are compressed at the server's brotli quality 5), and
 *   the map stays out of the first load;
 * - responses are compressed, hashed assets are cached for a year as immutable, HTML revalidates;
 * - no layout shift at 375 px while loading and scrolling through the home page (the budgeted
 *   one) or any other page type; images are sized and the ones below the fold load lazily.
 * The Lighthouse figures (timings, scores) come from `npm run bench`, not from this file.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { en } from "#app/content/i18n/en";
import { es } from "#app/content/i18n/es";
import { PAGE_TYPES, SPANISH_PAGE_TYPES, waitForHydration } from "./support/public-site";

const KB = 1024;
/**
 * JavaScript on first load of the home page, compressed (React + React Router are ~100 KB):
 * 110 KB, tightened from the original 115 to what the site reaches (107.5 KB) with a little room.
 */
const FIRST_LOAD_JS_BUDGET = 110 * KB;
/** HTML + CSS needed for the first paint of the home page, compressed: one round trip. */
// One round trip: TCP's initial window of 10 segments of 1,460 bytes (RFC 6928), 14,600 bytes
// ("14 KB" in decision 0005 rounded it down to 14,336).
const FIRST_PAINT_HTML_CSS_BUDGET = 10 * 1460;
const ONE_YEAR_S = 31_536_000;
const MOBILE = { width: 375, height: 812 };

const clientDir = path.resolve("build/client");
const gzipSize = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
/**
 * Brotli as a public page is served: the page cache keeps each page compressed once at brotli's
 * highest quality in text mode (server/page-cache.ts), and every public page is served from it.
 */
const pageBrotliSize = (data: string | Buffer) =>
  brotliCompressSync(data, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(data),
    },
  }).length;
/** What the server sends for a built asset: the .br file the build wrote beside it. */
function servedBrotliSize(urlPath: string): number {
  const original = builtFile(urlPath);
  const br = path.join(clientDir, `${decodeURI(urlPath.split(/[?#]/)[0] ?? "")}.br`);
  // Assets brotli would not shrink have no .br file (vite.config.ts) and are sent as they are.
  return existsSync(br) ? readFileSync(br).length : original.length;
}
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** A built file by its URL path, e.g. "/assets/root-abc123.js". */
function builtFile(urlPath: string): Buffer {
  const file = path.join(clientDir, decodeURI(urlPath.split(/[?#]/)[0] ?? ""));
  if (!file.startsWith(clientDir + path.sep) || !existsSync(file)) {
    throw new Error(`${urlPath} is linked from the HTML but not in build/client (was build/ rebuilt during the test?)`);
  }
  return readFileSync(file);
}

/** Same-origin paths of the scripts and stylesheets the server-rendered HTML loads. */
function linkedAssets(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1];
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel.includes("modulepreload")) scripts.add(href);
    if (rel.includes("stylesheet")) styles.add(href);
  }
  for (const [, attrs = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(`<script ${attrs}>`, "src");
    if (src) scripts.add(src);
    // React Router's module code imports the entry and the matched route modules; the hydration
    // starter holds that code as a string literal, so its quotes may be escaped.
    for (const [, spec = ""] of body.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)\\?["'](\/[^"'\\]+\.js)\\?["']/g))
      scripts.add(spec);
  }
  return { scripts, styles };
}

/** The target of every `import("./chunk.js")` in a chunk: what it loads lazily. */
function dynamicImports(source: string): string[] {
  return [...source.matchAll(/\bimport\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)].map((m) => `/assets/${m[1]}`);
}

/** A raw GET (no automatic decompression), to see the bytes and headers the server sends. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bodyBytes: number }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bodyBytes = 0;
        res.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bodyBytes }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Cache-Control as a map of lower-case directive -> value ("" for flags). */
function cacheDirectives(header: string | undefined) {
  const directives = new Map<string, string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", value = ""] = part.trim().split("=");
    if (name) directives.set(name.toLowerCase(), value.replace(/"/g, ""));
  }
  return directives;
}

/** Scroll to the bottom in viewport steps, so every lazily loaded part comes into view. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 200; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.75));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (atBottom) break;
  }
  await page.waitForLoadState("networkidle");
}

test.use({ viewport: MOBILE });

/** The home page in each language: the Spanish one (/es) is held to the same byte budgets. */
const HOMES = ["/", "/es"] as const;
const named = (home: string, name: string) => (home === "/" ? name : `${home}: ${name}`);

test.describe("home page byte budgets, from the built files", () => {
  for (const home of HOMES) {
    test(
      named(home, "first-load JavaScript fits 110 KB compressed and the map is not part of it"),
      async ({ page, request }, testInfo) => {
        const response = await request.get(home);
        expect(response.status()).toBe(200);
        const { scripts } = linkedAssets(await response.text());
        expect(scripts.size, "the home page loads JavaScript modules").toBeGreaterThan(0);

        // Whatever the browser fetches before any scrolling is first-load JavaScript too, listed in
        // the HTML or not (a chunk imported on mount would be missed by the HTML alone). Hydration
        // starts after the load event (0008-hydrate-after-paint.md), so wait for it to finish.
        const origin = new URL(testInfo.project.use.baseURL ?? "http://localhost").origin;
        const fetched: string[] = [];
        page.on("request", (req) => {
          if (req.resourceType() === "script" && new URL(req.url()).origin === origin)
            fetched.push(new URL(req.url()).pathname);
        });
        await page.goto(home, { waitUntil: "load" });
        await waitForHydration(page);
        await page.waitForLoadState("networkidle");
        for (const script of fetched) scripts.add(script);

        const files = [...scripts].map((url) => {
          const bytes = builtFile(url);
          return {
            url,
            raw: bytes.length,
            gzip: gzipSize(bytes),
            br: servedBrotliSize(url),
            lazy: dynamicImports(bytes.toString("utf8")),
          };
        });
        const total = files.reduce((sum, f) => sum + f.br, 0);
        const totalGzip = files.reduce((sum, f) => sum + f.gzip, 0);
        const listing = files
          .sort((a, b) => b.br - a.br)
          .map(
            (f) =>
              `${f.url.padEnd(48)} ${kb(f.raw).padStart(9)} raw ${kb(f.gzip).padStart(9)} gzip ${kb(f.br).padStart(9)} br`,
          )
          .join("\n");
        const summary = `total ${kb(total)} brotli as served (${kb(totalGzip)} gzip), budget ${kb(FIRST_LOAD_JS_BUDGET)}`;
        await testInfo.attach("first-load-js.txt", { body: `${listing}\n${summary}\n` });
        console.log(`First-load JavaScript of ${home}:\n${listing}\n${summary}`);

        // The service-area map is split off and loaded lazily: some first-load chunk imports it
        // dynamically, and neither it nor any other lazily imported map chunk is loaded up front.
        const lazyChunks = new Set(files.flatMap((f) => f.lazy));
        const assetNames = readdirSync(path.join(clientDir, "assets"));
        const mapChunks = assetNames
          .filter((name) => /^service-area-map\b.*\.js$/.test(name))
          .map((name) => `/assets/${name}`);
        expect(mapChunks, "the map has its own chunk (service-area-map-*.js)").not.toEqual([]);
        expect(
          mapChunks.some((chunk) => lazyChunks.has(chunk)),
          "a first-load chunk imports the map chunk with import()",
        ).toBe(true);
        const lazyMapChunks = [...lazyChunks].filter((chunk) => /map/i.test(path.basename(chunk)));
        expect(
          files.map((f) => f.url).filter((url) => mapChunks.includes(url) || lazyMapChunks.includes(url)),
          "map chunks among the first-load scripts",
        ).toEqual([]);

        expect(total, `first-load JavaScript, brotli as served:\n${listing}\n`).toBeLessThanOrEqual(
          FIRST_LOAD_JS_BUDGET,
        );
      },
    );

    test(
      named(home, "HTML + CSS for the first paint fit 14 KB compressed, with nothing render-blocking"),
      async ({ request }, testInfo) => {
        const response = await request.get(home);
        expect(response.status()).toBe(200);
        const html = await response.text();
        const head = html.slice(0, html.indexOf("</head>"));

        // The CSS is inlined in the <head>, so the first response carries it: no stylesheet or
        // classic script in the head waits for another round trip.
        expect(/<style\b[^>]*>[\s\S]{1000,}?<\/style>/i.test(head), "the site CSS is inlined in <head>").toBe(true);
        expect(linkedAssets(head).styles, "render-blocking stylesheets in <head>").toEqual(new Set());
        expect(
          head.match(/<script\b(?![^>]*type="(?:module|application\/ld\+json)")[^>]*\bsrc=/gi) ?? [],
          "blocking scripts",
        ).toEqual([]);

        // What the first paint needs is the document up to React Router's hydration data and module
        // scripts at the end of <body> (they only make the page interactive); those follow it in
        // the same response. The whole page, as served, is reported beside it.
        const hydration = html.indexOf("<script", html.lastIndexOf("</footer>"));
        expect(hydration, "hydration scripts follow the footer").toBeGreaterThan(0);
        const firstPaint = html.slice(0, hydration);
        const parts = [
          {
            name: "HTML + inline CSS for the first paint",
            raw: Buffer.byteLength(firstPaint),
            br: pageBrotliSize(firstPaint),
          },
          { name: "whole page incl. hydration scripts", raw: Buffer.byteLength(html), br: pageBrotliSize(html) },
        ];
        const listing = parts
          .map((p) => `${p.name.padEnd(40)} ${kb(p.raw).padStart(9)} raw ${kb(p.br).padStart(9)} br`)
          .join("\n");
        await testInfo.attach("first-paint-html-css.txt", {
          body: `${listing}\nbudget ${kb(FIRST_PAINT_HTML_CSS_BUDGET)}\n`,
        });
        console.log(`First-paint HTML + CSS of ${home}:\n${listing}\nbudget ${kb(FIRST_PAINT_HTML_CSS_BUDGET)}`);

        expect(parts[0]!.br, listing).toBeLessThanOrEqual(FIRST_PAINT_HTML_CSS_BUDGET);
      },
    );
  }
});

/**
 * Each page ships only its own language's strings (issue 34): the dictionaries reach a page as
 * the root's data in its one language, never in a JavaScript chunk. Three words of each
 * dictionary that every page shows (skip link, footer headings) must be in its own language's
 * HTML and in neither the HTML nor the first-load JavaScript of the other language's page.
 */
test.describe("one language per page", () => {
  // Not the skip link: the root's JavaScript keeps "Skip to content" as the fallback of a page
  // without a dictionary (an error before the root's data), so it ships on Spanish pages too.
  const WORDS = {
    en: [en.footer.quickLinks, en.footer.hours, en.footer.contactUs],
    es: [es.footer.quickLinks, es.footer.hours, es.footer.contactUs],
  };
  const PAIRS = [
    ["/", "/es"],
    ["/services/cooling-issues", "/es/services/cooling-issues"],
    ["/book", "/es/book"],
  ] as const;
  for (const [english, spanish] of PAIRS) {
    test(`${english} and ${spanish} carry only their own language's words, HTML and JavaScript`, async ({
      request,
    }) => {
      for (const [path, own, other] of [
        [english, WORDS.en, WORDS.es],
        [spanish, WORDS.es, WORDS.en],
      ] as const) {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        const js = [...linkedAssets(html).scripts].map((url) => builtFile(url).toString("utf8")).join("\n");
        for (const word of own) expect(html, `${path} shows "${word}"`).toContain(word);
        for (const word of other) {
          expect(html, `${path}'s HTML carries "${word}"`).not.toContain(word);
          expect(js.includes(word), `${path}'s first-load JavaScript carries "${word}"`).toBe(false);
        }
      }
    });
  }
});

test.describe("compression and caching", () => {
  const acceptEncoding = { "accept-encoding": "gzip, deflate, br" };

  /** The hashed assets the home page links: its largest script, and its stylesheets (none when inlined). */
  async function homeAssets(baseURL: string) {
    const html = await (await fetch(new URL("/", baseURL))).text();
    const { scripts, styles } = linkedAssets(html);
    const hashed = (url: string) => /^\/assets\/.+-[\w-]{6,}\.(js|css)$/.test(url);
    const candidates = [...scripts].filter(hashed);
    const script = candidates.find((url) => url.includes("/entry.client")) ?? candidates[0];
    if (!script) throw new Error("the home page links no hashed /assets/ script");
    return { script, styles: [...styles].filter(hashed) };
  }

  test("HTML and hashed assets are sent compressed", async ({ baseURL }) => {
    const base = baseURL ?? "";
    const { script, styles } = await homeAssets(base);
    for (const url of ["/", script, ...styles]) {
      const res = await rawGet(new URL(url, base).href, acceptEncoding);
      expect(res.status, `${url} status`).toBe(200);
      expect(["br", "gzip"], `content-encoding of ${url}`).toContain(res.headers["content-encoding"]);
    }
  });

  test("the page is sent in one piece, compressed as a whole", async ({ baseURL }) => {
    // A streamed, flushed response compresses far worse than the whole document at once: the
    // server sends each page as one body with a length, which the compressor takes whole.
    const base = baseURL ?? "";
    // The page as the cache keeps it (a first request fills it), then its bytes as sent.
    const html = await (await fetch(new URL("/", base))).text();
    const served = await rawGet(new URL("/", base).href, acceptEncoding);
    expect(served.headers["content-encoding"]).toBe("br");
    // Within a few percent of compressing the page in one go (nonces differ per response).
    expect(served.bodyBytes).toBeLessThanOrEqual(pageBrotliSize(html) * 1.05);
  });

  test("hashed assets are immutable for a year", async ({ baseURL }) => {
    const base = baseURL ?? "";
    const { script, styles } = await homeAssets(base);
    for (const url of [script, ...styles]) {
      const res = await rawGet(new URL(url, base).href, acceptEncoding);
      const cc = cacheDirectives(res.headers["cache-control"]);
      expect(cc.has("immutable"), `${url} cache-control "${res.headers["cache-control"]}" has immutable`).toBe(true);
      expect(Number(cc.get("max-age") ?? 0), `${url} max-age`).toBeGreaterThanOrEqual(ONE_YEAR_S);
    }
  });

  test("HTML revalidates on every visit", async ({ baseURL }) => {
    const base = baseURL ?? "";
    for (const url of ["/", "/services", "/contact"]) {
      const res = await rawGet(new URL(url, base).href, acceptEncoding);
      const header = res.headers["cache-control"];
      const cc = cacheDirectives(header);
      const revalidates =
        cc.has("no-cache") || cc.has("no-store") || (cc.get("max-age") === "0" && cc.has("must-revalidate"));
      expect(
        revalidates,
        `${url} cache-control is "${header ?? "(none)"}": want no-cache (or max-age=0, must-revalidate)`,
      ).toBe(true);
      expect(cc.has("immutable"), `${url} HTML is not immutable`).toBe(false);
    }
  });
});

test.describe("layout stability, images and requests at 375 px", () => {
  interface Shift {
    value: number;
    hadRecentInput: boolean;
    sources: string[];
  }

  // The home page is the budgeted one; every other page type is held to CLS 0 as well, in both languages.
  for (const pagePath of [...PAGE_TYPES, ...SPANISH_PAGE_TYPES]) {
    // One visit per page type checks the layout, the images and where requests go (each check
    // needs the page loaded and scrolled to the bottom: doing it once halves the browser time).
    test(`${pagePath}: no layout shift while loading and scrolling through (CLS 0); images sized, lazy below the fold; every request goes to the page's origin`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: Shift[] };
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            hadRecentInput: boolean;
            startTime: number;
            sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
          }>) {
            w.__shifts.push({
              value: entry.value,
              hadRecentInput: entry.hadRecentInput,
              sources: (entry.sources ?? []).map((s) => {
                const el = s.node instanceof Element ? s.node : s.node?.parentElement;
                if (!el) return "?";
                const label = el.getAttribute("aria-label") ?? el.id;
                const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
                return `${el.tagName.toLowerCase()}${label ? `[${label}]` : ""}.${[...el.classList].slice(0, 3).join(".")} (${rect(s.previousRect)} -> ${rect(s.currentRect)} at ${Math.round(entry.startTime)} ms)`;
              }),
            });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(pagePath, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");

      // Images, seen from the top of the page before any scrolling.
      const images = await page.evaluate(() =>
        [...document.querySelectorAll("img")].map((img) => ({
          src: img.getAttribute("src") ?? "",
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
          belowFold: img.getBoundingClientRect().top + window.scrollY >= window.innerHeight,
        })),
      );
      for (const img of images) {
        expect
          .soft(img.width && img.height ? "sized" : "unsized", `${pagePath} <img src="${img.src}"> width/height`)
          .toBe("sized");
        if (img.belowFold) expect.soft(img.loading, `${pagePath} <img src="${img.src}"> below the fold`).toBe("lazy");
      }

      await scrollThrough(page);
      await page.waitForTimeout(500);

      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      const counted = shifts.filter((s) => !s.hadRecentInput);
      const total = counted.reduce((sum, s) => sum + s.value, 0);
      expect(total, `layout shifts on ${pagePath}: ${JSON.stringify(counted)}`).toBe(0);

      const origin = new URL(page.url()).origin;
      const elsewhere = requested.filter((url) => {
        const { protocol, origin: requestOrigin } = new URL(url);
        return (
          (protocol === "http:" || protocol === "https:" || protocol === "ws:" || protocol === "wss:") &&
          requestOrigin !== origin
        );
      });
      expect(requested.length, "the page made requests at all").toBeGreaterThan(0);
      expect(elsewhere, `requests from ${pagePath} to other origins`).toEqual([]);
    });
  }
});
