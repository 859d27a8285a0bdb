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
        imgSrc: ["'self'", "data:"],
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
