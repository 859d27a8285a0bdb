import { withDb } from "#app/db/client.server";
import { bookings, contactMessages, type NewBooking, type NewContactMessage } from "#app/db/schema";
import { addDays } from "#app/lib/dates";

/**
 * Test and benchmark helper: `count` plausible requests (two in three bookings), inserted in
 * batches, received over the `days` before `until`. Deterministic for a given `count`.
 */
export async function seedRequests(count: number, { until = new Date(), days = 700 } = {}): Promise<void> {
  const names = [
    "Ana Díaz",
    "Bob Carter",
    "Chen Li",
    "Dana Ortiz",
    "Eli Brooks",
    "Fay Nguyen",
    "Gus Patel",
    "Hana Kim",
  ];
  const cities = [
    ["Tampa", "33602"],
    ["Clearwater", "33755"],
    ["Brandon", "33511"],
    ["Largo", "33770"],
    ["Spring Hill", "34608"],
  ] as const;
  const issues = ["Not Cooling", "Water Leaking", "Ice Maker Problem", "Strange Noises", "Freezer Issues"];
  const statuses = ["new", "contacted", "scheduled", "done", "cancelled"] as const;
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const messages: NewContactMessage[] = [];
    const booked: NewBooking[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const createdAt = new Date(until.getTime() - ((i * 7919) % (days * 24 * 60)) * 60_000);
      const name = `${names[i % names.length]} ${i}`;
      const [city, zip] = cities[i % cities.length]!;
      const phone = `(813) 555-${String(1000 + (i % 9000)).padStart(4, "0")}`;
      const email = `customer${i}@example.com`;
      const status = statuses[i % statuses.length]!;
      if (i % 3 === 2) {
        messages.push({
          createdAt,
          name,
          email,
          phone,
          service: "General Inquiry",
          message: `Question number ${i} about a ${issues[i % issues.length]}`,
          status,
        });
      } else {
        const date = addDays(createdAt.toISOString().slice(0, 10), 2);
        booked.push({
          createdAt,
          name,
          email,
          phone,
          address: `${100 + i} Bay St`,
          city,
          zipCode: zip,
          brand: "LG",
          model: `M-${i}`,
          issue: issues[i % issues.length]!,
          issueDescription: `Seeded request ${i}`,
          preferredDate: date,
          preferredTime: "Morning (8am-12pm)",
          visitDate: date,
          visitWindow: "morning",
          status,
          urgent: i % 50 === 0,
          foodAtRisk: i % 50 === 0 ? "yes" : "",
        });
      }
    }
    await withDb(async (db) => {
      if (messages.length) await db.insert(contactMessages).values(messages);
      if (booked.length) await db.insert(bookings).values(booked);
    }, 60_000);
  }
}
