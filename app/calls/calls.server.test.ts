import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { getDb, withDb } from "#app/db/client.server";
import {
  activity,
  bookings,
  calls,
  customers,
  settings,
  smsInbound,
  smsOptOuts,
  textOutbox,
  users,
} from "#app/db/schema";
import { handleInboundText } from "#app/texts/inbound.server";
import { setSiteSetting } from "#app/settings/settings-rows.server";
import { missedCallText } from "#app/texts/missed-call";
import { aBooking } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { setEnv } from "#tests/support/env";
import { testDatabases } from "#tests/support/postgres";
import { FAKE_AUTH_TOKEN, signWebhook, startFakeSmsProvider, type FakeSmsProvider } from "#tests/support/sms-provider";
import { listCalls, markCalledBack, missedCallsOfCustomers, openMissedCallCount } from "./calls.server";
import { handleAfterDial, handleVoiceInbound, handleVoiceRecording, handleVoiceScreen } from "./voice.server";

const BASE = "https://fridge.example";
const CALLER = "+18135550123";

/** A voice webhook as Twilio posts it, signed unless told otherwise. */
function webhook(path: string, fields: Record<string, string>, signature?: string | null): Request {
  const url = `${BASE}${path}`;
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  const signed = signature === undefined ? signWebhook(FAKE_AUTH_TOKEN, url, fields) : signature;
  if (signed) headers["X-Twilio-Signature"] = signed;
  return new Request(url, { method: "POST", headers, body: new URLSearchParams(fields) });
}

let sids = 0;
const call = (from = CALLER) => ({ CallSid: `CA${++sids}`, From: from, To: "+18135550142" });

/** A call as Twilio drives it: inbound, the screen (a 1 or nothing) and after-dial with DialCallStatus. */
async function aCall(dialStatus: string, { from = CALLER, pressed }: { from?: string; pressed?: string } = {}) {
  const fields = call(from);
  expect((await handleVoiceInbound(webhook("/voice/inbound", fields))).status).toBe(200);
  if (pressed !== undefined) {
    const leg = {
      CallSid: `${fields.CallSid}-leg`,
      ParentCallSid: fields.CallSid,
      From: fields.From,
      To: "+18135550177",
    };
    const prompt = await handleVoiceScreen(webhook("/voice/screen", leg));
    expect(await prompt.text()).toContain("press 1 to take it");
    await handleVoiceScreen(webhook("/voice/screen", { ...leg, Digits: pressed }));
  }
  const answer = await handleAfterDial(webhook("/voice/after-dial", { ...fields, DialCallStatus: dialStatus }));
  return { fields, answer, xml: await answer.text() };
}

describe.each(testDatabases("fridge-calls-test"))("missed calls on $name", ({ setUp }) => {
  let fake: FakeSmsProvider;
  useTestDatabase(setUp);
  beforeAll(async () => {
    fake = await startFakeSmsProvider();
  });
  afterAll(async () => {
    await fake.stop();
    setEnv({ SMS_URL: undefined, TEST_CLOCK: undefined });
  });
  beforeEach(async () => {
    setEnv({ SMS_URL: fake.url, TEST_CLOCK: "2026-11-25T22:30:00-05:00" });
    const db = await getDb();
    for (const table of [calls, textOutbox, smsInbound, smsOptOuts, activity, settings, bookings, customers, users])
      await db.delete(table);
    await setSiteSetting(db, "forwardCallsTo", { display: "(813) 555-0177", e164: "+18135550177" });
  });

  const texts = () => withDb((db) => db.select().from(textOutbox).orderBy(textOutbox.id));
  const callRows = () => withDb((db) => db.select().from(calls).orderBy(calls.id));

  it("forwards to the owner's phone for Ring for seconds, with the screen, as text/xml", async () => {
    await withDb((db) => setSiteSetting(db, "ringSeconds", 25));
    const answer = await handleVoiceInbound(webhook("/voice/inbound", call()));
    expect(answer.headers.get("Content-Type")).toBe("text/xml; charset=utf-8");
    expect(await answer.text()).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Dial timeout="25" action="/voice/after-dial" method="POST" answerOnBridge="true"><Number url="/voice/screen" method="POST">+18135550177</Number></Dial></Response>`,
    );
    expect(await callRows()).toMatchObject([{ fromNumber: CALLER, status: "ringing" }]);
  });

  it.each(["no-answer", "busy", "failed", "canceled", "completed"])(
    "%s without the screen's 1 is missed: apology, voicemail up to 2 minutes, one text at once (quiet hours do not apply)",
    async (status) => {
      const { xml, fields } = await aCall(status, status === "completed" ? { pressed: "" } : {});
      expect(xml).toContain(`<Say language="en-US">Thanks for calling ${business.name}.`);
      expect(xml).toContain(`<Record maxLength="120"`);
      expect(xml).toContain(`recordingStatusCallback="/voice/recording"`);
      const [text] = await texts();
      expect(await texts()).toHaveLength(1);
      expect(text).toMatchObject({
        toNumber: CALLER,
        kind: "missed_call",
        body: missedCallText("en"),
        scheduled: false,
      });
      // 10:30 PM New York (the test clock runs on from there): due at once all the same.
      expect(text!.nextAttemptAt).toEqual(text!.createdAt);
      expect(text!.createdAt.getTime() - new Date("2026-11-25T22:30:00-05:00").getTime()).toBeLessThan(60_000);
      expect(await callRows()).toMatchObject([
        { callSid: fields.CallSid, status: "missed", dialStatus: status, textOutcome: "queued", textId: text!.id },
      ]);
    },
  );

  it("a voicemail answering the forwarded call (completed, no 1) is missed; screened and accepted is answered, no text", async () => {
    await aCall("completed", { pressed: "2" });
    const answered = await aCall("completed", { from: "+18135550124", pressed: "1" });
    expect(answered.xml).toBe(`<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>`);
    expect((await callRows()).map((c) => [c.status, c.screened])).toEqual([
      ["missed", false],
      ["answered", true],
    ]);
    expect((await texts()).map((t) => t.toNumber)).toEqual([CALLER]);
  });

  it("never texts a STOP-listed number or a +44 one; the calls are still missed and logged", async () => {
    await withDb((db) => db.insert(smsOptOuts).values({ phone: CALLER, keyword: "STOP" }));
    await aCall("no-answer");
    await aCall("no-answer", { from: "+442079460958" });
    expect(await texts()).toEqual([]);
    expect((await callRows()).map((c) => [c.status, c.textOutcome])).toEqual([
      ["missed", "opted-out"],
      ["missed", "not-textable"],
    ]);
  });

  it("texts a number once per 12 hours", async () => {
    await aCall("no-answer");
    await aCall("busy");
    expect(await texts()).toHaveLength(1);
    expect((await callRows())[1]!.textOutcome).toBe("recent");
    setEnv({ TEST_CLOCK: "2026-11-26T10:31:00-05:00" });
    await aCall("no-answer");
    expect(await texts()).toHaveLength(2);
  });

  it("Twilio's retries of one after-dial, 10 at once, text once", async () => {
    const fields = call();
    await handleVoiceInbound(webhook("/voice/inbound", fields));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        handleAfterDial(webhook("/voice/after-dial", { ...fields, DialCallStatus: "no-answer" })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect(await answer.text()).toContain("<Record");
    expect(await texts()).toHaveLength(1);
  });

  it("answers 403 to a forged or unsigned request and stores nothing", async () => {
    const fields = { ...call(), DialCallStatus: "no-answer" };
    const forged = [
      webhook("/voice/inbound", fields, null),
      webhook("/voice/after-dial", fields, "bm90IGEgc2lnbmF0dXJl"),
      webhook(
        "/voice/after-dial",
        fields,
        signWebhook(FAKE_AUTH_TOKEN, "https://evil.example/voice/after-dial", fields),
      ),
      webhook(
        "/voice/screen",
        { ...fields, Digits: "1" },
        signWebhook("another-token", `${BASE}/voice/screen`, fields),
      ),
      webhook("/voice/recording", { ...fields, RecordingUrl: "https://evil.example/x" }, null),
    ];
    const handlers = [handleVoiceInbound, handleAfterDial, handleAfterDial, handleVoiceScreen, handleVoiceRecording];
    for (const [i, request] of forged.entries()) expect((await handlers[i]!(request)).status).toBe(403);
    expect(await callRows()).toEqual([]);
    expect(await texts()).toEqual([]);
    // Without SMS_URL there is no token to check a signature with: refused the same way.
    setEnv({ SMS_URL: undefined });
    expect((await handleVoiceInbound(webhook("/voice/inbound", call()))).status).toBe(403);
  });

  it("goes straight to the missed-call answer without a number to forward to", async () => {
    await withDb((db) => db.delete(settings));
    const fields = call();
    const answer = await handleVoiceInbound(webhook("/voice/inbound", fields));
    expect(await answer.text()).toContain(`<Redirect method="POST">/voice/after-dial</Redirect>`);
    await handleAfterDial(webhook("/voice/after-dial", fields));
    expect(await texts()).toHaveLength(1);
  });

  it("a caller known as a Spanish customer hears the Spanish apology and gets the Spanish text (/es/book)", async () => {
    await withDb((db) => db.insert(customers).values({ name: "Lucía", phone: CALLER, lang: "es" }));
    const { xml } = await aCall("no-answer");
    expect(xml).toContain("Lo sentimos, no pudimos contestar");
    expect(xml).toContain('language="es-US"');
    const [text] = await texts();
    expect(text!.body).toBe(
      `Lamentamos no haber contestado su llamada - ${business.name}. Reserve por internet: ${business.siteUrl}/es/book o responda a este mensaje. Responda STOP para no recibir mensajes.`,
    );
  });

  it("stores the voicemail's URL; a customer with an upcoming visit is promised a call back; Called back is logged", async () => {
    const [customer] = await withDb((db) =>
      db.insert(customers).values({ name: "Ana Díaz", phone: CALLER }).returning({ id: customers.id }),
    );
    const { id: _id, ...booking } = aBooking({
      customerId: customer!.id,
      visitDate: "2026-12-03",
      status: "scheduled",
    });
    const [visit] = await withDb((db) => db.insert(bookings).values(booking).returning({ id: bookings.id }));
    const { fields } = await aCall("no-answer");
    const [text] = await texts();
    expect(text!.body).toBe(
      `Sorry we missed your call - ${business.name}. We'll call you back about your visit on Thu, Dec 3. Reply STOP to opt out.`,
    );
    const recording = { ...fields, RecordingUrl: "https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE1" };
    await handleVoiceRecording(webhook("/voice/recording", { ...recording, RecordingStatus: "in-progress" }));
    expect((await callRows())[0]!.recordingUrl).toBeNull();
    await handleVoiceRecording(
      webhook("/voice/recording", { ...recording, RecordingStatus: "completed", RecordingDuration: "14" }),
    );
    const [missed] = await missedCallsOfCustomers([customer!.id]);
    expect(missed).toMatchObject({
      from: CALLER,
      customer: { id: customer!.id, name: "Ana Díaz" },
      voicemail: recording.RecordingUrl,
      voicemailSeconds: 14,
      open: true,
    });
    expect(await openMissedCallCount()).toBe(1);

    const [owner] = await withDb((db) =>
      db.insert(users).values({ email: "owner@example.com", role: "owner" }).returning(),
    );
    expect(await markCalledBack(missed!.id, owner!)).toBe("done");
    expect(await markCalledBack(missed!.id, owner!)).toBe("already");
    expect(await openMissedCallCount()).toBe(0);
    expect((await listCalls())[0]!.calledBack).toMatchObject({ by: "owner@example.com" });
    const history = await withDb((db) =>
      db.select().from(activity).where(eq(activity.requestId, visit!.id)).orderBy(activity.id),
    );
    expect(history.map((a) => [a.action, a.requestKind])).toEqual([
      ["call-missed", "booking"],
      ["call-called-back", "booking"],
    ]);
  });

  it("shows a caller's reply to the missed-call text with the call (no request holds it)", async () => {
    await aCall("no-answer");
    const reply = {
      MessageSid: "SMreply1",
      AccountSid: fake.accountSid,
      From: CALLER,
      To: "+18135550142",
      Body: "Fridge <b>warm</b>, call me after 5",
    };
    expect((await handleInboundText(webhook("/sms/inbound", reply))).status).toBe(200);
    const [listed] = await listCalls();
    expect(listed!.replies.map((r) => r.body)).toEqual(["Fridge <b>warm</b>, call me after 5"]);
  });

  it("lists open missed calls first, then the rest newest first", async () => {
    await aCall("completed", { pressed: "1" });
    await aCall("no-answer", { from: "+18135550125" });
    await aCall("completed", { from: "+18135550126", pressed: "1" });
    expect((await listCalls()).map((c) => [c.from, c.status])).toEqual([
      ["+18135550125", "missed"],
      ["+18135550126", "answered"],
      [CALLER, "answered"],
    ]);
  });
});
