import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, withDb, type Database } from "#app/db/client.server";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { clear, clientKey, createLimiter, hit, recipientKey, refund, rules } from "./rate-limits.server";

let counter = 0;
const uniqueKey = (label: string) => `${label}-${process.pid}-${++counter}`;

/** consume() of another limiter: true when allowed, false when refused (it rejects then). */
const consume = (limiter: ReturnType<typeof createLimiter>, key: string) =>
  limiter.consume(key).then(
    () => true,
    () => false,
  );

describe.each(testDatabases("fridge-limits-test"))("the rate-limit store on $name", ({ name, setUp }) => {
  /** A second caller with its own limiter and, on PostgreSQL, its own connection pool: another server process. */
  let other: { db: Database; close: () => Promise<void> };

  useTestDatabase(setUp);
  beforeAll(async () => {
    if (name === "PostgreSQL") {
      other = await connect();
    } else {
      // PGlite is one process's database (a second process is refused): share its handle.
      other = { db: await withDb(async (db) => db), close: async () => {} };
    }
  });
  afterAll(async () => {
    await other?.close();
  });

  it("two callers sharing the database count together", async () => {
    const key = uniqueKey("owner@example.com");
    const second = createLimiter(other.db, "signInAccount");
    const allowed: boolean[] = [];
    for (let n = 0; n < rules.signInAccount.points(); n++) {
      allowed.push(n % 2 === 0 ? (await hit("signInAccount", key)).allowed : await consume(second, key));
    }
    expect(allowed).toEqual(Array(10).fill(true));
    // The 11th is refused whichever caller counts it.
    expect(await consume(second, key)).toBe(false);
    const refused = await hit("signInAccount", key);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it("parallel hits from both callers never let more through than the limit", async () => {
    const key = uniqueKey("10.0.0.1");
    const second = createLimiter(other.db, "signInClient");
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        n % 2 === 0 ? hit("signInClient", key).then((r) => r.allowed) : consume(second, key),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
  });

  it("refund gives one point back and clear forgets the key, for both callers", async () => {
    const key = uniqueKey("refund");
    const second = createLimiter(other.db, "signInAccount");
    for (let n = 0; n < 10; n++) await hit("signInAccount", key);
    await refund("signInAccount", key);
    expect(await consume(second, key)).toBe(true);
    expect((await hit("signInAccount", key)).allowed).toBe(false);
    await clear("signInAccount", key);
    expect(await consume(second, key)).toBe(true);
  });
});

describe("client keys", () => {
  it("counts IPv4 addresses alone and IPv6 addresses by their /64", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2:bbbb::9")).toBe("2001:db8:1:2::/64");
    expect(clientKey(undefined)).toBe("unknown");
  });
});

describe("recipient keys", () => {
  it("counts an inbox once, whatever its case or +tag", () => {
    expect(recipientKey(" Victim@Example.com ")).toBe("victim@example.com");
    expect(recipientKey("victim+1@example.com")).toBe("victim@example.com");
    expect(recipientKey("victim+a+b@example.com")).toBe("victim@example.com");
    expect(recipientKey("other@example.com")).not.toBe(recipientKey("victim@example.com"));
    expect(recipientKey("not-an-address")).toBe("not-an-address");
  });
});
