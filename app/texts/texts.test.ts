import { describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { classifyInbound } from "./keywords";
import {
  gsm7Length,
  isGsm7,
  namedVisit,
  reminderForToday,
  shortVisit,
  shortVisitIn,
  smsSegments,
  textFor,
  textForEs,
  textsIn,
  townForText,
} from "./messages";
import { textableNumber } from "./phone";
import { nextSendingMoment } from "./quiet-hours";
import { twilioSignature, validTwilioSignature } from "./signature.server";

describe("webhook signature (Twilio's documented algorithm)", () => {
  // Twilio's published example (webhooks security docs; the twilio libraries' own tests).
  const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
  const params: Array<[string, string]> = [
    ["CallSid", "CA1234567890ABCDE"],
    ["Caller", "+14158675309"],
    ["Digits", "1234"],
    ["From", "+14158675309"],
    ["To", "+18005551212"],
  ];

  it("reproduces Twilio's published example signature", () => {
    expect(twilioSignature("12345", url, params)).toBe("RSOYDt4T1cUTdK1PDd93/VVr8B8=");
    expect(validTwilioSignature("12345", "RSOYDt4T1cUTdK1PDd93/VVr8B8=", url, [...params].reverse())).toBe(true);
  });

  it("signs a repeated field once per distinct value, sorted (the libraries' published vector)", () => {
    const repeated: Array<[string, string]> = [
      ["Sid", "CA123"],
      ["SidAccount", "AC123"],
      ["Digits", "5678"],
      ["Digits", "1234"],
      ["Digits", "1234"],
    ];
    expect(twilioSignature("12345", url, repeated)).toBe("IK+Dwps556ElfBT0I3Rgjkr1wJU=");
  });

  it("refuses a missing, wrong or tampered signature, another URL or another token", () => {
    const good = "RSOYDt4T1cUTdK1PDd93/VVr8B8=";
    expect(validTwilioSignature("12345", null, url, params)).toBe(false);
    expect(validTwilioSignature("12345", "", url, params)).toBe(false);
    expect(validTwilioSignature("12345", "deadbeef=", url, params)).toBe(false);
    expect(validTwilioSignature("12345", good, `${url}&extra=1`, params)).toBe(false);
    expect(validTwilioSignature("54321", good, url, params)).toBe(false);
    const tampered = params.map(([k, v]): [string, string] => [k, k === "Digits" ? "9999" : v]);
    expect(validTwilioSignature("12345", good, url, tampered)).toBe(false);
  });

  it("accepts the URL signed with or without the default port", () => {
    const withPort = twilioSignature("12345", "https://mycompany.com:443/myapp.php?foo=1&bar=2", params);
    expect(validTwilioSignature("12345", withPort, url, params)).toBe(true);
  });
});

describe("textable numbers", () => {
  it("gives E.164 for US and Canadian numbers however typed", () => {
    expect(textableNumber("(813) 555-0100")).toBe("+18135550100");
    expect(textableNumber("+1 813 555 0100")).toBe("+18135550100");
    expect(textableNumber("813.555.0100")).toBe("+18135550100");
    expect(textableNumber("+1 416 555 0100")).toBe("+14165550100");
  });

  it("refuses foreign, invalid, premium-rate and Caribbean international-rate numbers", () => {
    expect(textableNumber("+44 20 7946 0000")).toBeUndefined();
    expect(textableNumber("+33 1 23 45 67 89")).toBeUndefined();
    expect(textableNumber("(813) 123-4567")).toBeUndefined();
    expect(textableNumber("+1 900 555 1234")).toBeUndefined();
    expect(textableNumber("+1 876 555 0100")).toBeUndefined();
    expect(textableNumber("call me")).toBeUndefined();
  });
});

describe("keywords", () => {
  it("knows STOP and its family, English and Spanish, in any case, alone in the message", () => {
    for (const word of [
      "STOP",
      "stop",
      " Stop. ",
      "STOPALL",
      "unsubscribe",
      "CANCEL",
      "END",
      "QUIT",
      "REVOKE",
      "OPTOUT",
      "PARAR",
      "detener",
      "Cancelar",
      "BAJA",
    ])
      expect(classifyInbound(word)).toBe("stop");
    for (const word of ["START", "unstop", "Yes"]) expect(classifyInbound(word)).toBe("start");
    for (const word of ["HELP", "ayuda!"]) expect(classifyInbound(word)).toBe("help");
    for (const text of ["Please stop by at 3", "Can you come earlier?", "STOP IT", "help me"])
      expect(classifyInbound(text)).toBe("reply");
  });
});

describe("what is texted", () => {
  const link = `${business.siteUrl}/appointments/${"a".repeat(43)}`;
  const phone = business.phones.main.display;
  const all = [
    textFor.confirmation({ when: shortVisit("2026-11-26", "morning"), appointmentUrl: link }),
    textFor.reminder({ when: shortVisit("2026-11-26", "evening"), appointmentUrl: link, day: "tomorrow" }),
    textFor.onTheWay({ firstName: "Luis", arrivalTime: "2:40 PM", phone }),
    textFor.completed({ receiptUrl: `${business.siteUrl}/receipts/${"b".repeat(43)}` }),
    textFor.rescheduled({ when: shortVisit("2026-11-27", "afternoon"), appointmentUrl: link }),
    textFor.cancelled({ phone }),
    textFor.reviewRequest({ reviewUrl: "https://g.page/r/abc/review" }),
    textFor.help({ phone }),
    textFor.reminder({ when: shortVisit("2026-11-26", "evening"), appointmentUrl: link, day: "today" }),
    textFor.technicianAssigned({
      when: namedVisit("2026-12-03", "afternoon"),
      town: townForText("Saint Petersburg Beach Area", "33706"),
      visitUrl: `${business.siteUrl}/admin/requests/booking/123456`,
    }),
    textFor.estimate({ estimateUrl: `${link}#estimate` }),
  ];

  it("is GSM-7, names the business, and the ones without a long link fit one SMS", () => {
    for (const text of all) {
      expect(isGsm7(text), text).toBe(true);
      expect(text.startsWith(`${business.name}:`)).toBe(true);
    }
    for (const text of [
      textFor.onTheWay({ firstName: "Luis", arrivalTime: "2:40 PM", phone }),
      textFor.help({ phone }),
      textFor.cancelled({ phone }),
    ])
      expect(gsm7Length(text), text).toBeLessThanOrEqual(160);
    for (const text of all) expect(gsm7Length(text), text).toBeLessThanOrEqual(320);
  });

  it("tells a technician when (the window by name) and the town only: nothing else the visitor typed", () => {
    expect(namedVisit("2026-12-03", "morning")).toBe("Thu, Dec 3, Morning 8am-12pm");
    expect(namedVisit("2026-12-03", null)).toBe("Thu, Dec 3");
    expect(townForText("St. Petersburg", "33701")).toBe("St Petersburg");
    expect(townForText("  Ybor   City ", "33605")).toBe("Ybor City");
    expect(townForText("Dunedín", "34698")).toBe("Dunedin");
    expect(townForText("Tampa http://evil.example/x?y=1", "33602")).toBe("Tampa http evil example x y");
    expect(townForText("12345 !!", "33602")).toBe("33602");
    expect(townForText("A".repeat(200), "33602")).toHaveLength(30);
  });

  it("carries the link, the estimate, and how to stop in the first text and HELP answer", () => {
    expect(all[0]).toContain(link);
    expect(all[0]).toContain("Thu, Nov 26, 8am-12pm");
    expect(all[0]).toContain("Reply STOP to opt out");
    expect(all[2]).toContain("2:40 PM");
    expect(all[7]).toContain(phone);
    expect(all[7]).toContain("STOP");
  });
});

describe("what is texted in Spanish", () => {
  const link = `${business.siteUrl}/appointments/${"a".repeat(43)}`;
  const phone = business.phones.main.display;
  const es = {
    confirmation: textForEs.confirmation({ when: shortVisitIn("es", "2026-11-26", "morning"), appointmentUrl: link }),
    reminder: textForEs.reminder({
      when: shortVisitIn("es", "2026-11-28", "afternoon"),
      appointmentUrl: link,
      day: "tomorrow",
    }),
    reminderToday: textForEs.reminder({
      when: shortVisitIn("es", "2026-11-26", "evening"),
      appointmentUrl: link,
      day: "today",
    }),
    onTheWay: textForEs.onTheWay({ firstName: "Su técnico", arrivalTime: "2:40 p.m.", phone }),
    completed: textForEs.completed({ receiptUrl: `${link}#receipt` }),
    rescheduled: textForEs.rescheduled({ when: shortVisitIn("es", "2026-11-27", "afternoon"), appointmentUrl: link }),
    cancelled: textForEs.cancelled({ phone }),
    reviewRequest: textForEs.reviewRequest({ reviewUrl: "https://g.page/r/abc/review" }),
    payLink: textForEs.payLink({ amount: "$1,234.50", appointmentUrl: link }),
    paymentReceived: textForEs.paymentReceived({ amount: "$1,234.50" }),
    waitlistOffer: textForEs.waitlistOffer({
      when: shortVisitIn("es", "2026-11-28", "morning"),
      until: "2:40 p.m.",
      url: `${business.siteUrl}/waitlist/${"c".repeat(43)}`,
    }),
    help: textForEs.help({ phone }),
    estimate: textForEs.estimate({ estimateUrl: `${link}#estimate` }),
  };

  it("gives every kind a Spanish text other than the English one", () => {
    expect(Object.keys(textForEs).sort()).toEqual(Object.keys(textFor).sort());
    expect(textsIn("es")).toBe(textForEs);
    expect(textsIn("en")).toBe(textFor);
    expect(es.confirmation).not.toBe(
      textFor.confirmation({ when: shortVisit("2026-11-26", "morning"), appointmentUrl: link }),
    );
  });

  it("counts segments as carriers do: GSM-7 160/153, UCS-2 70/67", () => {
    expect(smsSegments("a".repeat(160))).toBe(1);
    expect(smsSegments("a".repeat(161))).toBe(2);
    expect(smsSegments("a".repeat(306))).toBe(2);
    expect(smsSegments("á".repeat(70))).toBe(1);
    expect(smsSegments("á".repeat(71))).toBe(2);
    expect(smsSegments(`${"a".repeat(133)}á`)).toBe(2);
    expect(smsSegments(`${"a".repeat(134)}á`)).toBe(3);
  });

  it("keeps the English budget: GSM-7, one segment without a long link, two with one", () => {
    for (const [kind, text] of Object.entries(es)) {
      expect(isGsm7(text), `${kind}: ${text}`).toBe(true);
      expect(text.startsWith(`${business.name}:`), kind).toBe(true);
      expect(smsSegments(text), `${kind}: ${text}`).toBeLessThanOrEqual(2);
    }
    for (const text of [es.onTheWay, es.cancelled, es.help, es.paymentReceived])
      expect(smsSegments(text), text).toBe(1);
  });

  it("reads dates, times and money as es-US, and links Spanish pages", () => {
    expect(es.confirmation).toContain("el 26 de noviembre, 8 a.m.-12 p.m.");
    expect(es.confirmation).toContain(link);
    expect(es.confirmation).toContain("Responda STOP");
    expect(es.reminder).toContain("su visita de mañana, 28 de noviembre, 12 p.m.-4 p.m.");
    expect(reminderForToday(es.reminder)).toContain("su visita de hoy, 28 de noviembre");
    expect(es.reminderToday).toContain("su visita de hoy, 26 de noviembre, 4 p.m.-8 p.m.");
    expect(es.onTheWay).toContain("alrededor de las 2:40 p.m.");
    expect(es.payLink).toContain("$1,234.50");
    expect(es.cancelled).toContain(`${business.siteUrl}/es/book`);
    expect(shortVisitIn("es", "2026-11-28", null)).toBe("28 de noviembre");
    expect(shortVisitIn("en", "2026-11-26", "morning")).toBe(shortVisit("2026-11-26", "morning"));
  });
});

describe("quiet hours (8 AM-8 PM New York)", () => {
  it("sends at once in the day, waits for 8 AM at night and early morning", () => {
    const noonEst = new Date("2026-11-25T17:00:00Z"); // 12:00 EST
    expect(nextSendingMoment(noonEst)).toEqual(noonEst);
    expect(nextSendingMoment(new Date("2026-11-26T02:00:00Z"))).toEqual(new Date("2026-11-26T13:00:00Z")); // 9 PM -> 8 AM
    expect(nextSendingMoment(new Date("2026-11-26T11:30:00Z"))).toEqual(new Date("2026-11-26T13:00:00Z")); // 6:30 AM
    expect(nextSendingMoment(new Date("2026-11-26T01:00:00Z"))).toEqual(new Date("2026-11-26T13:00:00Z")); // 8:00 PM sharp
    expect(nextSendingMoment(new Date("2026-07-15T23:59:00Z"))).toEqual(new Date("2026-07-15T23:59:00Z")); // 7:59 PM EDT
  });
});
