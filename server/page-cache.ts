import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Public pages at static speed (docs/decisions/public-page-cache.md): a public page is rendered
 * by React Router once per generation (build, content version, business date) and variant (path
 * and what of the request it reads), kept in memory as identity, gzip and brotli bytes made once,
 * and served from there with ETag, Last-Modified and 304s. The inline scripts and styles the
 * render gave its nonce are allowed by their hashes in the page's own Content-Security-Policy,
 * so the kept bytes need no per-response nonce and the compression is never redone.
 *
 * The map holds at most one entry per variant, and only requests the variant function accepts
 * (known public paths, with the few query values a page reads normalised) have a variant: an
 * unknown path or query string never adds an entry, and goes on to React Router (its 404).
 */

/** What a request is, as far as the page it asks for can tell: one entry per key. */
export interface Variant {
  key: string;
  /** Request headers the page reads besides the URL (its Vary header). */
  vary: readonly string[];
}

/** What every kept page depends on besides its variant. */
export interface Generation {
  /** An entry made under another generation is never served. */
  key: string;
  /** When anything the pages show last changed (whole seconds, not after now). */
  lastModified: Date;
  /** Whether If-Modified-Since may answer 304 (no: two changes fell in one second). */
  lastModifiedIsValidator: boolean;
  /** For the test-only report. */
  label: string;
}

export interface PageCacheOptions {
  variantOf: (req: Request) => Variant | undefined;
  /** The current generation, or undefined when it cannot be known now (the page is then rendered). */
  generation: () => Promise<Generation | undefined>;
  /** React Router's answer to a GET of this request's URL, its inline code carrying `nonce`. */
  render: (req: Request, res: Response, nonce: string) => Promise<globalThis.Response>;
  /** The Cache-Control of a kept page. */
  cacheControl: string;
  /** Upper bound of the kept bytes (all representations); past it pages are served but not kept. */
  maxBytes: number;
  /**
   * Script texts a page's own inline scripts run (not elements of the page, so not seen as
   * inline scripts): their hashes are allowed too. The hydration starter's module, for one.
   */
  scriptsRun?: (html: string) => string[];
  /** Test-only: an X-Page-Cache header says hit, miss or bypass and the map's size. */
  report?: boolean;
  log?: (message: string) => void;
}

interface Representation {
  body: Buffer;
  etag: string;
}

export interface Entry {
  generation: string;
  status: number;
  /** The rendered response's own headers (Content-Type...). */
  headers: Array<[string, string]>;
  /** The page's Content-Security-Policy with the hashes of its inline scripts and styles. */
  csp?: string;
  cacheControl: string;
  vary: string;
  lastModified: string;
  lastModifiedMs: number;
  lastModifiedIsValidator: boolean;
  identity: Representation;
  gzip: Representation;
  br: Representation;
  bytes: number;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Headers of the rendered response that the cache sets itself, or that must not be kept. */
const OWN_HEADERS = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-security-policy",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "transfer-encoding",
  "vary",
]);

const isJsonBlock = (attributes: string) => /\btype\s*=\s*"?application\/(?:ld\+)?json/i.test(attributes);

/** The CSP source of a script's or style's text, as the browser hashes it (newlines normalised). */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`;
}

/**
 * The hashes a page's CSP needs, for exactly what the nonce allowed: every inline <script> and
 * <style> that the render gave its nonce (JSON data blocks aside: they never run), as its text
 * reads once the nonce is gone, and the script texts the page's own scripts run (`runs`, e.g. the
 * hydration starter's module). Anything else inline, were it ever injected into a page, gets no
 * hash and stays blocked, as it would without the nonce. Script and style text is raw text in
 * HTML: no entity decoding applies.
 */
export function inlineHashes(
  html: string,
  nonce: string,
  runs: readonly string[] = [],
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const nonced = (attributes: string) => attributes.includes(` nonce="${nonce}"`);
  for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!nonced(attributes) || /\bsrc\s*=/i.test(attributes) || isJsonBlock(attributes) || text === "") continue;
    scripts.add(hashSource(withoutNonce(text, nonce)));
  }
  for (const text of runs) scripts.add(hashSource(text));
  for (const [, attributes = "", text = ""] of html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi)) {
    if (nonced(attributes) && text !== "") styles.add(hashSource(withoutNonce(text, nonce)));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The page without the nonce it was rendered with: its attributes go, any other use becomes "". */
export function withoutNonce(html: string, nonce: string): string {
  return html.replaceAll(` nonce="${nonce}"`, "").replaceAll(nonce, "");
}

/** The policy with each nonce source replaced by the page's hashes (script-src and style-src). */
export function policyWithHashes(policy: string, hashes: { scripts: string[]; styles: string[] }): string {
  return policy
    .split(";")
    .map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      const kept = sources.filter((source) => !/^'nonce-/i.test(source));
      if (name === "script-src") kept.push(...hashes.scripts);
      if (name === "style-src") kept.push(...hashes.styles);
      return [name, ...kept].join(" ");
    })
    .join(";");
}

/** The encoding to send: brotli, then gzip, by the client's q-values; identity otherwise. */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  if (!acceptEncoding) return "identity";
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [token = "", ...params] = part.split(";").map((s) => s.trim());
    if (!token) continue;
    const qParam = params.find((p) => p.startsWith("q="));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(token, Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  const br = of("br");
  const gz = Math.max(of("gzip"), q.get("x-gzip") ?? 0);
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

/** If-None-Match against an ETag, by weak comparison (RFC 9110 13.1.2). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

const hasBody = (req: Request) =>
  Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;

/**
 * The entry for a rendered response, or undefined when it must not be kept: anything but a 200,
 * a response that sets a cookie or says private/no-store, anything but an HTML page or a `.data`
 * answer (React Router's turbo-stream).
 */
export async function toEntry(
  response: globalThis.Response,
  {
    nonce,
    policy,
    generation,
    variant,
    cacheControl,
    scriptsRun,
  }: {
    nonce: string;
    policy?: string;
    generation: Generation;
    variant: Variant;
    cacheControl: string;
    scriptsRun?: (html: string) => string[];
  },
): Promise<Entry | undefined> {
  const type = response.headers.get("content-type") ?? "";
  const html = /^text\/html\b/i.test(type);
  const keepable =
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    !/\b(?:no-store|private)\b/i.test(response.headers.get("cache-control") ?? "") &&
    (html || /^text\/x-script\b/i.test(type));
  if (!keepable) {
    await response.body?.cancel().catch(() => {});
    return undefined;
  }
  let identity = Buffer.from(await response.arrayBuffer());
  let csp: string | undefined;
  if (html) {
    const rendered = identity.toString("utf8");
    const page = withoutNonce(rendered, nonce);
    identity = Buffer.from(page, "utf8");
    if (policy) csp = policyWithHashes(policy, inlineHashes(rendered, nonce, scriptsRun?.(page) ?? []));
  }
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  const vary = ["Accept-Encoding", ...variant.vary];
  for (const value of response.headers.get("vary")?.split(",") ?? []) {
    if (value.trim() && !vary.some((v) => v.toLowerCase() === value.trim().toLowerCase())) vary.push(value.trim());
  }
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) headers.push([name, value]);
  });
  return {
    generation: generation.key,
    status: 200,
    headers,
    csp,
    cacheControl,
    vary: vary.join(", "),
    lastModified: generation.lastModified.toUTCString(),
    lastModifiedMs: generation.lastModified.getTime(),
    lastModifiedIsValidator: generation.lastModifiedIsValidator,
    identity: { body: identity, etag: `"${tag}"` },
    gzip: { body: gzipped, etag: `"${tag}-gz"` },
    br: { body: brotli, etag: `"${tag}-br"` },
    bytes: identity.length + gzipped.length + brotli.length,
  };
}

/** Whether the request's validators say the client holds this representation (a 304). */
export function notModified(req: Pick<Request, "headers">, entry: Entry, representation: Representation): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, representation.etag);
  const since = req.headers["if-modified-since"];
  if (since === undefined || !entry.lastModifiedIsValidator) return false;
  const sinceMs = Date.parse(since);
  return Number.isFinite(sinceMs) && entry.lastModifiedMs <= sinceMs;
}

/** Writes the kept page: the representation the client takes, or a 304, or headers only for HEAD. */
export function sendEntry(req: Request, res: Response, entry: Entry): void {
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  const representation = entry[encoding];
  res.setHeader("Cache-Control", entry.cacheControl);
  res.setHeader("Vary", entry.vary);
  res.setHeader("ETag", representation.etag);
  res.setHeader("Last-Modified", entry.lastModified);
  if (entry.csp) res.setHeader("Content-Security-Policy", entry.csp);
  if (notModified(req, entry, representation)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", representation.body.length);
  res.statusCode = entry.status;
  if (req.method === "HEAD") res.end();
  else res.end(representation.body);
}

export interface PageCache {
  middleware: RequestHandler;
  /** Entries and their bytes (all representations). */
  size: () => { entries: number; bytes: number };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const {
    variantOf,
    generation: generationOf,
    render,
    cacheControl,
    maxBytes,
    scriptsRun,
    report = false,
    log = console.warn,
  } = options;
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<Entry | undefined>>();
  let bytes = 0;
  let warnedFull = false;

  const size = () => ({ entries: entries.size, bytes });

  function keep(key: string, entry: Entry): void {
    const previous = entries.get(key);
    const next = bytes - (previous?.bytes ?? 0) + entry.bytes;
    if (next > maxBytes) {
      if (!warnedFull) log(`[page-cache] ${maxBytes} bytes reached: ${key} is served without being kept`);
      warnedFull = true;
      return;
    }
    entries.set(key, entry);
    bytes = next;
  }

  /** One render per variant and generation, however many requests ask for it at once. */
  function fill(req: Request, res: Response, variant: Variant, generation: Generation): Promise<Entry | undefined> {
    const id = `${variant.key}\n${generation.key}`;
    let pending = filling.get(id);
    if (!pending) {
      const nonce = randomBytes(16).toString("base64");
      const policy = res.getHeader("Content-Security-Policy");
      pending = render(req, res, nonce)
        .then((response) =>
          toEntry(response, {
            nonce,
            policy: typeof policy === "string" ? policy : undefined,
            generation,
            variant,
            cacheControl,
            scriptsRun,
          }),
        )
        .then(
          (entry) => {
            if (entry) keep(variant.key, entry);
            return entry;
          },
          (error: unknown) => {
            log(
              `[page-cache] could not render ${variant.key}: ${error instanceof Error ? error.message : String(error)}`,
            );
            return undefined;
          },
        )
        .finally(() => filling.delete(id));
      filling.set(id, pending);
    }
    return pending;
  }

  const reportAs = (res: Response, state: string, generation?: Generation) => {
    if (!report) return;
    const { entries: count, bytes: kept } = size();
    res.setHeader(
      "X-Page-Cache",
      `${state}; entries=${count}; bytes=${kept}${generation ? `; generation=${generation.label}` : ""}`,
    );
  };

  const middleware: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || hasBody(req)) return next();
    const variant = variantOf(req);
    if (!variant) return next();
    const generation = await generationOf();
    if (!generation) {
      reportAs(res, "bypass");
      return next();
    }
    let entry = entries.get(variant.key);
    let state = "hit";
    if (entry?.generation !== generation.key) {
      state = "miss";
      entry = await fill(req, res, variant, generation);
      if (!entry) {
        reportAs(res, "bypass", generation);
        return next();
      }
    }
    if (res.headersSent || res.destroyed) return;
    reportAs(res, state, generation);
    sendEntry(req, res, entry);
  };

  return { middleware, size };
}
