import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { business } from "../app/content/business";

/**
 * Per-client limits on the endpoints that write: the two forms (their document URL and the
 * `.data` URL React Router posts to from the browser) and the admin sign-in. Counted per IP
 * (per /64 for IPv6) in memory: one server process, and a restart forgets, which is fine for
 * spam control. Behind a proxy set TRUST_PROXY=1 so the client's address is the one counted.
 */

/** POST /contact, /book and their .data twins (case-insensitive, trailing slash allowed, like the router). */
export const FORM_POST_PATH = /^\/(contact|book)(\.data)?\/?$/i;
export const ADMIN_POST_PATH = /^\/admin(\.data)?\/?$/i;

export function formsPerMinute(): number {
  return Number(process.env.RATE_LIMIT_PER_MINUTE) || 5;
}

export const FORM_RATE_LIMIT_MESSAGE = `Too many requests: please wait a minute before sending another, or call us at ${business.phones.main.display}.`;
export const LOGIN_RATE_LIMIT_MESSAGE = "Too many sign-in attempts. Please wait 15 minutes and try again.";

/** RATE_LIMIT_PER_MINUTE submissions (default 5) per client per minute, all forms together. */
export function formRateLimit(): RequestHandler {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: formsPerMinute(),
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).type("text/plain").send(FORM_RATE_LIMIT_MESSAGE);
    },
  });
  return (req, res, next) => (req.method === "POST" && FORM_POST_PATH.test(req.path) ? limiter(req, res, next) : next());
}

/**
 * Sign-in guessing: 10 failed attempts per client per 15 minutes. A successful sign-in (a
 * redirect) and the signed-in owner's own status changes are not counted.
 */
export function adminLoginRateLimit(): RequestHandler {
  const limiter = rateLimit({
    windowMs: 15 * 60_000,
    limit: 10,
    skipSuccessfulRequests: true,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).type("text/plain").send(LOGIN_RATE_LIMIT_MESSAGE);
    },
  });
  return (req, res, next) => (req.method === "POST" && ADMIN_POST_PATH.test(req.path) ? limiter(req, res, next) : next());
}
