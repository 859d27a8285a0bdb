import { describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import {
  callMissed,
  missedCallApology,
  missedCallText,
  missedCallVisitText,
  screenAccepted,
  screenPrompt,
} from "./missed-call";
import { escapeXml, twiml } from "./twiml";
import { isGsm7, smsSegments } from "./messages";

describe("missed-call wording", () => {
  it("texts the DECISIONS wording in English", () => {
    expect(missedCallText("en")).toBe(
      `Sorry we missed your call - ${business.name}. Book online: ${business.siteUrl}/book or reply to this text. Reply STOP to opt out.`,
    );
  });
  it("texts Spanish with the Spanish booking link and STOP, in GSM-7 within one or two segments", () => {
    const text = missedCallText("es", "https://example.test/");
    expect(text).toContain("https://example.test/es/book ");
    expect(isGsm7(text)).toBe(true);
    expect(smsSegments(missedCallText("es"))).toBeLessThanOrEqual(2);
    expect(smsSegments(missedCallVisitText("es", "26 de noviembre"))).toBeLessThanOrEqual(2);
    expect(text).toContain("STOP");
    expect(text).toContain(business.name);
    expect(text).not.toBe(missedCallText("en", "https://example.test/"));
  });
  it("promises a call back about an upcoming visit instead of the booking link", () => {
    expect(missedCallVisitText("en", "Thu, Dec 3")).toBe(
      `Sorry we missed your call - ${business.name}. We'll call you back about your visit on Thu, Dec 3. Reply STOP to opt out.`,
    );
    expect(missedCallVisitText("es", "Thu, Dec 3")).toContain("Thu, Dec 3");
  });
  it("apologises in both languages", () => {
    expect(missedCallApology("en")).toContain("Sorry we missed your call");
    expect(missedCallApology("es")).toContain("Lo sentimos");
  });
  it("screens with press 1 and accepts only a 1", () => {
    expect(screenPrompt()).toBe(`Call for ${business.name}: press 1 to take it.`);
    expect(screenAccepted("1")).toBe(true);
    expect(screenAccepted("2")).toBe(false);
    expect(screenAccepted(undefined)).toBe(false);
    expect(callMissed(false)).toBe(true);
    expect(callMissed(true)).toBe(false);
  });
});

describe("twiml", () => {
  it("escapes text and attributes", () => {
    expect(escapeXml(`a<b>&"c'`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;");
    expect(
      twiml(
        { verb: "Say", children: ["Tom & Jerry <fix>"] },
        { verb: "Dial", attributes: { timeout: 20, action: "/voice/after-dial?a=1&b=2" } },
      ),
    ).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Say>Tom &amp; Jerry &lt;fix&gt;</Say><Dial timeout="20" action="/voice/after-dial?a=1&amp;b=2"/></Response>`,
    );
  });
  it("nests the screened number inside Dial and drops undefined attributes", () => {
    expect(
      twiml({
        verb: "Dial",
        children: [{ verb: "Number", attributes: { url: "/voice/screen", x: undefined }, children: ["+18135550100"] }],
      }),
    ).toContain(`<Dial><Number url="/voice/screen">+18135550100</Number></Dial>`);
  });
});
