import type { NextFunction, Request, RequestHandler, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The HTTP edge: what is decided before React Router runs, for every request whatever its
 * method or the spelling of its path. Each refusal is a short plain-text answer with a 4xx status.
 */

const plain = (res: Response, status: number, text: string) => res.status(status).type("text/plain").send(text);

/** Whether the request comes with a body (declared or chunked). */
const hasBody = (req: Request) =>
  Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;

/** How much of an unwanted body is read and dropped before the connection is cut. */
const DISCARD_LIMIT = 1024 * 1024;

/**
 * A body we will not use (a refused request, a GET's): the connection closes after the answer,
 * and the body is read and dropped up to DISCARD_LIMIT so an ordinary client finishes sending
 * and sees the answer; past that the connection is cut (nobody streams gigabytes at us).
 */
function discardBody(req: Request, res: Response) {
  if (!hasBody(req)) return;
  res.setHeader("Connection", "close");
  let seen = 0;
  req.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DISCARD_LIMIT) req.socket.destroy();
  });
  req.resume();
}

/** A refusal before the body is read: it is discarded (see discardBody). */
function refuse(req: Request, res: Response, status: number, text: string) {
  discardBody(req, res);
  return plain(res, status, text);
}

// A host name (letters, digits, dots, hyphens) or a bracketed IPv6 address, then an optional port.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function isValidHost(value: string | undefined): boolean {
  if (!value) return false;
  const match = HOST.exec(value);
  return !!match && (match[1] === undefined || Number(match[1]) <= 65535);
}

const firstValue = (header: string | string[] | undefined) =>
  header === undefined ? undefined : String(header).split(",")[0]?.trim();

/**
 * 400 for a missing, empty or malformed Host (and X-Forwarded-Host / X-Forwarded-Proto when a
 * proxy is trusted), and for a request target that is not a plain path (absolute-form, `*`): the
 * page URL is built from them, and a bad one must not get as far as a 500.
 */
export function validRequestLine(): RequestHandler {
  return (req, res, next) => {
    const proxied = req.app.enabled("trust proxy");
    const forwardedHost = proxied ? firstValue(req.headers["x-forwarded-host"]) : undefined;
    const forwardedProto = proxied ? firstValue(req.headers["x-forwarded-proto"]) : undefined;
    if (!isValidHost(req.headers.host) || (forwardedHost !== undefined && !isValidHost(forwardedHost))) {
      return refuse(req, res, 400, "Bad request: a valid Host header is required.");
    }
    if (forwardedProto !== undefined && !/^https?$/i.test(forwardedProto)) {
      return refuse(req, res, 400, "Bad request: X-Forwarded-Proto must be http or https.");
    }
    if (!req.url.startsWith("/") || req.url.startsWith("//")) {
      return refuse(req, res, 400, "Bad request: the request target must be a path.");
    }
    next();
  };
}

const UNRESERVED = /%(?:2[dDeE]|3\d|4[1-9a-fA-F]|5[0-9aA]|5[fF]|6[1-9a-fA-F]|7[0-9aA]|7[eE])/g;

/**
 * The one spelling of a path: percent-encoded letters, digits and `-._~` decoded (RFC 3986 calls
 * those equivalent), dot segments resolved, repeated slashes and a trailing slash removed.
 * Undefined for a path that is not valid at all (bad percent-encoding, backslashes, NUL).
 */
export function canonicalPath(rawPath: string): string | undefined {
  if (/\\|%(?![0-9a-f]{2})|%00/i.test(rawPath)) return undefined;
  const decoded = rawPath.replace(UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  let path = new URL(decoded.replace(/\/{2,}/g, "/"), "http://canonical.invalid").pathname;
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "");
  return path;
}

/**
 * Every path has one spelling, and only that spelling reaches the site: `/%63ontact`,
 * `/./contact`, `/x/../book.data` or `/book/` are redirected (308 keeps the method) to the
 * canonical path, so what a request does never depends on how its URL was spelled.
 */
export function canonicalPaths(): RequestHandler {
  return (req, res, next) => {
    const canonical = canonicalPath(req.path);
    if (canonical === undefined) return refuse(req, res, 400, "Bad request: the path is not valid.");
    if (canonical === req.path) return next();
    const query = req.url.slice(req.path.length);
    discardBody(req, res); // the client sends it again, to the canonical path
    res.redirect(308, canonical + query);
  };
}

/** What the route a path resolves to accepts: its methods and body size. */
export interface RoutePolicy {
  methods: string[];
  /** Largest body for a form post; larger only for multipart bodies on routes that take photos. */
  maxBodyBytes: number;
  maxMultipartBytes: number;
  /**
   * The route's page sends no referrer (Referrer-Policy: no-referrer), so its own forms arrive
   * with `Origin: null`; its URL holds the credential (a private token), so that is accepted.
   */
  opaqueOrigin: boolean;
}

/** What a route module may say about itself in its `handle` export. */
export interface RouteHandle {
  /** Routes that take photos: the largest multipart body (app/photos/multipart.server.ts). */
  maxMultipartBytes?: number;
  opaqueOrigin?: boolean;
  /** A webhook: POST only (GET and HEAD get 405 like any other method). */
  postOnly?: boolean;
}

/** Largest urlencoded form body we accept. Real submissions are a few kilobytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The allowed methods of each path, read from the route modules themselves: pages, resources and
 * their `.data` URLs answer GET and HEAD; a route that exports an `action` also takes POST.
 * Nothing else reaches React Router (405 with Allow), so no other method can run an action.
 */
export function routePolicies(build: Pick<ServerBuild, "routes">) {
  const routes = Object.values(build.routes).filter((r) => r !== undefined);
  const tree = (parentId?: string): RouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, path: r.path, index: true, caseSensitive: r.caseSensitive }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: tree(r.id) },
      );
  const root = tree(undefined);

  return (pathname: string): RoutePolicy => {
    // React Router's data requests: /x.data for /x, and /_root.data for /.
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(root, page) ?? [];
    const leaf = matches.at(-1)?.route;
    const module = leaf?.id ? build.routes[leaf.id]?.module : undefined;
    const handle = module?.handle as RouteHandle | undefined;
    return {
      methods:
        handle?.postOnly && module?.action ? ["POST"] : module?.action ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"],
      maxBodyBytes: MAX_BODY_BYTES,
      maxMultipartBytes: handle?.maxMultipartBytes ?? MAX_BODY_BYTES,
      opaqueOrigin: handle?.opaqueOrigin === true,
    };
  };
}

export function allowedMethods(policyOf: (pathname: string) => RoutePolicy): RequestHandler {
  return (req, res, next) => {
    const policy = policyOf(req.path);
    if (!policy.methods.includes(req.method)) {
      res.setHeader("Allow", policy.methods.join(", "));
      return refuse(req, res, 405, `Method ${req.method} is not allowed here. Allowed: ${policy.methods.join(", ")}.`);
    }
    const multipart = /^multipart\/form-data/i.test(req.headers["content-type"] ?? "");
    res.locals.maxBodyBytes = multipart ? policy.maxMultipartBytes : policy.maxBodyBytes;
    // React Router refuses an action whose Origin is "null"; for a route that expects it (see
    // RoutePolicy.opaqueOrigin) the opaque origin is dropped, as if the browser had sent none.
    if (policy.opaqueOrigin && req.headers.origin === "null") delete req.headers.origin;
    next();
  };
}

/**
 * A form on another site must not be able to submit here: a request with a body whose Origin
 * is another host is refused. A declared body larger than the route takes is refused before it
 * is read, whatever the method (a chunked one is counted as it streams, see request-handler.ts).
 * GET and HEAD bodies mean nothing here: they are discarded.
 */
export function bodyChecks(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > (res.locals.maxBodyBytes ?? MAX_BODY_BYTES)) {
      return refuse(req, res, 413, "Request too large. Please shorten your message.");
    }
    if (req.method === "GET" || req.method === "HEAD") {
      discardBody(req, res);
      return next();
    }
    const origin = req.headers.origin;
    if (origin && origin !== "null") {
      const host = (req.app.enabled("trust proxy") && req.headers["x-forwarded-host"]) || req.headers.host;
      let originHost: string | undefined;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = undefined;
      }
      if (originHost !== host) return refuse(req, res, 403, "Forms can only be submitted from this website.");
    }
    next();
  };
}

/**
 * The staff workspace is never indexed or cached, whatever answers (page, `.data`, CSV, error):
 * the headers are fixed here at the last moment, over whatever a route set.
 */
export function staffPagesPrivate(): RequestHandler {
  return (req, res, next) => {
    if (!/^\/admin([/.]|$)/i.test(req.path)) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      this.setHeader("Cache-Control", "no-store");
      this.setHeader("X-Robots-Tag", "noindex, nofollow");
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}
