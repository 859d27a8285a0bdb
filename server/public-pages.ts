import type { Request as ExpressRequest } from "express";
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { business } from "#app/content/business";
import type { ContentVersion } from "#app/db/content-version.server";
import { stepFromSearch } from "#app/forms/booking-schema";
import { addDays, zonedTimeToUtc } from "#app/lib/dates";
import { deferredModuleCode } from "#app/lib/defer-hydration.server";
import { publicPaths } from "#app/lib/sitemap";
import { basePath } from "#app/content/i18n/lang";
import { LEAD_SOURCE_FIELDS, leadSourceOfLanding } from "#app/requests/lead-source";
import { createPageCache, type Generation, type PageCache, type Variant } from "./page-cache";
import { requestUrl, toHeaders } from "./request-handler";

/**
 * What the page cache (server/page-cache.ts) needs to know about this site: which requests are a
 * public page and which variant, what every page depends on (the generation), and how to render
 * one. See docs/decisions/public-page-cache.md.
 */

/** Shared caches (a CDN) may keep a page a minute at most; browsers revalidate every time (a 304). */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=60";

/** Far above what the site's pages take (~45 pages and their `.data`, ~6 MB); a bound, not a size. */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Pages whose loader reads where the visit came from: the URL's utm_* and gclid, and the Referer. */
const LANDING_SOURCE_PAGES = new Set(["/book", "/contact"]);

/** The URL parameters a landing's source is read from (utm_*, gclid). */
const CAMPAIGN_PARAMS = Object.entries(LEAD_SOURCE_FIELDS)
  .filter(([key]) => key !== "landingPage" && key !== "referrer")
  .map(([, param]) => param);

/**
 * Whether a request may bring a landing source (leadSourceOfLanding then decides): campaign
 * parameters, or a Referer that is not this site. Most requests bring neither (a visitor moving
 * within the site), and the full reading costs a thrown URL error for a missing Referer.
 */
function mayBringSource(url: URL, referer: string | undefined): boolean {
  if (referer && referer !== url.origin && !referer.startsWith(`${url.origin}/`)) return true;
  return url.search !== "" && CAMPAIGN_PARAMS.some((param) => url.searchParams.has(param));
}

/** Query values a page's HTML shows (/book opens on ?step=2 or 3 without JavaScript); every other query is ignored. */
const DOCUMENT_QUERY: Record<string, (url: URL) => string> = {
  "/book": (url) => `step=${stepFromSearch(url.search)}`,
};

/**
 * The ids of the routes with a loader that a path matches, root first: what a `.data` request
 * answers, all of them or those its `_routes` names.
 */
function loaderRoutes(build: Pick<ServerBuild, "routes">): (pathname: string) => string[] {
  const routes = Object.values(build.routes).filter((r) => r !== undefined);
  const tree = (parentId?: string): RouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index ? { id: r.id, path: r.path, index: true } : { id: r.id, path: r.path, children: tree(r.id) },
      );
  const root = tree(undefined);
  return (pathname) =>
    (matchRoutes(root, pathname) ?? [])
      .map((m) => m.route.id!)
      .filter((id) => build.routes[id]?.module.loader !== undefined);
}

/**
 * The variant of a request, or undefined when it is not a kept page: only the public paths
 * (the sitemap's list) and their `.data` URLs. The key holds only what the page reads of the
 * request, normalised: /book's step; the loaders a `.data` request runs (its `_routes` reduced
 * to the routes with a loader that the path matches). A page that reads where the visit came from (/book, /contact) is rendered for
 * each visit that brings campaign parameters or another site's Referer (its forms carry them
 * without JavaScript); any other query string is ignored, so `?n=1..1000000` is one entry.
 */
export function publicPageVariants(build: Pick<ServerBuild, "routes">, paths: readonly string[] = publicPaths()) {
  const known = new Set(paths);
  const loadersOf = loaderRoutes(build);
  return (url: URL, referer: string | undefined): Variant | undefined => {
    const data = url.pathname.endsWith(".data");
    const page = !data ? url.pathname : url.pathname === "/_.data" ? "/" : url.pathname.slice(0, -".data".length);
    if (!known.has(page)) return undefined;
    // /es/book is /book in Spanish: the same query and landing rules (the path is its own key).
    const landing = LANDING_SOURCE_PAGES.has(basePath(page));
    if (landing && mayBringSource(url, referer)) {
      const pageUrl = new URL(url);
      pageUrl.pathname = page;
      const { landingPage: _, ...source } = leadSourceOfLanding(pageUrl, referer);
      if (Object.values(source).some(Boolean)) return undefined;
    }
    let detail = "";
    if (data) {
      // The loaders it runs: `_routes` keeps those it names (React Router reads it so); an answer
      // with none is not kept (it is empty and cheap), so made-up `_routes` never add an entry.
      const wanted = url.searchParams.get("_routes")?.split(",");
      const loaders = loadersOf(page).filter((id) => !wanted || wanted.includes(id));
      if (loaders.length === 0) return undefined;
      detail = `routes=${loaders.join(",")}`;
    } else {
      detail = DOCUMENT_QUERY[basePath(page)]?.(url) ?? "";
    }
    return { key: `${data ? "data" : "page"} ${page} ${detail}`.trimEnd(), vary: landing ? ["Referer"] : [] };
  };
}

const floorToSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

/** Today's date in New York as YYYY-MM-DD (what todayInBusinessZone says), with one formatter kept. */
const businessDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: business.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * What every page depends on besides its variant: the build, the content version, the business
 * date in New York (/book's first date and its "today" roll at midnight there) and the server's
 * own year (the footer's ©, written with the server's clock and zone). Last-Modified is the
 * latest of the content's last change, the start of the business day and this process's start
 * (a new build starts a new process).
 */
export function generationOf({
  buildId,
  contentVersion,
  startedAt = Date.now(),
  now = () => new Date(),
}: {
  buildId: string;
  contentVersion: () => Promise<ContentVersion | undefined>;
  startedAt?: number;
  now?: () => Date;
}): () => Promise<Generation | undefined> {
  const started = floorToSecond(startedAt);
  /** The business date and the server's year, and the span of time in which both hold. */
  let day: { date: string; year: number; startMs: number; fromMs: number; untilMs: number } | undefined;
  const dayAt = (at: Date) => {
    const date = businessDate.format(at);
    const year = at.getFullYear();
    const startMs = zonedTimeToUtc(date, 0).getTime();
    const nextDayMs = zonedTimeToUtc(addDays(date, 1), 0).getTime();
    return {
      date,
      year,
      startMs,
      fromMs: Math.max(startMs, new Date(year, 0, 1).getTime()),
      untilMs: Math.min(nextDayMs, new Date(year + 1, 0, 1).getTime()),
    };
  };
  // Every request asks: the answer is made again only when the version or the day changes.
  let last: { version: number; changedMs: number; day: NonNullable<typeof day>; generation: Generation } | undefined;
  return async () => {
    const version = await contentVersion();
    if (!version) return undefined;
    const at = now();
    const atMs = at.getTime();
    if (!day || atMs < day.fromMs || atMs >= day.untilMs) day = dayAt(at);
    const changedMs = version.changedAt.getTime();
    if (last && last.version === version.version && last.changedMs === changedMs && last.day === day)
      return last.generation;
    const changed = Math.max(floorToSecond(changedMs), day.startMs, started);
    const nowMs = floorToSecond(atMs);
    const generation = {
      key: `${buildId} v${version.version} ${day.date} ${day.year}`,
      lastModified: new Date(Math.min(changed, nowMs)),
      // A change dated after now (two bumps in one second) is no validator yet: ETags only.
      lastModifiedIsValidator: changed <= nowMs,
      label: `v${version.version} ${day.date}`,
    };
    // Kept only once it is final (a change dated after now is not yet).
    last = generation.lastModifiedIsValidator ? { version: version.version, changedMs, day, generation } : undefined;
    return generation;
  };
}

/**
 * The module code the hydration starter (app/lib/defer-hydration.server.ts) runs as an inline
 * module script it creates: not an element of the page, so the page cache is told its text to
 * allow by hash.
 */
export function hydrationModule(html: string): string[] {
  const code = deferredModuleCode(html);
  return code === undefined ? [] : [code];
}

/** Request headers a kept page must not be rendered with: it is shared with every visitor. */
const PRIVATE_HEADERS = ["authorization", "cookie", "if-modified-since", "if-none-match", "if-match", "range"];

/** The page cache of this site, rendering with React Router's handler for `build`. */
export function publicPageCache({
  build,
  mode,
  contentVersion,
  loadContext,
  report,
}: {
  build: ServerBuild;
  mode?: string;
  contentVersion: () => Promise<ContentVersion | undefined>;
  loadContext: (req: ExpressRequest, nonce: string) => RouterContextProvider;
  report: boolean;
}): PageCache {
  const handler = createRequestHandler(build, mode);
  const variants = publicPageVariants(build);
  return createPageCache({
    variantOf: (req) => variants(requestUrl(req), req.get("referer")),
    generation: generationOf({ buildId: build.assets.version, contentVersion }),
    render: (req, _res, nonce) => {
      const headers = toHeaders(req.headers);
      for (const name of PRIVATE_HEADERS) headers.delete(name);
      return handler(new Request(requestUrl(req).href, { method: "GET", headers }), loadContext(req, nonce));
    },
    cacheControl: PUBLIC_PAGE_CACHE_CONTROL,
    maxBytes: PAGE_CACHE_MAX_BYTES,
    scriptsRun: hydrationModule,
    report,
  });
}
