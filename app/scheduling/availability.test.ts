import { describe, expect, it } from "vitest";
import { es } from "#app/content/i18n/es";
import { availabilityView } from "./availability";
import type { WindowAvailability, WindowStatus } from "./windows";

const windows = (morning: WindowStatus, afternoon: WindowStatus, evening: WindowStatus): WindowAvailability[] => [
  { key: "morning", label: "Morning (8am-12pm)", status: morning, booked: 0, capacity: morning === "closed" ? 0 : 3 },
  {
    key: "afternoon",
    label: "Afternoon (12pm-4pm)",
    status: afternoon,
    booked: 0,
    capacity: afternoon === "closed" ? 0 : 3,
  },
  { key: "evening", label: "Evening (4pm-8pm)", status: evening, booked: 0, capacity: evening === "closed" ? 0 : 3 },
];

describe("availabilityView", () => {
  it("a Sunday is phone only (the emergency line), with the next date with room", () => {
    const view = availabilityView("2026-11-29", windows("closed", "closed", "closed"), "2026-11-30");
    expect(view.phoneOnly).toBe(true);
    expect(view.full).toEqual({
      message:
        "Sundays are by phone: call the emergency line. The next date with room online is Monday, November 30, 2026.",
      nextDate: "2026-11-30",
    });
    expect(view.windows.map((w) => [w.text, w.open])).toEqual([
      ["Morning (8am-12pm) - Closed", false],
      ["Afternoon (12pm-4pm) - Closed", false],
      ["Evening (4pm-8pm) - Closed", false],
    ]);
  });

  it("a weekday the owner closed says it is closed and names the next date with room, not 'Sundays'", () => {
    // Thursday, Thanksgiving.
    const view = availabilityView("2026-11-26", windows("closed", "closed", "closed"), "2026-11-27");
    expect(view.phoneOnly).toBe(false);
    expect(view.full).toEqual({
      message: "We're closed on Thursday, November 26, 2026. The next date with room is Friday, November 27, 2026.",
      nextDate: "2026-11-27",
    });
    expect(availabilityView("2026-11-26", windows("closed", "closed", "closed")).full?.message).toBe(
      "We're closed on Thursday, November 26, 2026, and nothing is left in the 30 days after it. Please call us to find a time.",
    );
  });

  it("a full day, or one whose windows have ended, says nothing is left", () => {
    const full = availabilityView("2026-11-24", windows("full", "full", "full"), "2026-11-25");
    expect(full.phoneOnly).toBe(false);
    expect(full.full?.message).toBe(
      "Nothing is left on Tuesday, November 24, 2026. The next date with room is Wednesday, November 25, 2026.",
    );
    expect(full.windows.map((w) => w.text)).toEqual([
      "Morning (8am-12pm) - Fully booked",
      "Afternoon (12pm-4pm) - Fully booked",
      "Evening (4pm-8pm) - Fully booked",
    ]);
    // A Saturday late in the day: its evening is closed (none on Saturdays), the rest has ended.
    const saturday = availabilityView("2026-11-28", windows("past", "past", "closed"), "2026-11-30");
    expect(saturday.phoneOnly).toBe(false);
    expect(saturday.full?.message).toBe(
      "Nothing is left on Saturday, November 28, 2026. The next date with room is Monday, November 30, 2026.",
    );
  });

  it("a day with room has no message", () => {
    const view = availabilityView("2026-11-24", windows("full", "open", "past"));
    expect(view.full).toBeUndefined();
    expect(view.phoneOnly).toBe(false);
    expect(view.windows.map((w) => w.open)).toEqual([false, true, false]);
  });

  it("speaks Spanish on /es/book: window names, Completo/Cerrado, dates in es-US, the phone-only Sunday", () => {
    const name = (label: string) => es.bookingForm.times[label as keyof typeof es.bookingForm.times];
    const sunday = availabilityView(
      "2026-11-29",
      windows("closed", "closed", "closed"),
      "2026-11-30",
      undefined,
      true,
      "es",
    );
    expect(sunday.full?.message).toBe(
      "Los domingos, las citas se reservan por teléfono: llame a la línea de emergencia. La próxima fecha con lugar en línea es el lunes, 30 de noviembre de 2026.",
    );
    expect(sunday.byPhone).toEqual({
      lead: "Los domingos, las citas se reservan por teléfono: línea de emergencia",
      after: ". La próxima fecha con lugar en línea es el lunes, 30 de noviembre de 2026.",
    });
    const full = availabilityView("2026-11-24", windows("full", "full", "past"), "2026-11-25", undefined, false, "es");
    expect(full.full?.message).toBe(
      "No queda ningún lugar el martes, 24 de noviembre de 2026. La próxima fecha con lugar es el miércoles, 25 de noviembre de 2026.",
    );
    expect(full.windows.map((w) => [w.label, w.text])).toEqual([
      ["Morning (8am-12pm)", `${name("Morning (8am-12pm)")} - Completo`],
      ["Afternoon (12pm-4pm)", `${name("Afternoon (12pm-4pm)")} - Completo`],
      ["Evening (4pm-8pm)", `${name("Evening (4pm-8pm)")} - Cerrado`],
    ]);
    expect(
      availabilityView("2026-11-24", windows("full", "full", "full"), undefined, undefined, false, "es").full?.message,
    ).toBe(
      "No queda ningún lugar el martes, 24 de noviembre de 2026 ni en los 30 días siguientes. Llámenos para buscar un horario.",
    );
    const closed = availabilityView(
      "2026-11-26",
      windows("closed", "closed", "closed"),
      "2026-11-27",
      undefined,
      false,
      "es",
    );
    expect(closed.full?.message).toBe(
      "Estamos cerrados el jueves, 26 de noviembre de 2026. La próxima fecha con lugar es el viernes, 27 de noviembre de 2026.",
    );
    expect(
      availabilityView("2026-11-26", windows("closed", "closed", "closed"), undefined, undefined, false, "es").full
        ?.message,
    ).toBe(
      "Estamos cerrados el jueves, 26 de noviembre de 2026 y no queda ningún lugar en los 30 días siguientes. Llámenos para buscar un horario.",
    );
    const earliest = { date: "2026-11-25", key: "morning" as const, label: "Morning (8am-12pm)" };
    expect(
      availabilityView("2026-11-24", windows("full", "open", "past"), undefined, earliest, false, "es").earliest?.text,
    ).toBe(`miércoles, 25 de noviembre de 2026, ${name("Morning (8am-12pm)")}`);
    // English keeps its words, and the pages' phone-only line around the link.
    const english = availabilityView(
      "2026-11-29",
      windows("closed", "closed", "closed"),
      "2026-11-30",
      undefined,
      true,
    );
    expect(english.byPhone).toEqual({
      lead: "Sundays are by phone: emergency line",
      after: ". The next date with room online is Monday, November 30, 2026.",
    });
    expect(availabilityView("2026-11-24", windows("full", "open", "past")).byPhone).toBeUndefined();
  });
});
