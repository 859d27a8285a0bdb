import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** The owner's workflow for every request (DECISIONS: new, contacted, scheduled, done). */
export const requestStatuses = ["new", "contacted", "scheduled", "done"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

// The database refuses any other status too, whichever code path writes it.
const statusIn = sql.raw(`(${requestStatuses.map((s) => `'${s}'`).join(", ")})`);

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  service: text("service").notNull(),
  message: text("message").notNull(),
  status: text("status", { enum: requestStatuses }).notNull().default("new"),
}, (t) => [
  check("contact_messages_status_check", sql`${t.status} in ${statusIn}`),
  index("contact_messages_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
]);

export const bookings = pgTable("bookings", {
  id: serial("id").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  zipCode: text("zip_code").notNull(),
  brand: text("brand").notNull(),
  model: text("model").notNull().default(""),
  issue: text("issue").notNull(),
  issueDescription: text("issue_description").notNull(),
  preferredDate: date("preferred_date", { mode: "string" }).notNull(),
  preferredTime: text("preferred_time").notNull(),
  additionalInfo: text("additional_info").notNull().default(""),
  status: text("status", { enum: requestStatuses }).notNull().default("new"),
}, (t) => [
  check("bookings_status_check", sql`${t.status} in ${statusIn}`),
  index("bookings_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
]);

/**
 * Outgoing mail (an outbox): rows are written in the same transaction as the request they
 * announce, and a worker sends and retries them, so an SMTP outage loses nothing.
 */
export const mailQueue = pgTable("mail_queue", {
  id: serial("id").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  /** An iCalendar file to attach (booking confirmations), or null. */
  icsAttachment: text("ics_attachment"),
  replyTo: text("reply_to"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().default(sql`now()`),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  /** Set when the SMTP server refused the message for good (e.g. no such mailbox): no more retries. */
  failedAt: timestamp("failed_at", { withTimezone: true }),
  lastError: text("last_error"),
}, (t) => [
  // The worker's poll reads only the rows still waiting to go out.
  index("mail_queue_due_idx").on(t.nextAttemptAt, t.id).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
]);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type QueuedMail = typeof mailQueue.$inferSelect;
export type NewMail = typeof mailQueue.$inferInsert;

/**
 * Rate-limit counters (rate-limiter-flexible's Drizzle store): one row per limited key, updated
 * by a single atomic upsert, so every server process sharing the database counts together.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});
