import { sql } from "drizzle-orm";
import { date, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** The owner's workflow for every request (DECISIONS: new, contacted, scheduled, done). */
export const requestStatuses = ["new", "contacted", "scheduled", "done"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  service: text("service").notNull(),
  message: text("message").notNull(),
  status: text("status", { enum: requestStatuses }).notNull().default("new"),
});

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
});

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
  lastError: text("last_error"),
});

export type ContactMessage = typeof contactMessages.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type QueuedMail = typeof mailQueue.$inferSelect;
