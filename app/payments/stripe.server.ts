/**
 * Stripe (DECISIONS "Paying by link"): the client for Checkout Sessions, pinned to one API
 * version and pointed at STRIPE_API_URL (tests: a loopback fake), and the check of the webhook's
 * `Stripe-Signature` on the raw body. See docs/notes/stripe.md.
 */
import type Stripe from "stripe";
import { getConfig, type Config } from "#app/lib/config.server";

let stripePackage: Promise<typeof import("stripe")> | undefined;
/**
 * The stripe package, loaded on first use: its 558 module files were a third of the server's
 * start-up (and of `npm run owner`'s), paid by every process whether or not it takes a payment.
 */
const loadStripe = async () => (await (stripePackage ??= import("stripe"))).default;

/** The API version every call and event is read in (the stripe package 23.1.0's own). */
export const STRIPE_API_VERSION = "2026-10-28.endive";

/** How old a signed event may be: Stripe's own default, 5 minutes (DECISIONS "Paying by link"). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

type StripeSettings = NonNullable<Config["stripe"]>;

/** A client for the configured account and API URL; undefined without STRIPE_SECRET_KEY. */
export async function stripeClient(
  settings: StripeSettings | undefined = getConfig().stripe,
): Promise<Stripe | undefined> {
  if (!settings) return undefined;
  const Stripe = await loadStripe();
  const api = new URL(settings.apiUrl);
  const protocol = api.protocol === "http:" ? "http" : "https";
  return new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: api.hostname,
    port: api.port || (protocol === "http" ? 80 : 443),
    protocol,
    // Idempotency-Key makes a retried create safe; two retries ride out a blip.
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
  });
}

export type VerifiedEvent = { ok: true; event: Stripe.Event } | { ok: false; message: string };

/**
 * The event of a webhook request, or why not: `rawBody` exactly as received (never re-serialised
 * JSON), `signature` the Stripe-Signature header (`t=...,v1=...`, several v1 during a secret
 * rotation). Unsigned, wrongly signed and older-than-5-minutes events are refused.
 */
export async function verifyStripeEvent(
  rawBody: Buffer | string,
  signature: string | null,
  secret: string,
  now: Date = new Date(),
): Promise<VerifiedEvent> {
  if (!signature) return { ok: false, message: "Missing Stripe-Signature." };
  const Stripe = await loadStripe();
  try {
    const event = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(), // milliseconds: the package divides by 1000
    );
    return { ok: true, event };
  } catch (error) {
    return {
      ok: false,
      message:
        error instanceof Stripe.errors.StripeSignatureVerificationError ? "Bad Stripe-Signature." : "Unreadable event.",
    };
  }
}
