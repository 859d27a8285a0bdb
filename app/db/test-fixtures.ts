/**
 * Test helper: complete stored rows with plain defaults, so a test names only the fields it is
 * about (and new columns do not mean editing every test).
 */
import { business, type BookingWindowKey } from "#app/content/business";
import { EMPTY_LEAD_SOURCE as noSource } from "#app/requests/lead-source";
import type { BookingInput } from "#app/scheduling/appointments.server";
import type { Booking, ContactMessage } from "./schema";

/**
 * Each booking window's label as the wizard shows it ("Morning (8am-12pm)" with the placeholder
 * hours), read from app/content/business.ts: a business that renames its windows keeps the tests green.
 */
export const WINDOW_LABEL = Object.fromEntries(business.bookingWindows.map((w) => [w.key, w.label])) as Record<BookingWindowKey, string>;

/** A window's start or end as an iCalendar local time, from business.ts ("08:00" -> "080000"). */
export const icsTimeOf = (key: BookingWindowKey, edge: "start" | "end") =>
  `${business.bookingWindows.find((w) => w.key === key)![edge].replace(":", "")}00`;

export function aMessage(fields: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 1,
    createdAt: new Date("2026-07-04T16:05:00Z"),
    name: "Ana Díaz",
    email: "ana@example.com",
    phone: "(813) 555-0100",
    service: "General Inquiry",
    message: "Hello",
    status: "new",
    ...noSource,
    ...fields,
  };
}

export function aBooking(fields: Partial<Booking> = {}): Booking {
  return {
    id: 2,
    createdAt: new Date("2026-07-04T16:05:00Z"),
    name: "Ana Díaz",
    email: "ana@example.com",
    phone: "(813) 555-0100",
    address: "1 Main St",
    city: "Tampa",
    zipCode: "33602",
    brand: "LG",
    model: "",
    issue: "Not Running",
    issueDescription: "Dead",
    preferredDate: "2026-07-06",
    preferredTime: WINDOW_LABEL.morning,
    additionalInfo: "",
    status: "new",
    visitDate: "2026-07-06",
    visitWindow: "morning",
    cancelledAt: null,
    reminderQueuedAt: null,
    serialNumber: "",
    foodAtRisk: "",
    urgent: false,
    ...noSource,
    ...fields,
  };
}

let visitors = 0;

/** What a visitor sends to book: a weekday morning in Tampa, by "Visitor <n>" unless named. */
export function aBookingInput(fields: Partial<BookingInput> = {}): BookingInput {
  return {
    name: `Visitor ${++visitors}`,
    email: "visitor@example.com",
    phone: "(813) 555-0100",
    address: "1 Main St",
    city: "Tampa",
    zipCode: "33602",
    brand: "LG",
    issue: "Not Cooling",
    issueDescription: "Warm",
    preferredDate: "2026-11-24",
    preferredTime: WINDOW_LABEL.morning,
    ...fields,
  };
}
