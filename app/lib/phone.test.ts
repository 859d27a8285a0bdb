import { describe, expect, it } from "vitest";
import { phoneHref } from "./phone";

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
