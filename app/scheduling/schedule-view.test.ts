import { describe, expect, it } from "vitest";
import { CLOSED_DATE_FLAG, scheduleDayView, type ScheduleBooking, type ScheduleDayInput } from "./schedule-view";
import type { WindowAvailability } from "./windows";

const booking = (fields: Partial<ScheduleBooking> = {}): ScheduleBooking => ({
  id: 1,
  name: "Ana Díaz",
  city: "Tampa",
  issue: "Not Cooling",
  phone: "(813) 555-0100",
  urgent: false,
  ...fields,
});

const window = (
  w: Partial<WindowAvailability> & Pick<WindowAvailability, "key">,
  bookings: ScheduleBooking[] = [],
) => ({
  label: { morning: "Morning (8am-12pm)", afternoon: "Afternoon (12pm-4pm)", evening: "Evening (4pm-8pm)" }[w.key],
  status: "open" as const,
  booked: bookings.length,
  capacity: 2,
  ...w,
  bookings,
});

const TODAY = "2026-11-23"; // a Monday

describe("scheduleDayView", () => {
  it("shows each window's 'n of N' and status, and each booking with its page and a tel: link", () => {
    const day: ScheduleDayInput = {
      date: TODAY,
      windows: [
        window({ key: "morning", status: "past" }),
        window({ key: "afternoon", status: "full", capacity: 1 }, [booking({ id: 7 })]),
        window({ key: "evening" }, [booking({ id: 8, name: "Bo", phone: "813.555.0199" })]),
      ],
    };
    const view = scheduleDayView(day, TODAY);
    expect(view).toMatchObject({
      title: "Monday, November 23, 2026",
      relative: "Today",
      closed: false,
      phoneOnly: false,
      bookingCount: 2,
    });
    expect(view.windows.map((w) => [w.key, w.countText, w.statusText])).toEqual([
      ["morning", "0 of 2 booked", "Past"],
      ["afternoon", "1 of 1 booked", "Fully booked"],
      ["evening", "1 of 2 booked", "Open"],
    ]);
    expect(view.windows[2]!.bookings).toEqual([
      {
        id: 8,
        name: "Bo",
        city: "Tampa",
        issue: "Not Cooling",
        phone: "813.555.0199",
        urgent: false,
        medicine: false,
        technicianId: null,
        href: "/admin/requests/booking/8",
        tel: "tel:+18135550199",
        flagged: false,
      },
    ]);
    expect(scheduleDayView({ ...day, date: "2026-11-24" }, TODAY).relative).toBe("Tomorrow");
    expect(scheduleDayView({ ...day, date: "2026-11-25" }, TODAY).relative).toBeUndefined();
  });

  it("puts urgent bookings first in their window", () => {
    const view = scheduleDayView(
      {
        date: TODAY,
        windows: [
          window({ key: "morning" }, [booking({ id: 3 }), booking({ id: 4, urgent: true }), booking({ id: 5 })]),
        ],
      },
      TODAY,
    );
    expect(view.windows[0]!.bookings.map((b) => b.id)).toEqual([4, 3, 5]);
  });

  it("puts medicine before urgent bookings, marked Medicine", () => {
    const view = scheduleDayView(
      {
        date: TODAY,
        windows: [
          window({ key: "morning" }, [
            booking({ id: 3, urgent: true }),
            booking({ id: 4 }),
            booking({ id: 5, medicineAtRisk: "yes" }),
          ]),
        ],
      },
      TODAY,
    );
    expect(view.windows[0]!.bookings.map((b) => [b.id, b.medicine])).toEqual([
      [5, true],
      [3, false],
      [4, false],
    ]);
  });

  it("flags every booking of a closed date, keeps them, and counts them without places", () => {
    const view = scheduleDayView(
      {
        date: TODAY,
        closed: { note: "Staff training" },
        windows: [
          window({ key: "morning", status: "closed", capacity: 0 }, [booking({ id: 9 })]),
          window({ key: "afternoon", status: "closed", capacity: 0 }),
          window({ key: "evening", status: "closed", capacity: 0 }),
        ],
      },
      TODAY,
    );
    expect(view).toMatchObject({ closed: true, closedNote: "Staff training", bookingCount: 1 });
    expect(view.windows.map((w) => [w.countText, w.statusText])).toEqual([
      ["1 booked", "Closed"],
      ["0 booked", "Closed"],
      ["0 booked", "Closed"],
    ]);
    expect(view.windows[0]!.bookings[0]!.flagged).toBe(true);
    expect(CLOSED_DATE_FLAG).toBe("Closed date: call this customer to move the visit");
  });

  it("shows only the windows the weekday offers: Saturday has no evening, Sunday none", () => {
    const all = [
      window({ key: "morning" }),
      window({ key: "afternoon" }),
      window({ key: "evening", status: "closed", capacity: 0 }),
    ];
    expect(scheduleDayView({ date: "2026-11-28", windows: all }, TODAY).windows.map((w) => w.key)).toEqual([
      "morning",
      "afternoon",
    ]);
    const sunday = scheduleDayView(
      { date: "2026-11-29", windows: all.map((w) => ({ ...w, status: "closed" as const })) },
      TODAY,
    );
    expect(sunday).toMatchObject({ phoneOnly: true, windows: [] });
  });

  it("still shows a window the weekday no longer offers when it holds a booking", () => {
    const view = scheduleDayView(
      {
        date: "2026-11-29",
        windows: [window({ key: "morning", status: "closed", capacity: 0 }, [booking({ id: 12 })])],
      },
      TODAY,
    );
    expect(view.phoneOnly).toBe(false);
    expect(view.windows[0]!.bookings.map((b) => b.id)).toEqual([12]);
  });
});
