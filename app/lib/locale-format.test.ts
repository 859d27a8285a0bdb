import { describe, expect, it } from "vitest";
import { formatCalendarDateIn, formatClockIn, formatMoneyIn, formatVisitDay, intlLocale } from "./locale-format";

describe("es-US dates, times and money", () => {
  it("names a visit's day as DECISIONS writes it", () => {
    expect(formatVisitDay("es", "2026-11-26")).toBe("jueves, 26 de noviembre");
    expect(formatVisitDay("en", "2026-11-26")).toBe("Thursday, November 26");
  });

  it("gives a calendar date with its year, in either language", () => {
    expect(formatCalendarDateIn("es", "2026-11-24")).toBe("martes, 24 de noviembre de 2026");
    expect(formatCalendarDateIn("en", "2026-11-24")).toBe("Tuesday, November 24, 2026");
    expect(formatCalendarDateIn("es", "not a date")).toBe("not a date");
  });

  it("keeps the 12-hour clock, with a.m. and p.m. in Spanish", () => {
    expect(formatClockIn("es", "08:00")).toBe("8:00 a.m.");
    expect(formatClockIn("es", "12:30")).toBe("12:30 p.m.");
    expect(formatClockIn("es", "00:05")).toBe("12:05 a.m.");
    expect(formatClockIn("en", "20:00")).toBe("8:00 PM");
  });

  it("writes dollars the US way in both languages, as es-US's Intl does", () => {
    expect(formatMoneyIn("es", 123450)).toBe("$1,234.50");
    expect(formatMoneyIn("en", 123450)).toBe("$1,234.50");
    const intl = new Intl.NumberFormat(intlLocale.es, { style: "currency", currency: "USD" }).format(1234.5);
    expect(intl).toBe("$1,234.50");
  });
});
