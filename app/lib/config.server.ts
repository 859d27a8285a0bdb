import { z } from "zod";
import { business } from "#app/content/business";
import { MAX_CAPACITY } from "./capacity";

/**
 * Every environment variable the server reads (README "Configuration", `.env.example`), read
 * here once and checked with one schema. The rest of the code reads the typed values from
 * `getConfig()`. server/app.ts reads it as the build loads, so a bad value stops the server
 * before it listens, with one line per bad variable naming it and what it accepts (server.js
 * prints the ConfigError's message, never a stack trace). An empty value is the same as unset.
 */

/** A whole number written in digits ("08" is 8; "8.0", "1e3", "+8" and " " are not numbers here). */
const wholeNumber = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.int().min(min).max(max));

/** A URL with one of the given schemes and a host (so "smtp://" alone is refused). */
const urlOf = (protocol: RegExp) => z.url({ protocol, hostname: /./ });

/** `info@example.com` or `"Name" <info@example.com>`, on one line (it becomes a mail header). */
function isSender(value: string): boolean {
  if (/[\r\n]/.test(value)) return false;
  const address = /^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value;
  return z.email().safeParse(address).success;
}

const HOUR_MS = 60 * 60 * 1000;

/** A Stripe secret key: sk_test_... or sk_live_... (a restricted rk_ key cannot create sessions here). */
const STRIPE_KEY = /^sk_[A-Za-z0-9_]+$/;

/** What SMS_URL gives: where texts are posted, with which account, from which number. */
export interface SmsProvider {
  /** The API's base URL without credentials or query, e.g. https://api.twilio.com/2010-04-01 */
  baseUrl: string;
  accountSid: string;
  /** The auth token: the password of every call, and the key of the webhooks' signatures. Never logged. */
  authToken: string;
  /** The sending number, E.164 (+1...). */
  from: string;
}

/**
 * `https://ACxxxx:token@api.twilio.com/2010-04-01?from=%2B18135550142` (DECISIONS "Texts"): an
 * http(s) URL with the account SID as user, the auth token as password and the sending number,
 * a +1 number, as `from`.
 */
const smsUrl = urlOf(/^https?$/).transform((value, ctx): SmsProvider => {
  const url = new URL(value);
  const from = url.searchParams.get("from") ?? "";
  const accountSid = decodeURIComponent(url.username);
  const authToken = decodeURIComponent(url.password);
  if (!accountSid || !authToken || !/^\+1[2-9]\d{2}[2-9]\d{6}$/.test(from)) {
    ctx.addIssue({ code: "custom", message: "bad SMS_URL" });
    return z.NEVER;
  }
  return { baseUrl: `${url.origin}${url.pathname.replace(/\/+$/, "")}`, accountSid, authToken, from };
});

/** An instant (ISO 8601 with a zone): the clock a test server starts at. */
const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/** The variables, each with what it accepts (the message of a bad value) and its schema. */
const variables = {
  PORT: { accepts: "a whole number from 1 to 65535", schema: wholeNumber(1, 65535).default(3000) },
  HOST: {
    accepts: "an IP address or host name to listen on",
    schema: z.union([z.ipv4(), z.ipv6(), z.hostname()]).default("0.0.0.0"),
  },
  DATA_DIR: { accepts: "a directory", schema: z.string().default("./data") },
  DATABASE_URL: {
    accepts: "a postgres:// or postgresql:// URL",
    schema: urlOf(/^postgres(ql)?$/).optional(),
  },
  ADMIN_EMAIL: {
    accepts: "an e-mail address",
    // Stored lower-case: accounts are looked up by their lower-cased e-mail.
    schema: z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(z.email())
      .default(business.emails.business.toLowerCase()),
  },
  // Any text; its strength is checked when the owner account is created (app/auth/owner.server.ts).
  ADMIN_PASSWORD: { accepts: "a password", schema: z.string().optional() },
  BOOKING_WINDOW_CAPACITY: {
    // The range of the owner's own capacity per window (Settings; the database checks it too):
    // the default fills those boxes. 0 closes every window the owner has not opened.
    accepts: `a whole number from 0 to ${MAX_CAPACITY}`,
    schema: wholeNumber(0, MAX_CAPACITY).default(3),
  },
  SMTP_URL: { accepts: "an smtp:// or smtps:// URL", schema: urlOf(/^smtps?$/).optional() },
  SMS_URL: {
    accepts:
      "an http(s):// URL with the account SID and auth token as user and password and the sending +1 number as ?from= (e.g. https://AC...:token@api.twilio.com/2010-04-01?from=%2B18135550142)",
    schema: smsUrl.optional(),
  },
  STRIPE_SECRET_KEY: {
    accepts: "a Stripe secret key (sk_test_... or sk_live_...)",
    schema: z
      .string()
      .regex(/^sk_[A-Za-z0-9_]+$/)
      .optional(),
  },
  STRIPE_WEBHOOK_SECRET: {
    accepts: "a Stripe webhook signing secret (whsec_...), set whenever STRIPE_SECRET_KEY is",
    schema: z
      .string()
      .regex(/^whsec_[A-Za-z0-9_+/=]+$/)
      .optional(),
  },
  STRIPE_API_URL: {
    accepts: "an http:// or https:// URL",
    schema: urlOf(/^https?$/).default("https://api.stripe.com"),
  },
  SMS_PER_SECOND: {
    accepts: "a whole number from 1 to 100",
    schema: wholeNumber(1, 100).default(1),
  },
  MAIL_FROM: {
    accepts: 'an e-mail address, or a name and one in angle brackets ("Name <info@example.com>")',
    schema: z.string().refine(isSender).default(`"${business.name}" <${business.emails.business}>`),
  },
  MAIL_POLL_MS: {
    accepts: "a whole number of milliseconds from 100 to 3600000",
    schema: wholeNumber(100, HOUR_MS).default(5000),
  },
  REMINDER_FROM_HOUR: {
    accepts: "a whole number from 0 to 23 (an hour in New York)",
    schema: wholeNumber(0, 23).default(9),
  },
  HOUSEKEEPING_MS: {
    accepts: "a whole number of milliseconds from 100 to 3600000",
    schema: wholeNumber(100, HOUR_MS).default(60_000),
  },
  REVIEW_REQUEST_DELAY_MINUTES: {
    accepts: "a whole number of minutes from 0 to 10080 (a week)",
    schema: wholeNumber(0, 10_080).default(120),
  },
  RATE_LIMIT_PER_MINUTE: { accepts: "a whole number from 1 to 1000000", schema: wholeNumber(1, 1_000_000).default(5) },
  DB_TIMEOUT_MS: {
    accepts: "a whole number of milliseconds from 100 to 600000",
    schema: wholeNumber(100, 600_000).default(5000),
  },
  TRUST_PROXY: {
    accepts: "1 (behind one reverse proxy) or 0",
    schema: z
      .enum(["0", "1"])
      .transform((value) => value === "1")
      .default(false),
  },
  NODE_ENV: {
    accepts: "production, development or test",
    schema: z.enum(["production", "development", "test"]).optional(),
  },

  // Test-only: tests shorten the mail retries (tests/e2e/faults.spec.ts). Nothing in production sets it.
  MAIL_RETRY_BASE_MS: {
    testOnly: true,
    accepts: "a whole number of milliseconds from 100 to 3600000",
    schema: wholeNumber(100, HOUR_MS).default(30_000),
  },
  // Test-only: responses of public pages say whether the page cache answered (X-Page-Cache: hit,
  // miss or bypass, and its size), for tests/e2e/page-cache.spec.ts. Nothing in production sets it.
  PAGE_CACHE_REPORT: {
    testOnly: true,
    accepts: "1 or 0",
    schema: z
      .enum(["0", "1"])
      .transform((value) => value === "1")
      .default(false),
  },
  // Test-only: how often the visitor's appointment page asks for the visit's step (tests/e2e/visit-day.spec.ts).
  STATUS_POLL_MS: {
    testOnly: true,
    accepts: "a whole number of milliseconds from 200 to 600000",
    schema: wholeNumber(200, 600_000).default(20_000),
  },
  // Test-only: the first retry delay of a text (tests/e2e/texts.spec.ts), doubling each time.
  SMS_RETRY_BASE_MS: {
    testOnly: true,
    accepts: "a whole number of milliseconds from 100 to 3600000",
    schema: wholeNumber(100, HOUR_MS).default(30_000),
  },
  // Test-only: the instant the texts' clock (quiet hours, daily caps) and the reminders start at,
  // running on from there; tests set it to see what 9 PM in New York does.
  TEST_CLOCK: {
    testOnly: true,
    accepts: "an ISO 8601 date and time with its offset (2026-11-25T21:00:00-05:00)",
    schema: instant.optional(),
  },
};

type Name = keyof typeof variables;
const NAMES = Object.keys(variables) as Name[];

/** The variables read, in the README's order; the test-only ones are documented apart. */
export const configVariables = NAMES.map((name) => ({ name, testOnly: "testOnly" in variables[name] }));

const schema = z
  .object(
    Object.fromEntries(NAMES.map((name) => [name, variables[name].schema])) as {
      [N in Name]: (typeof variables)[N]["schema"];
    },
  )
  // A key without the webhook's secret would take payments the site could never record.
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && STRIPE_KEY.test(env.STRIPE_SECRET_KEY) && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({ code: "custom", path: ["STRIPE_WEBHOOK_SECRET"], message: "required with STRIPE_SECRET_KEY" });
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    /** Unset: the embedded database (PGlite) in `dataDir`. */
    databaseUrl: env.DATABASE_URL,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    bookingWindowCapacity: env.BOOKING_WINDOW_CAPACITY,
    /** Unset: nothing is e-mailed (requests are still stored). */
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    /** Unset: nothing is texted (everything else works). */
    sms: env.SMS_URL,
    /**
     * Unset key: nothing offers online payment (everything else works). The webhook secret checks
     * the signatures of POST /payments/stripe/webhook (DECISIONS "Paying by link").
     */
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
      : undefined,
    /** Texts sent per second at most (the worker paces its sends: docs/decisions/0021-texts.md). */
    smsPerSecond: env.SMS_PER_SECOND,
    mailPollMs: env.MAIL_POLL_MS,
    reminderFromHour: env.REMINDER_FROM_HOUR,
    housekeepingMs: env.HOUSEKEEPING_MS,
    /** Minutes after a completed visit before its review request goes out. */
    reviewRequestDelayMinutes: env.REVIEW_REQUEST_DELAY_MINUTES,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    dbTimeoutMs: env.DB_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    /** Unset stays unset: React Router then runs in production mode, and cookies are not Secure. */
    nodeEnv: env.NODE_ENV,
    production: env.NODE_ENV === "production",
    testOnly: {
      mailRetryBaseMs: env.MAIL_RETRY_BASE_MS,
      pageCacheReport: env.PAGE_CACHE_REPORT,
      statusPollMs: env.STATUS_POLL_MS,
      smsRetryBaseMs: env.SMS_RETRY_BASE_MS,
      clockStart: env.TEST_CLOCK,
    },
  }));

export type Config = Readonly<z.output<typeof schema>>;

/** A bad setting. Its message has one line per bad variable, and server.js prints only that. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** The value as the message shows it: quoted on one line, short, and a URL's user and password hidden (logs are not for secrets). */
function shown(name: Name, raw: string): string {
  // A Stripe key or secret never shows beyond its kind ("sk_live_***").
  if (name === "STRIPE_SECRET_KEY" || name === "STRIPE_WEBHOOK_SECRET")
    return JSON.stringify(raw ? `${/^(?:sk_(?:test_|live_)?|whsec_)/.exec(raw)?.[0] ?? raw.slice(0, 3)}***` : "");
  const value = name.endsWith("_URL") ? raw.replace(/^([a-z][a-z0-9+.-]*:\/\/)?.*@/i, "$1***@") : raw;
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value);
}

/**
 * Parses and checks the environment (pure: tests hand in their own). Blank values count as
 * unset; every other value is trimmed, except the password, which is taken as typed.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const input: Record<string, string | undefined> = {};
  for (const name of NAMES) {
    const raw = env[name];
    input[name] = raw === undefined || raw.trim() === "" ? undefined : name === "ADMIN_PASSWORD" ? raw : raw.trim();
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    const bad = new Set(result.error.issues.map((issue) => issue.path[0] as Name));
    // In the order of the README, one line each.
    const lines = NAMES.filter((name) => bad.has(name)).map(
      (name) => `${name} must be ${variables[name].accepts} (got ${shown(name, input[name] ?? "")})`,
    );
    throw new ConfigError(lines.join("\n"));
  }
  const config = result.data;
  Object.freeze(config.testOnly);
  if (config.sms) Object.freeze(config.sms);
  if (config.stripe) Object.freeze(config.stripe);
  return Object.freeze(config);
}

let current: Config | undefined;

/** The configuration of this process, parsed from process.env on first use. Throws a ConfigError. */
export function getConfig(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/** For tests and tools that change process.env after the first read: the next getConfig() parses it again. */
export function rereadConfig(): void {
  current = undefined;
}
