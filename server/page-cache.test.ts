import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createPageCache,
  etagMatches,
  hashSource,
  inlineHashes,
  policyWithHashes,
  preferredEncoding,
  withoutNonce,
  type Generation,
  type Variant,
} from "./page-cache";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the CSP hashes of a page", () => {
  it("hashes what the render gave its nonce, as the browser reads it once the nonce is gone", () => {
    const n = "Nonce0123456789abcdef==";
    const html =
      `<style nonce="${n}">body{color:red}</style><script nonce="${n}">a()</script>` +
      `<script type="application/ld+json" nonce="${n}">{"@type":"X"}</script><script src="/x.js" nonce="${n}"></script>` +
      `<script nonce="${n}">s.nonce="${n}";go()</script><script nonce="${n}">a()</script>`;
    const { scripts, styles } = inlineHashes(html, n, ['import "/m.js";']);
    // Repeated text once; JSON data blocks and external scripts not at all; the text a script
    // runs as a module of its own (told by the caller) too.
    expect(scripts).toEqual([sha("a()"), sha('s.nonce="";go()'), sha('import "/m.js";')]);
    expect(styles).toEqual([sha("body{color:red}")]);
    expect(hashSource("a\r\nb")).toBe(sha("a\nb"));
  });

  it("gives no hash to an inline script or style the render did not give its nonce (one injected into the page)", () => {
    const n = "Nonce0123456789abcdef==";
    const html = `<script nonce="${n}">ours()</script><p><script>evil()</script><style>body{display:none}</style></p><script nonce="other">x()</script>`;
    expect(inlineHashes(html, n)).toEqual({ scripts: [sha("ours()")], styles: [] });
  });

  it("drops the render's nonce from the page and swaps nonce sources for the hashes", () => {
    const nonce = "Abc123+/xyzXYZ0987654==";
    const html = `<script nonce="${nonce}">s.nonce="${nonce}";go()</script><style nonce="${nonce}">p{}</style>`;
    expect(withoutNonce(html, nonce)).toBe(`<script>s.nonce="";go()</script><style>p{}</style>`);
    const policy = `default-src 'self';script-src 'self' 'nonce-${nonce}';style-src 'self' 'nonce-${nonce}';img-src 'self' data:`;
    expect(policyWithHashes(policy, { scripts: ["'sha256-a'", "'sha256-b'"], styles: ["'sha256-c'"] })).toBe(
      "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b';style-src 'self' 'sha256-c';img-src 'self' data:",
    );
  });
});

describe("content negotiation and validators", () => {
  it.each([
    [undefined, "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["identity", "identity"],
    ["x-gzip", "gzip"],
  ])("Accept-Encoding %j -> %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it("If-None-Match compares weakly, takes lists and *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abc-gz"', '"abc"')).toBe(false);
  });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, path, headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

describe("the page cache in front of a renderer", () => {
  let version = 1;
  let renders = 0;
  let renderDelayMs = 0;
  let generationValidator = true;
  const lastModified = new Date("2026-11-25T05:00:00Z");
  const maxBytes = 10 * 1024 * 1024;
  const fallThrough: string[] = [];

  const generation = async (): Promise<Generation> => ({
    key: `v${version}`,
    lastModified,
    lastModifiedIsValidator: generationValidator,
    label: `v${version}`,
  });

  /** Known pages only; the query string is not part of the key. */
  const variantOf = (req: express.Request): Variant | undefined => {
    if (["/", "/about", "/private", "/missing", "/big"].includes(req.path))
      return { key: req.path, vary: req.path === "/about" ? ["Referer"] : [] };
    return undefined;
  };

  const app = express();
  app.use((_req, res, next) => {
    res.setHeader(
      "Content-Security-Policy",
      "default-src 'self';script-src 'self' 'nonce-REQUEST';style-src 'self' 'nonce-REQUEST'",
    );
    next();
  });
  let cache: ReturnType<typeof createPageCache>;
  app.use((req, res, next) => cache.middleware(req, res, next));
  app.use((req, res) => {
    fallThrough.push(req.originalUrl);
    res.status(404).type("text/plain").send("rendered by the router");
  });

  const render = async (req: express.Request, _res: express.Response, nonce: string) => {
    renders++;
    if (renderDelayMs) await new Promise((r) => setTimeout(r, renderDelayMs));
    if (req.path === "/missing")
      return new Response("no such page", { status: 404, headers: { "Content-Type": "text/html" } });
    if (req.path === "/private")
      return new Response("<p>yours</p>", { headers: { "Content-Type": "text/html", "Set-Cookie": "a=b" } });
    const filler = req.path === "/big" ? "x".repeat(200_000) : "";
    const html = `<!DOCTYPE html><html><head><style nonce="${nonce}">p{}</style></head><body><p>${req.path} version ${version}${filler}</p><script nonce="${nonce}">start("${nonce}")</script></body></html>`;
    return new Response(html, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", "X-Route": "kept" },
    });
  };

  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    cache = createPageCache({
      variantOf,
      generation,
      render,
      cacheControl: "public, max-age=0, must-revalidate, s-maxage=60",
      maxBytes,
      report: true,
      log: () => {},
    });
    version = 1;
    renders = 0;
    renderDelayMs = 0;
    generationValidator = true;
    fallThrough.length = 0;
  });

  it("renders a page once, then serves the kept bytes: identity, gzip and brotli of one page", async () => {
    const first = await get(port, "/");
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toMatch(/^miss; entries=1/);
    const html = first.body.toString();
    expect(html).toContain("/ version 1");
    expect(html).not.toContain("nonce");
    expect(html).toContain('start("")');
    const gz = await get(port, "/?utm_source=x&n=2", { "Accept-Encoding": "gzip" });
    const br = await get(port, "/", { "Accept-Encoding": "gzip, deflate, br" });
    expect([gz.headers["x-page-cache"], br.headers["x-page-cache"]]).toEqual([
      expect.stringMatching(/^hit/),
      expect.stringMatching(/^hit/),
    ]);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gunzipSync(gz.body).toString()).toBe(html);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(renders).toBe(1);
    // Headers: the route's own are kept, the cache sets caching, validators and Vary.
    expect(br.headers["x-route"]).toBe("kept");
    expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=0, must-revalidate, s-maxage=60");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["last-modified"]).toBe("Wed, 25 Nov 2026 05:00:00 GMT");
    expect(new Set([first.headers.etag, gz.headers.etag, br.headers.etag]).size).toBe(3);
  });

  it("serves a CSP with the hashes of the page's inline script and style, and no nonce", async () => {
    const { headers } = await get(port, "/");
    const csp = String(headers["content-security-policy"]);
    expect(csp).toBe(`default-src 'self';script-src 'self' ${sha('start("")')};style-src 'self' ${sha("p{}")}`);
  });

  it("answers 304 to a matching If-None-Match (and If-Modified-Since), 200 otherwise", async () => {
    const { headers } = await get(port, "/", { "Accept-Encoding": "br" });
    const etag = String(headers.etag);
    const again = await get(port, "/", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toContain("s-maxage=60");
    expect((await get(port, "/", { "Accept-Encoding": "br", "If-None-Match": `W/${etag}` })).status).toBe(304);
    // Another representation's tag is not this one's.
    expect((await get(port, "/", { "Accept-Encoding": "gzip", "If-None-Match": etag })).status).toBe(200);
    expect((await get(port, "/", { "If-None-Match": '"other"' })).status).toBe(200);
    expect((await get(port, "/", { "If-Modified-Since": "Wed, 25 Nov 2026 05:00:00 GMT" })).status).toBe(304);
    expect((await get(port, "/", { "If-Modified-Since": "Wed, 25 Nov 2026 04:59:59 GMT" })).status).toBe(200);
    // If-None-Match wins over If-Modified-Since.
    expect(
      (await get(port, "/", { "If-None-Match": '"other"', "If-Modified-Since": "Wed, 25 Nov 2026 06:00:00 GMT" }))
        .status,
    ).toBe(200);
    // A Last-Modified that is not a validator (two changes in one second) never answers 304.
    generationValidator = false;
    version = 2;
    expect((await get(port, "/", { "If-Modified-Since": "Wed, 25 Nov 2026 06:00:00 GMT" })).status).toBe(200);
    expect(renders).toBe(2);
  });

  it("a new generation (a content version bump) is rendered again on the next request, and its ETag changes", async () => {
    const before = await get(port, "/");
    version = 2;
    const after = await get(port, "/", { "If-None-Match": String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers["x-page-cache"]).toMatch(/^miss; entries=1; .*generation=v2/);
    expect(after.body.toString()).toContain("/ version 2");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get(port, "/")).headers["x-page-cache"]).toMatch(/^hit; entries=1/);
    expect(renders).toBe(2);
  });

  it("HEAD gets the headers of the kept page and no body", async () => {
    await get(port, "/");
    const head = await get(port, "/", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    expect(renders).toBe(1);
  });

  it("requests that arrive while a page renders share that one render", async () => {
    renderDelayMs = 100;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(port, "/about")));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(renders).toBe(1);
    expect(answers[0]!.headers.vary).toBe("Accept-Encoding, Referer");
  });

  it("keeps nothing but 200 pages without a cookie: others go on to the router", async () => {
    expect((await get(port, "/missing")).body.toString()).toBe("rendered by the router");
    expect((await get(port, "/private")).body.toString()).toBe("rendered by the router");
    expect(fallThrough).toEqual(["/missing", "/private"]);
    expect(cache.size().entries).toBe(0);
  });

  it("unknown paths and query strings never add an entry: 10,000 of them leave the map as it was", async () => {
    await get(port, "/");
    const before = cache.size();
    for (let n = 0; n < 10_000; n++) {
      const answer = await get(port, n % 2 ? `/brands/x${n}` : `/?n=${n}`);
      expect(answer.status).toBe(n % 2 ? 404 : 200);
    }
    expect(cache.size()).toEqual(before);
    expect(renders).toBe(1);
    expect(fallThrough).toHaveLength(5_000);
  }, 120_000); // 10,000 requests one after another: under 2 s alone, far longer on a busy machine

  it("past its byte bound a page is served but not kept", async () => {
    cache = createPageCache({
      variantOf,
      generation,
      render,
      cacheControl: "public",
      maxBytes: 150_000,
      report: true,
      log: () => {},
    });
    expect((await get(port, "/big")).status).toBe(200);
    expect((await get(port, "/big")).status).toBe(200);
    expect(cache.size().entries).toBe(0);
    expect(renders).toBe(2);
    expect((await get(port, "/")).status).toBe(200);
    expect(cache.size().entries).toBe(1);
  });

  it("without a generation (the database does not answer) the page goes to the router", async () => {
    cache = createPageCache({
      variantOf,
      generation: async () => undefined,
      render,
      cacheControl: "public",
      maxBytes,
      report: true,
      log: () => {},
    });
    const answer = await get(port, "/");
    expect(answer.headers["x-page-cache"]).toMatch(/^bypass;/);
    expect(answer.body.toString()).toBe("rendered by the router");
    expect(renders).toBe(0);
  });
});
