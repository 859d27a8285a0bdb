import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, configVariables, getConfig, parseConfig, rereadConfig, type Config } from "./config.server";

/** What parseConfig makes of one variable set to `raw` (the others unset). */
const read = (name: string, raw: string | undefined) => parseConfig({ [name]: raw });

/** The ConfigError's message for one variable set to `raw`. */
function messageOf(name: string, raw: string): string {
  try {
    read(name, raw);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`${name}=${JSON.stringify(raw)} was accepted`);
}

interface Case {
  name: string;
  value: (config: Config) => unknown;
  fallback: unknown;
  good: Array<[raw: string, value: unknown]>;
  bad: Array<[raw: string, message: string]>;
}

const SMS_ACCEPTS =
  "an http(s):// URL with the account SID and auth token as user and password and the sending +1 number as ?from= (e.g. https://AC...:token@api.twilio.com/2010-04-01?from=%2B18135550142)";

const WHOLE_MS = (name: string, range: string) => `${name} must be a whole number of milliseconds from ${range}`;

const cases: Case[] = [
  {
    name: "PORT",
    value: (c) => c.port,
    fallback: 3000,
    good: [
      ["8080", 8080],
      ["1", 1],
      ["65535", 65535],
      [" 3001 ", 3001],
    ],
    bad: [
      ["0", 'PORT must be a whole number from 1 to 65535 (got "0")'],
      ["65536", 'PORT must be a whole number from 1 to 65535 (got "65536")'],
      ["80.5", 'PORT must be a whole number from 1 to 65535 (got "80.5")'],
      ["http", 'PORT must be a whole number from 1 to 65535 (got "http")'],
    ],
  },
  {
    name: "HOST",
    value: (c) => c.host,
    fallback: "0.0.0.0",
    good: [
      ["127.0.0.1", "127.0.0.1"],
      ["::", "::"],
      ["localhost", "localhost"],
    ],
    bad: [["local host", 'HOST must be an IP address or host name to listen on (got "local host")']],
  },
  {
    name: "DATA_DIR",
    value: (c) => c.dataDir,
    fallback: "./data",
    good: [["/var/lib/fridge", "/var/lib/fridge"]],
    bad: [], // any directory name; the database says so when it cannot open it
  },
  {
    name: "DATABASE_URL",
    value: (c) => c.databaseUrl,
    fallback: undefined,
    good: [
      ["postgres://fridge:secret@127.0.0.1:5432/fridge", "postgres://fridge:secret@127.0.0.1:5432/fridge"],
      ["postgresql://db.internal/fridge", "postgresql://db.internal/fridge"],
    ],
    bad: [
      // The password never reaches the log.
      [
        "mysql://fridge:secret@127.0.0.1/fridge",
        'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://***@127.0.0.1/fridge")',
      ],
      ["./data", 'DATABASE_URL must be a postgres:// or postgresql:// URL (got "./data")'],
    ],
  },
  {
    name: "ADMIN_EMAIL",
    value: (c) => c.adminEmail,
    fallback: "info@example.com",
    good: [[" Owner@Example.com ", "owner@example.com"]],
    bad: [["owner@", 'ADMIN_EMAIL must be an e-mail address (got "owner@")']],
  },
  {
    name: "ADMIN_PASSWORD",
    value: (c) => c.adminPassword,
    fallback: undefined,
    // Taken as typed (spaces kept); its strength is checked where the owner is created.
    good: [
      [" a long passphrase ", " a long passphrase "],
      ["short", "short"],
    ],
    bad: [],
  },
  {
    name: "BOOKING_WINDOW_CAPACITY",
    value: (c) => c.bookingWindowCapacity,
    fallback: 3,
    good: [
      ["1", 1],
      ["0", 0],
      ["100", 100],
    ],
    bad: [
      ["abc", 'BOOKING_WINDOW_CAPACITY must be a whole number from 0 to 100 (got "abc")'],
      ["101", 'BOOKING_WINDOW_CAPACITY must be a whole number from 0 to 100 (got "101")'],
      ["-1", 'BOOKING_WINDOW_CAPACITY must be a whole number from 0 to 100 (got "-1")'],
    ],
  },
  {
    name: "SMTP_URL",
    value: (c) => c.smtpUrl,
    fallback: undefined,
    good: [
      ["smtp://user:pass@mail.example.com:587", "smtp://user:pass@mail.example.com:587"],
      ["smtps://mail.example.com", "smtps://mail.example.com"],
    ],
    bad: [
      ["not a url", 'SMTP_URL must be an smtp:// or smtps:// URL (got "not a url")'],
      [
        "https://user:pass@mail.example.com",
        'SMTP_URL must be an smtp:// or smtps:// URL (got "https://***@mail.example.com")',
      ],
      ["smtp://", 'SMTP_URL must be an smtp:// or smtps:// URL (got "smtp://")'],
    ],
  },
  {
    name: "SMS_URL",
    value: (c) => c.sms,
    fallback: undefined,
    good: [
      [
        "https://AC123:secret-token@api.twilio.com/2010-04-01?from=%2B18135550142",
        {
          baseUrl: "https://api.twilio.com/2010-04-01",
          accountSid: "AC123",
          authToken: "secret-token",
          from: "+18135550142",
        },
      ],
      [
        "http://AC1:tok@127.0.0.1:4010/2010-04-01/?from=%2B17275550187",
        { baseUrl: "http://127.0.0.1:4010/2010-04-01", accountSid: "AC1", authToken: "tok", from: "+17275550187" },
      ],
    ],
    bad: [
      // The token never shows in the message.
      [
        "ftp://AC1:secret@api.example.com?from=%2B18135550142",
        `SMS_URL must be ${SMS_ACCEPTS} (got "ftp://***@api.example.com?from=%2B18135550142")`,
      ],
      ["https://AC1:secret@api.example.com", `SMS_URL must be ${SMS_ACCEPTS} (got "https://***@api.example.com")`],
      [
        "https://AC1:secret@api.example.com?from=%2B442079460000",
        `SMS_URL must be ${SMS_ACCEPTS} (got "https://***@api.example.com?from=%2B442079460000")`,
      ],
      [
        "https://api.example.com?from=%2B18135550142",
        `SMS_URL must be ${SMS_ACCEPTS} (got "https://api.example.com?from=%2B18135550142")`,
      ],
    ],
  },
  {
    name: "STRIPE_SECRET_KEY",
    value: (c) => c.stripe?.secretKey,
    fallback: undefined,
    // Alone it would be refused (no webhook secret): see "STRIPE_WEBHOOK_SECRET is required" below.
    good: [],
    bad: [
      // Never the key itself in the message, only its kind.
      ["pk_test_abc", 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...) (got "pk_***")'],
      [
        "sk_live_has space",
        'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...) (got "sk_live_***")',
      ],
    ],
  },
  {
    name: "STRIPE_WEBHOOK_SECRET",
    value: (c) => c.stripe?.webhookSecret,
    fallback: undefined,
    good: [],
    bad: [
      [
        "sk_test_abc",
        'STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_...), set whenever STRIPE_SECRET_KEY is (got "sk_test_***")',
      ],
    ],
  },
  {
    name: "STRIPE_API_URL",
    value: (c) => c.stripe?.apiUrl,
    // Only read with a key.
    fallback: undefined,
    good: [],
    bad: [
      ["ftp://127.0.0.1:4010", 'STRIPE_API_URL must be an http:// or https:// URL (got "ftp://127.0.0.1:4010")'],
      ["api.stripe.com", 'STRIPE_API_URL must be an http:// or https:// URL (got "api.stripe.com")'],
    ],
  },
  {
    name: "SMS_PER_SECOND",
    value: (c) => c.smsPerSecond,
    fallback: 1,
    good: [["20", 20]],
    bad: [
      ["0", 'SMS_PER_SECOND must be a whole number from 1 to 100 (got "0")'],
      ["0.5", 'SMS_PER_SECOND must be a whole number from 1 to 100 (got "0.5")'],
    ],
  },
  {
    name: "MAIL_FROM",
    value: (c) => c.mailFrom,
    fallback: '"Tampa Bay Refrigerator Repair" <info@example.com>',
    good: [
      ["office@example.com", "office@example.com"],
      ['"Fridge Office" <office@example.com>', '"Fridge Office" <office@example.com>'],
    ],
    bad: [
      [
        "Fridge Office",
        'MAIL_FROM must be an e-mail address, or a name and one in angle brackets ("Name <info@example.com>") (got "Fridge Office")',
      ],
      [
        "a@example.com\nBcc: b@example.com",
        'MAIL_FROM must be an e-mail address, or a name and one in angle brackets ("Name <info@example.com>") (got "a@example.com\\nBcc: b@example.com")',
      ],
    ],
  },
  {
    name: "MAIL_POLL_MS",
    value: (c) => c.mailPollMs,
    fallback: 5000,
    good: [["200", 200]],
    bad: [
      ["0", `${WHOLE_MS("MAIL_POLL_MS", "100 to 3600000")} (got "0")`],
      ["5s", `${WHOLE_MS("MAIL_POLL_MS", "100 to 3600000")} (got "5s")`],
    ],
  },
  {
    name: "REMINDER_FROM_HOUR",
    value: (c) => c.reminderFromHour,
    fallback: 9,
    // 0 is midnight, not "unset".
    good: [
      ["0", 0],
      ["23", 23],
      ["07", 7],
    ],
    bad: [
      ["24", 'REMINDER_FROM_HOUR must be a whole number from 0 to 23 (an hour in New York) (got "24")'],
      ["9am", 'REMINDER_FROM_HOUR must be a whole number from 0 to 23 (an hour in New York) (got "9am")'],
    ],
  },
  {
    name: "HOUSEKEEPING_MS",
    value: (c) => c.housekeepingMs,
    fallback: 60_000,
    good: [["1000", 1000]],
    bad: [["0", `${WHOLE_MS("HOUSEKEEPING_MS", "100 to 3600000")} (got "0")`]],
  },
  {
    name: "REVIEW_REQUEST_DELAY_MINUTES",
    value: (c) => c.reviewRequestDelayMinutes,
    fallback: 120,
    good: [
      ["0", 0],
      ["10080", 10080],
    ],
    bad: [
      [
        "10081",
        'REVIEW_REQUEST_DELAY_MINUTES must be a whole number of minutes from 0 to 10080 (a week) (got "10081")',
      ],
      ["2h", 'REVIEW_REQUEST_DELAY_MINUTES must be a whole number of minutes from 0 to 10080 (a week) (got "2h")'],
    ],
  },
  {
    name: "RATE_LIMIT_PER_MINUTE",
    value: (c) => c.rateLimitPerMinute,
    fallback: 5,
    good: [
      ["1", 1],
      ["1000", 1000],
    ],
    // 0 used to mean "the default" (Number(x) || 5): now it is refused, not quietly changed.
    bad: [
      ["0", 'RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000000 (got "0")'],
      ["1000001", 'RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000000 (got "1000001")'],
    ],
  },
  {
    name: "DB_TIMEOUT_MS",
    value: (c) => c.dbTimeoutMs,
    fallback: 5000,
    good: [["30000", 30_000]],
    bad: [["1e4", `${WHOLE_MS("DB_TIMEOUT_MS", "100 to 600000")} (got "1e4")`]],
  },
  {
    name: "TRUST_PROXY",
    value: (c) => c.trustProxy,
    fallback: false,
    good: [
      ["1", true],
      ["0", false],
    ],
    bad: [
      ["true", 'TRUST_PROXY must be 1 (behind one reverse proxy) or 0 (got "true")'],
      ["2", 'TRUST_PROXY must be 1 (behind one reverse proxy) or 0 (got "2")'],
    ],
  },
  {
    name: "NODE_ENV",
    value: (c) => c.nodeEnv,
    fallback: undefined,
    good: [
      ["production", "production"],
      ["development", "development"],
      ["test", "test"],
    ],
    bad: [["prod", 'NODE_ENV must be production, development or test (got "prod")']],
  },
  {
    name: "MAIL_RETRY_BASE_MS",
    value: (c) => c.testOnly.mailRetryBaseMs,
    fallback: 30_000,
    good: [["500", 500]],
    bad: [["fast", `${WHOLE_MS("MAIL_RETRY_BASE_MS", "100 to 3600000")} (got "fast")`]],
  },
  {
    name: "PAGE_CACHE_REPORT",
    value: (c) => c.testOnly.pageCacheReport,
    fallback: false,
    good: [
      ["1", true],
      ["0", false],
    ],
    bad: [["yes", 'PAGE_CACHE_REPORT must be 1 or 0 (got "yes")']],
  },
  {
    name: "STATUS_POLL_MS",
    value: (c) => c.testOnly.statusPollMs,
    fallback: 20_000,
    good: [["500", 500]],
    bad: [["1", `${WHOLE_MS("STATUS_POLL_MS", "200 to 600000")} (got "1")`]],
  },
  {
    name: "SMS_RETRY_BASE_MS",
    value: (c) => c.testOnly.smsRetryBaseMs,
    fallback: 30_000,
    good: [["200", 200]],
    bad: [["0", `${WHOLE_MS("SMS_RETRY_BASE_MS", "100 to 3600000")} (got "0")`]],
  },
  {
    name: "TEST_CLOCK",
    value: (c) => c.testOnly.clockStart,
    fallback: undefined,
    good: [["2026-11-25T21:00:00-05:00", new Date("2026-11-26T02:00:00Z")]],
    bad: [
      ["9 PM", 'TEST_CLOCK must be an ISO 8601 date and time with its offset (2026-11-25T21:00:00-05:00) (got "9 PM")'],
    ],
  },
];

describe.each(cases)("$name", ({ name, value, fallback, good, bad }) => {
  it("has its default when unset, empty or blank", () => {
    expect(value(read(name, undefined))).toEqual(fallback);
    expect(value(read(name, ""))).toEqual(fallback);
    expect(value(read(name, "   "))).toEqual(fallback);
  });

  it.each(good)("takes %j", (raw, expected) => {
    expect(value(read(name, raw))).toEqual(expected);
  });

  if (bad.length) {
    it.each(bad)("refuses %j in one line naming the variable and what it accepts", (raw, message) => {
      expect(messageOf(name, raw)).toBe(message);
    });
  }
});

describe("parseConfig", () => {
  it("reads every variable it has a case here for, and nothing else", () => {
    expect(cases.map((c) => c.name)).toEqual(configVariables.map((v) => v.name));
    // A switch that is not a setting (the benchmark's old fsync-off switch) changes nothing.
    expect(parseConfig({ BENCH_PGLITE_NO_FSYNC: "1", MIGRATIONS_DIR: "/tmp" })).toEqual(parseConfig({}));
  });

  it("names every bad variable, one line each, in the README's order", () => {
    expect(() => parseConfig({ TRUST_PROXY: "yes", PORT: "0", BOOKING_WINDOW_CAPACITY: "abc" })).toThrow(
      new ConfigError(
        [
          'PORT must be a whole number from 1 to 65535 (got "0")',
          'BOOKING_WINDOW_CAPACITY must be a whole number from 0 to 100 (got "abc")',
          'TRUST_PROXY must be 1 (behind one reverse proxy) or 0 (got "yes")',
        ].join("\n"),
      ),
    );
  });

  it("shows a long value shortened, on one line", () => {
    const message = messageOf("PORT", `${"9".repeat(100)}\n`);
    expect(message).toBe(`PORT must be a whole number from 1 to 65535 (got "${"9".repeat(77)}...")`);
  });

  it("returns a frozen configuration", () => {
    const config = parseConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.testOnly)).toBe(true);
  });
});

describe('Stripe (DECISIONS "Paying by link")', () => {
  it("is off without a key, and then the other two change nothing", () => {
    expect(parseConfig({}).stripe).toBeUndefined();
    expect(parseConfig({ STRIPE_WEBHOOK_SECRET: "whsec_abc" }).stripe).toBeUndefined();
  });

  it("takes a key with its webhook secret, at Stripe's API unless told otherwise", () => {
    expect(parseConfig({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_abc" }).stripe).toEqual({
      secretKey: "sk_test_123",
      webhookSecret: "whsec_abc",
      apiUrl: "https://api.stripe.com",
    });
    expect(
      parseConfig({
        STRIPE_SECRET_KEY: "sk_live_123",
        STRIPE_WEBHOOK_SECRET: "whsec_abc",
        STRIPE_API_URL: "http://127.0.0.1:4010",
      }).stripe?.apiUrl,
    ).toBe("http://127.0.0.1:4010");
  });

  it("STRIPE_WEBHOOK_SECRET is required with a key: payments it could never record are refused at start-up", () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: "sk_test_123" })).toThrow(
      new ConfigError(
        'STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_...), set whenever STRIPE_SECRET_KEY is (got "")',
      ),
    );
  });
});

describe("the documentation lists exactly what the module reads", () => {
  const names = (testOnly: boolean) => configVariables.filter((v) => v.testOnly === testOnly).map((v) => v.name);
  const upperNames = (text: string) =>
    [...text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b(?:PORT|HOST)\b/g)].map((m) => m[0]);

  it("README: the Configuration table, and the test-only ones named apart", () => {
    const readme = readFileSync("README.md", "utf8");
    const section = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
    );
    const table = section.split("\n").filter((line) => line.startsWith("| `"));
    expect(table.flatMap((row) => upperNames(row.split(" | ")[0]!))).toEqual(names(false));
    const testOnly = section.split("\n\n").find((paragraph) => paragraph.startsWith("Test-only"));
    expect(upperNames(testOnly ?? "")).toEqual(names(true));
  });

  it(".env.example: every variable, the test-only ones under their own heading, and its values valid", () => {
    const example = readFileSync(".env.example", "utf8");
    const [settings, testOnly = ""] = example.split(/^# --- Test-only.*$/m);
    const assigned = (text: string) => [...new Set([...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!))];
    expect(assigned(settings!)).toEqual(names(false));
    expect(assigned(testOnly)).toEqual(names(true));
    // Copied to .env as it is, it is the defaults.
    expect(parseConfig(parseEnv(example))).toEqual(parseConfig({}));
  });
});

describe("getConfig", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    rereadConfig();
  });

  it("parses process.env once, until told to read it again", () => {
    vi.stubEnv("BOOKING_WINDOW_CAPACITY", "7");
    rereadConfig();
    expect(getConfig().bookingWindowCapacity).toBe(7);
    vi.stubEnv("BOOKING_WINDOW_CAPACITY", "8");
    expect(getConfig().bookingWindowCapacity).toBe(7);
    rereadConfig();
    expect(getConfig().bookingWindowCapacity).toBe(8);
  });

  it("throws the ConfigError of a bad value every time it is asked", () => {
    vi.stubEnv("PORT", "0");
    rereadConfig();
    expect(() => getConfig()).toThrow(ConfigError);
    expect(() => getConfig()).toThrow('PORT must be a whole number from 1 to 65535 (got "0")');
  });
});
