import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listActivity } from "#app/activity/activity.server";
import { STAFF_SMS_CONSENT_VERSION } from "#app/content/texts";
import { withDb } from "#app/db/client.server";
import { smsOptOuts, textOutbox, users } from "#app/db/schema";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { checkMobile, MOBILE_MESSAGE, mobileTextsOf, saveMobileTexts } from "./accounts.server";

describe("a staff member's mobile number (checked on the server)", () => {
  it("takes a US number however typed, in E.164, and refuses anything else with a clear message", () => {
    for (const typed of ["(813) 555-0142", "813-555-0142", "+1 813 555 0142", " 8135550142 ", "1 (813) 555 0142"])
      expect(checkMobile(typed, true), typed).toEqual({ ok: true, mobilePhone: "+18135550142" });
    for (const typed of ["555-0142", "+44 20 7946 0000", "(900) 555-0142", "call me", "8".repeat(40), "<script>"])
      expect(checkMobile(typed, false), typed).toEqual({ ok: false, errors: { mobilePhone: MOBILE_MESSAGE } });
    // No number: none kept, and then no consent.
    expect(checkMobile("  ", false)).toEqual({ ok: true, mobilePhone: null });
    expect(checkMobile("", true)).toEqual({
      ok: false,
      errors: { mobilePhone: "Enter your mobile number to get texts, or untick the box." },
    });
  });
});

describe("saving one's own number and consent to texts", () => {
  const [pglite] = testDatabases("fridge-accounts-test");
  useTestDatabase(pglite!.setUp);

  const rowOf = async (id: number) => (await withDb((db) => db.select().from(users).where(eq(users.id, id))))[0]!;
  const logOf = async (email: string) =>
    (await listActivity()).entries.filter((e) => e.actor === email).map((e) => [e.label, e.detail]);

  it("stores the number, when and which wording was agreed to; unticking withdraws; each change is logged", async () => {
    const [row] = await withDb((db) =>
      db.insert(users).values({ email: "tech@example.com", role: "technician", name: "Tech" }).returning(),
    );
    const user = { id: row!.id, email: row!.email };

    expect(await saveMobileTexts(user, { mobilePhone: "not a number", smsConsent: true })).toEqual({
      mobilePhone: MOBILE_MESSAGE,
    });
    expect(await rowOf(user.id)).toMatchObject({ mobilePhone: null, smsConsentAt: null });

    expect(await saveMobileTexts(user, { mobilePhone: "(813) 555-0177", smsConsent: true })).toBeUndefined();
    const consented = await rowOf(user.id);
    expect(consented).toMatchObject({ mobilePhone: "+18135550177", smsConsentVersion: STAFF_SMS_CONSENT_VERSION });
    expect(consented.smsConsentAt).toBeInstanceOf(Date);
    expect(await mobileTextsOf(user.id)).toMatchObject({ mobilePhone: "(813) 555-0177", optedOut: false });
    expect((await mobileTextsOf(user.id)).consentAt).toMatch(/E[SD]T$/);

    // The same again (typed another way) changes nothing and logs nothing.
    expect(await saveMobileTexts(user, { mobilePhone: "813.555.0177", smsConsent: true })).toBeUndefined();
    expect((await rowOf(user.id)).smsConsentAt).toEqual(consented.smsConsentAt);

    // An assignment text still waiting for that number is not sent once consent is withdrawn.
    await withDb((db) =>
      db.insert(textOutbox).values({
        toNumber: "+18135550177",
        kind: "technician_assigned",
        dedupeKey: "booking:1:technician:1:",
        body: "x",
        scheduled: true,
      }),
    );
    expect(await saveMobileTexts(user, { mobilePhone: "(813) 555-0177", smsConsent: false })).toBeUndefined();
    expect(await rowOf(user.id)).toMatchObject({
      mobilePhone: "+18135550177",
      smsConsentAt: null,
      smsConsentVersion: null,
    });
    expect(await withDb((db) => db.select().from(textOutbox))).toHaveLength(0);

    // STOP from the number shows on the page; removing the number removes it.
    await withDb((db) => db.insert(smsOptOuts).values({ phone: "+18135550177", keyword: "STOP" }));
    expect(await mobileTextsOf(user.id)).toMatchObject({ optedOut: true, consentAt: null });
    expect(await saveMobileTexts(user, { mobilePhone: "", smsConsent: false })).toBeUndefined();
    expect(await mobileTextsOf(user.id)).toMatchObject({ mobilePhone: "", optedOut: false });

    expect((await logOf(user.email)).reverse()).toEqual([
      ["Changed their mobile number", "Ending 0177"],
      ["Agreed to a text when given a visit", `Wording of ${STAFF_SMS_CONSENT_VERSION}`],
      ["Withdrew their consent to texts", ""],
      ["Changed their mobile number", "Removed"],
    ]);
  });
});
