/**
 * Settings are checked at start-up (app/lib/config.server.ts): `node server.js` on the built app
 * with a bad value exits with code 1 before it listens, printing one line that names the
 * variable and what it accepts, and no stack trace.
 */
import { expect, test } from "@playwright/test";
import { runServerToExit } from "./support/spawn-server";

const refused: Array<{ env: Record<string, string>; line: string }> = [
  {
    env: { BOOKING_WINDOW_CAPACITY: "abc" },
    line: 'BOOKING_WINDOW_CAPACITY must be a whole number from 0 to 100 (got "abc")',
  },
  { env: { PORT: "0" }, line: 'PORT must be a whole number from 1 to 65535 (got "0")' },
  // The password in the URL stays out of the log.
  {
    env: { DATABASE_URL: "mysql://fridge:secret@127.0.0.1/fridge" },
    line: 'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://***@127.0.0.1/fridge")',
  },
  { env: { SMTP_URL: "not a url" }, line: 'SMTP_URL must be an smtp:// or smtps:// URL (got "not a url")' },
  // The key itself stays out of the log, only its kind.
  {
    env: { STRIPE_SECRET_KEY: "pk_live_abc123" },
    line: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...) (got "pk_***")',
  },
];

for (const { env, line } of refused) {
  test(`${Object.keys(env)[0]}: a bad value stops the server with one line and exit code 1`, async () => {
    const { code, stdout, stderr } = await runServerToExit({ env });
    expect(code).toBe(1);
    expect(stderr).toBe(`${line}\n`);
    expect(stderr).not.toMatch(/^\s+at /m);
    // It never listened.
    expect(stdout).toBe("");
  });
}
