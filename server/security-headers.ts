import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/**
 * Helmet's headers with a strict Content-Security-Policy: scripts only from our origin or with
 * this response's nonce (React Router's inline hydration script carries it), no inline styles,
 * nothing from any other origin, and no framing.
 */
/** Stripe-hosted Checkout's origin: "Pay $X by card" posts to us and is redirected (303) there. */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/**
 * Where a form may lead: our own pages and, with online payment set up, Stripe Checkout (a form
 * POST's redirect is held to form-action too). A test's STRIPE_API_URL (the loopback fake) serves
 * its hosted page itself, so a non-default API URL's origin is allowed as well.
 */
export function formActionSources(stripe: { apiUrl: string } | undefined): string[] {
  if (!stripe) return ["'self'"];
  const api = new URL(stripe.apiUrl).origin;
  return ["'self'", STRIPE_CHECKOUT_ORIGIN, ...(api === "https://api.stripe.com" ? [] : [api])];
}

export function securityHeaders(stripe?: { apiUrl: string }): RequestHandler {
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
        formAction: formActionSources(stripe),
        frameAncestors: ["'none'"],
      },
    },
    // The site is served over plain HTTP on localhost in tests; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}
