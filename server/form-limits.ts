import type { NextFunction, Request, RequestHandler, Response } from "express";

/** Largest form body we accept. Real submissions are a few kilobytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Cheap checks on every POST before React Router parses it: a body-size cap and a same-origin
 * check (a form on another site must not be able to submit here). Anything refused gets a plain
 * explanation, never a stack trace.
 */
export function formLimits(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST") return next();

    // Without a length (a chunked body) the size cap could only be checked after reading it all;
    // browsers always send one for forms, so ask for it.
    if (req.headers["transfer-encoding"] && req.headers["content-length"] === undefined) {
      req.resume();
      return res.status(411).type("text/plain").send("Please send the form with a Content-Length.");
    }
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      req.resume();
      return res.status(413).type("text/plain").send("Request too large. Please shorten your message.");
    }

    const origin = req.headers.origin;
    if (origin && origin !== "null") {
      const host = req.headers["x-forwarded-host"] ?? req.headers.host;
      let originHost: string | undefined;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = undefined;
      }
      if (originHost !== host) {
        req.resume();
        return res.status(403).type("text/plain").send("Forms can only be submitted from this website.");
      }
    }
    next();
  };
}
