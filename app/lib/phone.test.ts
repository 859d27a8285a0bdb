import { describe, expect, it } from "vitest";
import { phoneHref } from "./phone";
import { displayPhone } from "./phone-display";

describe("phoneHref", () => {
  it("dials a customer's US number in E.164 however it was typed", () => {
    expect(phoneHref("(813) 555-0100")).toBe("tel:+18135550100");
    expect(phoneHref("813.555.0100")).toBe("tel:+18135550100");
    expect(phoneHref("1 813 555 0100")).toBe("tel:+18135550100");
    expect(phoneHref("+1 (813) 555-0100")).toBe("tel:+18135550100");
  });

  it("keeps another country's code, and dials anything else as typed", () => {
    expect(phoneHref("+44 20 7946 0000")).toBe("tel:+442079460000");
    expect(phoneHref("011 44 20 7946 0000")).toBe("tel:011442079460000");
  });
});

describe("displayPhone", () => {
  it("shows every spelling of a US number one way", () => {
    for (const typed of [
      "813-555-0173",
      "+18135550173",
      "(813) 555-0173",
      "813.555.0173",
      "1 813 555 0173",
      " 8135550173 ",
    ]) {
      expect(displayPhone(typed), typed).toBe("(813) 555-0173");
    }
  });

  it("leaves another country's number, and anything not a number, as typed", () => {
    expect(displayPhone("+44 20 7946 0000")).toBe("+44 20 7946 0000");
    expect(displayPhone("555-0100")).toBe("555-0100");
    expect(displayPhone("")).toBe("");
  });
});
