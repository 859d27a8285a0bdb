import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDb } from "#app/db/client.server";
import { activity, bookings, customers, mailQueue, users } from "#app/db/schema";
import { setCustomerLanguage } from "#app/customers/customers.server";
import { WINDOW_LABEL } from "#tests/fixtures/records";
import { testDatabases } from "#tests/support/postgres";
import { useTestDatabase } from "#tests/support/database";
import { addDays, todayInBusinessZone, weekdayOf } from "#app/lib/dates";
import { handleBookingPost } from "./route.server";

/**
 * Issue 34: a booking stores the language of the page it was posted to (/es/book: "es"), its
 * customer takes it, and the visitor's confirmation goes out in it. The same logic on either
 * driver (the migration test covers both), so PGlite alone.
 */

function aWeekdayAhead(): string {
  let date = addDays(todayInBusinessZone(), 3);
  while ([0, 6].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

async function post(path: string, name: string, client: string) {
  const form = new URLSearchParams({
    intent: "book",
    name,
    email: "lang@example.com",
    phone: "(813) 555-0177",
    address: "1 Main St",
    city: "Tampa",
    zipCode: "33602",
    brand: "LG",
    model: "",
    serialNumber: "",
    issue: "Not Cooling",
    issueDescription: "Warm since Monday.",
    preferredDate: aWeekdayAhead(),
    preferredTime: WINDOW_LABEL.morning,
    additionalInfo: "",
  });
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: form,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  const result = (await handleBookingPost(request, { clientAddress: client })) as unknown as {
    init: { status?: number } | null;
  };
  const [row] = await withDb((db) => db.select().from(bookings).where(eq(bookings.name, name)));
  const [customer] = row?.customerId
    ? await withDb((db) => db.select().from(customers).where(eq(customers.id, row.customerId!)))
    : [];
  return { status: result.init?.status ?? 200, row, customer };
}

describe.each(testDatabases("fridge-booking-lang").filter((d) => d.name === "PGlite"))(
  "the booking's language on $name",
  ({ setUp }) => {
    useTestDatabase(setUp, { SMTP_URL: "smtp://127.0.0.1:2525" });

    it("stores Spanish from /es/book, on the booking and its customer, and confirms in Spanish", async () => {
      const { status, row, customer } = await post("/es/book", "Lucía Spanish", "203.0.113.71");
      expect(status).toBe(200);
      expect(row?.lang).toBe("es");
      expect(customer?.lang).toBe("es");
      const mails = await withDb((db) =>
        db.select().from(mailQueue).where(eq(mailQueue.recipient, "lang@example.com")),
      );
      expect(mails.map((m) => m.subject)).toContain("Su visita de reparación de refrigerador está reservada");
    });

    it("stores English from /book, and the customer follows their latest booking's language", async () => {
      const { status, row, customer } = await post("/book", "Lucía English", "203.0.113.72");
      expect(status).toBe(200);
      expect(row?.lang).toBe("en");
      expect(customer?.lang).toBe("en");
      const mails = await withDb((db) =>
        db.select().from(mailQueue).where(eq(mailQueue.recipient, "lang@example.com")),
      );
      expect(mails.map((m) => m.subject)).toContain("Your refrigerator repair visit is booked");
    });

    it("lets the office change a customer's language: the customer and their requests, logged", async () => {
      const [user] = await withDb((db) =>
        db.insert(users).values({ email: "office@example.com", role: "staff" }).returning(),
      );
      const [row] = await withDb((db) => db.select().from(bookings).where(eq(bookings.name, "Lucía English")));
      expect(await setCustomerLanguage(row!.customerId!, "es", { id: user!.id, email: user!.email })).toBe(true);
      const [customer] = await withDb((db) => db.select().from(customers).where(eq(customers.id, row!.customerId!)));
      expect(customer?.lang).toBe("es");
      const theirs = await withDb((db) => db.select().from(bookings).where(eq(bookings.customerId, row!.customerId!)));
      expect(theirs.map((b) => b.lang)).toEqual(theirs.map(() => "es"));
      const logged = await withDb((db) =>
        db.select().from(activity).where(eq(activity.action, "customer-language-changed")),
      );
      expect(logged.map((a) => a.detail)).toEqual([`Customer #${row!.customerId}: English -> Spanish`]);
      expect(await setCustomerLanguage(999_999, "es", { id: user!.id, email: user!.email })).toBe(false);
    });
  },
);
