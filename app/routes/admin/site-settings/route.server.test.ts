import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { bookings, users } from "#app/db/schema";
import { bookAppointment } from "#app/scheduling/appointments.server";
import { defaultWeeklyHours } from "#app/settings/hours";
import { aBookingInput, WINDOW_LABEL } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { loadSiteSettingsPage, readList, siteSettingsAction } from "./route.server";

const teamForm = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};

const ana = { "0.name": "Ana", "0.role": "Owner", "0.bio": "Bio", "0.photoId": "77" };

describe("the team list as its form sends it", () => {
  it("gives a row the photo uploaded for it, and counts an add row with only a photo", () => {
    const { items, values } = readList(
      teamForm({ count: "1", ...ana, "1.name": "", "1.role": "", "1.bio": "", "1.photoId": "" }),
      "team",
      "save",
      new Map([
        [0, 501],
        [1, 502],
      ]),
    );
    expect(items).toEqual([
      { name: "Ana", role: "Owner", bio: "Bio", photoId: "501" },
      { name: "", role: "", bio: "", photoId: "502" },
    ]);
    expect(values).toMatchObject({ count: "2", "0.photoId": "501", "1.photoId": "502" });
  });

  it("leaves an empty add row out, and Remove photo empties only that row's photo", () => {
    const form = teamForm({ count: "1", ...ana, "1.name": " ", "1.photoId": "" });
    expect(readList(form, "team", "save").items).toEqual([{ name: "Ana", role: "Owner", bio: "Bio", photoId: "77" }]);
    expect(readList(form, "team", "photo-remove:0").items).toEqual([
      { name: "Ana", role: "Owner", bio: "Bio", photoId: "" },
    ]);
    // Not a row of the list: nothing changes.
    expect(readList(form, "team", "photo-remove:5").items[0]!.photoId).toBe("77");
    // Lists without photos have no photo to remove.
    const faq = teamForm({ count: "1", "0.question": "Q", "0.answer": "A" });
    expect(readList(faq, "faqs.contact", "photo-remove:0").items).toEqual([{ question: "Q", answer: "A" }]);
  });
});

describe("closing hours that have visits booked", () => {
  const [pglite] = testDatabases("fridge-site-settings-route");
  useTestDatabase(pglite!.setUp);

  // Monday 2026-11-23, 10:00 in New York.
  const NOW = new Date("2026-11-23T15:00:00Z");
  const TODAY = "2026-11-23";
  const hoursForm = (fields: Record<string, string | string[]>) => {
    const form = new URLSearchParams({ field: "weeklyHours", version: "default", intent: "save" });
    for (const [day, d] of Object.entries(defaultWeeklyHours())) {
      if (d.opens === null) form.append(`${day}.closed`, "on");
      form.append(`${day}.opens`, d.opens ?? "");
      form.append(`${day}.closes`, d.closes ?? "");
      if (!(`${day}.bookingWindows` in fields))
        for (const key of d.bookingWindows) form.append(`${day}.bookingWindows`, key);
    }
    for (const [name, value] of Object.entries(fields)) {
      form.delete(name);
      for (const v of ([] as string[]).concat(value)) form.append(name, v);
    }
    return new Request("http://127.0.0.1/admin/settings/hours", { method: "POST", body: form });
  };

  it("a Closed day with its windows still ticked is saved closed, and the page then lists the visits it left", async () => {
    const [owner] = await withDb((db) =>
      db.insert(users).values({ email: "owner@example.com", role: "owner" }).returning(),
    );
    const none = () => [];
    const saturday = await bookAppointment(
      aBookingInput({ name: "Sat Visitor", preferredDate: "2026-11-28", preferredTime: WINDOW_LABEL.morning }),
      none,
      NOW,
    );
    const evening = await bookAppointment(
      aBookingInput({ name: "Eve Visitor", preferredDate: "2026-11-30", preferredTime: WINDOW_LABEL.evening }),
      none,
      NOW,
    );
    await bookAppointment(aBookingInput({ name: "Kept Visitor", preferredDate: "2026-11-30" }), none, NOW);
    const session = { ...owner!, name: "", role: "owner" as const, sessionId: "s" };

    const url = new URL("http://127.0.0.1/admin/settings/hours");
    expect((await loadSiteSettingsPage("hours", url, TODAY)).outsideHours).toEqual([]);

    // Saturday ticked Closed with its windows still ticked; Monday's evening unticked.
    const answer = await siteSettingsAction(
      session,
      "hours",
      hoursForm({ "Saturday.closed": "on", "Monday.bookingWindows": ["morning", "afternoon"] }),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);

    const page = await loadSiteSettingsPage("hours", url, TODAY);
    expect(page.values.weeklyHours.Saturday.opens).toBeNull();
    expect(page.outsideHours).toEqual([
      { id: saturday.id, name: "Sat Visitor", visitDate: "2026-11-28", visitWindow: "morning" },
      { id: evening.id, name: "Eve Visitor", visitDate: "2026-11-30", visitWindow: "evening" },
    ]);
    // A cancelled visit is not one to call about.
    await withDb((db) => db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, evening.id)));
    expect((await loadSiteSettingsPage("hours", url, TODAY)).outsideHours.map((v) => v.id)).toEqual([saturday.id]);
  });
});
