// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { windowLabel } from "#app/lib/booking-windows";
import { defaultWeeklyHours } from "#app/settings/hours";
import { VisitsOutsideHours, WeeklyHoursForm } from "./site-settings";

afterEach(cleanup);

const renderAt = (element: React.ReactNode) => {
  const Stub = createRoutesStub([{ path: "/admin/settings/hours", Component: () => element }]);
  render(<Stub initialEntries={["/admin/settings/hours"]} />);
};

describe("the weekly hours form", () => {
  it("shows a closed day's last hours and windows, so unticking Closed reopens it without retyping", async () => {
    const hours = defaultWeeklyHours();
    const saturday = hours.Saturday;
    hours.Saturday = {
      opens: null,
      closes: null,
      bookingWindows: [],
      reopen: { opens: saturday.opens!, closes: saturday.closes!, bookingWindows: saturday.bookingWindows },
    };
    renderAt(<WeeklyHoursForm state={{ version: "v1", isDefault: false, saved: false, reset: false }} hours={hours} />);
    const day = within((await screen.findByText("Saturday")).closest("fieldset")!);
    expect(day.getByLabelText("Closed (no hours shown, no online bookings)")).toBeChecked();
    expect(day.getByLabelText("Opens")).toHaveValue(saturday.opens);
    expect(day.getByLabelText("Closes")).toHaveValue(saturday.closes);
    expect(day.getAllByRole("checkbox", { checked: true }).length).toBe(1 + saturday.bookingWindows.length);
    expect(day.getByText("Closed. Untick Closed and save to reopen with the hours and windows below.")).toBeTruthy();
    // A day closed with nothing to reopen with (Sunday) shows empty hours and no such line.
    const sunday = within(screen.getByText("Sunday").closest("fieldset")!);
    expect(sunday.getByLabelText("Opens")).toHaveValue("");
    expect(sunday.queryByText(/Untick Closed and save/)).toBeNull();
  });
});

describe("visits booked on closed hours", () => {
  it("says how many and links to each and to the schedule", async () => {
    renderAt(
      <VisitsOutsideHours
        visits={[
          { id: 7, name: "Ana Ruiz", visitDate: "2026-11-28", visitWindow: "morning" },
          { id: 9, name: "Bo Li", visitDate: "2026-11-30", visitWindow: "evening" },
        ]}
      />,
    );
    const section = await screen.findByRole("region", {
      name: "2 visits already booked fall on a day or window you closed",
    });
    const links = within(section).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["schedule", "/admin/schedule"],
      [`Saturday, November 28, 2026, ${windowLabel("morning")}: Ana Ruiz`, "/admin/requests/booking/7"],
      [`Monday, November 30, 2026, ${windowLabel("evening")}: Bo Li`, "/admin/requests/booking/9"],
    ]);
  });
});
