import { isIPv6 } from "node:net";
import { lt } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { withDb, type Database } from "#app/db/client.server";
import { getConfig } from "#app/lib/config.server";
import { rateLimits } from "#app/db/schema";

/**
 * Every limit of the site, counted in the database (rate-limiter-flexible's Drizzle store: one
 * atomic upsert per hit), so two server processes sharing PostgreSQL enforce one limit. The
 * limits are applied where a form is handled (the route actions), so every method and every
 * spelling of a path that reaches an action is counted.
 */

export function formsPerMinute(): number {
  return getConfig().rateLimitPerMinute;
}

/** A form refused by its rate limit, with the owner's main line as it is now. */
export const formRateLimitMessage = (mainPhone: string) =>
  `Too many requests: please wait a minute before sending another, or call us at ${mainPhone}.`;
export const LOGIN_RATE_LIMIT_MESSAGE = "Too many sign-in attempts. Please wait 15 minutes and try again.";

interface Rule {
  points: () => number;
  durationSeconds: number;
}

export const rules = {
  /** RATE_LIMIT_PER_MINUTE submissions (default 5) per client per minute, all forms together. */
  form: { points: formsPerMinute, durationSeconds: 60 },
  /** Sign-in attempts that failed, per client address and per account. */
  signInClient: { points: () => 10, durationSeconds: 15 * 60 },
  signInAccount: { points: () => 10, durationSeconds: 15 * 60 },
  /** Photos uploaded ahead of a booking (each is decoded and re-encoded: CPU work). */
  photoUploads: { points: () => 30, durationSeconds: 60 * 60 },
  /** Confirmations to an address a visitor typed (it may be anyone's). */
  confirmationsPerRecipient: { points: () => 3, durationSeconds: 24 * 60 * 60 },
  confirmationsPerClient: { points: () => 10, durationSeconds: 24 * 60 * 60 },
  /** The text provider's webhooks (/sms/inbound, /sms/status): generous, its servers post often. */
  webhooks: { points: () => 600, durationSeconds: 60 },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof rules;

const limiters = new WeakMap<Database, Map<string, RateLimiterDrizzle>>();

/** A limiter of rule `name` counting in `db` (each server process makes its own; the rows are shared). */
export function createLimiter(db: Database, name: RuleName): RateLimiterDrizzle {
  const rule: Rule = rules[name];
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: name,
    points: rule.points(),
    duration: rule.durationSeconds,
    // Expired rows are removed by removeExpiredLimits(), on the background worker's schedule.
    clearExpiredByTimeout: false,
  });
}

function limiter(db: Database, name: RuleName): RateLimiterDrizzle {
  let byRule = limiters.get(db);
  if (!byRule) limiters.set(db, (byRule = new Map()));
  const id = `${name}:${rules[name].points()}`;
  let found = byRule.get(id);
  if (!found) byRule.set(id, (found = createLimiter(db, name)));
  return found;
}

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the limit lets this key through again (for Retry-After). */
  retryAfterSeconds: number;
}

function fromRes(res: RateLimiterRes, allowed: boolean): LimitResult {
  return { allowed, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

/** Counts one hit against `key`; `allowed` is false once the rule's points are used up. */
export async function hit(name: RuleName, key: string): Promise<LimitResult> {
  return withDb(async (db) => {
    try {
      return fromRes(await limiter(db, name).consume(key), true);
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return fromRes(refused, false);
      throw refused; // the database failed: the caller answers 503
    }
  });
}

/** Counts one webhook request of a client (the text provider's servers post one per status). */
export function webhookAllowed(clientAddress: string): Promise<LimitResult> {
  return hit("webhooks", clientAddress);
}

/** A webhook's answer within its sender's limit (the text provider's, Stripe's), else 429 with Retry-After. */
export async function limitedWebhook(clientAddress: string, answer: () => Promise<Response>): Promise<Response> {
  const limit = await webhookAllowed(clientAddress);
  if (!limit.allowed) {
    return new Response("Too many requests.", {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  return answer();
}

/** Gives one point back (a successful sign-in does not count as a failure). */
export async function refund(name: RuleName, key: string): Promise<void> {
  await withDb((db) =>
    limiter(db, name)
      .reward(key, 1)
      .then(() => undefined),
  );
}

/** Deletes the counter of `key` (e.g. an account's failures after a successful sign-in). */
export async function clear(name: RuleName, key: string): Promise<void> {
  await withDb((db) =>
    limiter(db, name)
      .delete(key)
      .then(() => undefined),
  );
}

/** Counters that expired more than an hour ago. */
export async function removeExpiredLimits(): Promise<void> {
  await withDb((db) => db.delete(rateLimits).where(lt(rateLimits.expire, new Date(Date.now() - 60 * 60 * 1000))));
}

/**
 * The key a client is counted under: its IPv4 address, or the /64 network of an IPv6 address
 * (one subscriber usually holds a whole /64, so counting single addresses would be no limit).
 */
export function clientKey(address: string | undefined): string {
  if (!address) return "unknown";
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4mapped) return v4mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/**
 * The key an e-mail recipient is counted under: lower-cased, without a "+tag" (most providers
 * deliver user+1@ and user+2@ to one inbox, so each tag must not be a fresh allowance).
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  return `${address.slice(0, at).replace(/\+.*$/, "")}${address.slice(at)}`;
}

function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ""));
}
