import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/**
 * Helmet's headers with a strict Content-Security-Policy: scripts only from our origin or with
 * this response's nonce (React Router's inline hydration script carries it), no inline styles,
 * nothing from any other origin, and no framing.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        // The site stylesheet is inlined with this response's nonce (app/lib/inline-styles.tsx).
        styleSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        // blob: for the booking's photo previews (object URLs the page makes of the photos chosen;
        // only the page's own scripts can make one). Every page allows it: the wizard can be
        // reached by client-side navigation from any of them, under the first page's policy.
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The site is served over plain HTTP on localhost in tests; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}
