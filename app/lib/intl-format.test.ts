import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "./intl-format";

describe("dateTimeFormat", () => {
  it("returns the same formatter for the same locale and options, and formats as Intl does", () => {
    const options = { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" } as const;
    const first = dateTimeFormat("en-US", options);
    expect(dateTimeFormat("en-US", { ...options })).toBe(first);
    expect(first.format(new Date(Date.UTC(2026, 10, 26)))).toBe("Thursday, November 26");
  });

  it("keeps formatters apart by locale and by options", () => {
    const options = { timeZone: "UTC", month: "long", day: "numeric" } as const;
    const day = new Date(Date.UTC(2026, 10, 26));
    expect(dateTimeFormat("es-US", options).format(day)).toBe("26 de noviembre");
    expect(dateTimeFormat("en-US", options).format(day)).toBe("November 26");
    expect(dateTimeFormat("en-US", { ...options, timeZone: "America/New_York" }).format(day)).toBe("November 25");
  });
});
