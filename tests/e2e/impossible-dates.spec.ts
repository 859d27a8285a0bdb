/**
 * Dates that match YYYY-MM-DD but are no calendar date (issue 25: the appointment page answered
 * them 503 after the database refused them). Every place a date comes in, by form or by query,
 * answers with the field's message (400) or, for the workspace's list filters, ignores the filter
 * as it does any other unknown value; never 5xx. Over HTTP, as a browser without JavaScript (or
 * the wizard's fetch) sends them, on the shared test server.
 */
import { expect, test } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { bookAppointment, bookingForm, postBooking, postForm, signIn } from "./support/requests";

const IMPOSSIBLE = ["2027-02-30", "2027-04-31", "2026-13-01", "2026-03-00"];
const NOT_A_DATE = "Choose a real calendar date.";

test.describe("impossible dates answer the field's message, never 5xx", () => {
  test("the booking: POST /book, Book Appointment and the server-stepped wizard's step 3", async ({ baseURL }) => {
    for (const date of IMPOSSIBLE) {
      const booked = await postBooking(baseURL!, { preferredDate: date });
      expect(booked.status, date).toBe(400);
      expect(booked.html, date).toContain(NOT_A_DATE);
      expect(booked.appointment, date).toBeUndefined();
      // Next Step to step 3 without JavaScript: the step is shown (200), its windows unknown.
      const step = await postForm(baseURL!, "/book", { ...bookingForm({ preferredDate: date }), intent: "step-3" });
      expect(step.status, `${date}, step 3`).toBe(200);
    }
  });

  test("the appointment page: moving to, and checking, an impossible date", async ({ baseURL }) => {
    const appointment = await bookAppointment(baseURL!);
    for (const date of IMPOSSIBLE) {
      for (const intent of ["reschedule", "check"]) {
        const response = await postForm(baseURL!, appointment, { intent, date, window: "morning" });
        expect(response.status, `${intent} ${date}`).toBe(400);
        expect(await response.text(), `${intent} ${date}`).toContain(NOT_A_DATE);
      }
    }
    // Nothing moved: the visit is where it was booked.
    expect((await fetch(baseURL! + appointment)).status).toBe(200);
  });

  test("GET /availability?date=", async ({ baseURL }) => {
    for (const date of IMPOSSIBLE) {
      const response = await fetch(`${baseURL}/availability?date=${date}`);
      expect(response.status, date).toBe(400);
      expect(await response.json(), date).toEqual({ error: NOT_A_DATE });
    }
  });

  test("the owner's schedule: closing and reopening a date, and its notices", async ({ baseURL }) => {
    const cookie = await signIn(baseURL!, E2E_ADMIN_PASSWORD);
    for (const date of IMPOSSIBLE) {
      const closed = await postForm(
        baseURL!,
        "/admin/schedule",
        { intent: "close", date, note: "" },
        { Cookie: cookie },
      );
      expect(closed.status, `close ${date}`).toBe(400);
      expect(await closed.text(), `close ${date}`).toContain(NOT_A_DATE);
      const reopened = await postForm(baseURL!, "/admin/schedule", { intent: "reopen", date }, { Cookie: cookie });
      expect(reopened.status, `reopen ${date}`).toBe(400);
      for (const query of [`closed=${date}`, `reopened=${date}`]) {
        const page = await fetch(`${baseURL}/admin/schedule?${query}`, { headers: { Cookie: cookie } });
        expect(page.status, query).toBe(200);
        expect(await page.text(), query).not.toMatch(/is closed: no window|is open for bookings again/);
      }
    }
  });

  test("the workspace's date filters (?from= and ?to=): the list, the exports and the sources", async ({ baseURL }) => {
    const cookie = await signIn(baseURL!, E2E_ADMIN_PASSWORD);
    for (const date of IMPOSSIBLE) {
      for (const path of [
        "/admin",
        "/admin/sources",
        "/admin/requests.csv",
        "/admin/bookings.csv",
        "/admin/messages.csv",
      ]) {
        for (const name of ["from", "to"]) {
          const response = await fetch(`${baseURL}${path}?${name}=${date}`, { headers: { Cookie: cookie } });
          expect(response.status, `${path}?${name}=${date}`).toBe(200);
        }
      }
    }
  });
});
