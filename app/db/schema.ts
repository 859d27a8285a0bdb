import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  bigint,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The languages a customer is written to in (app/content/i18n/lang.ts's `languages`, repeated here
 * so drizzle-kit reads this file alone). DECISIONS "Spanish".
 */
export const customerLanguages = ["en", "es"] as const;
const langIn = sql.raw(`(${customerLanguages.map((l) => `'${l}'`).join(", ")})`);

/** The owner's workflow for every request (DECISIONS: new, contacted, scheduled, done, cancelled). */
export const requestStatuses = ["new", "contacted", "scheduled", "done", "cancelled"] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const isRequestStatus = (value: unknown): value is RequestStatus =>
  (requestStatuses as readonly unknown[]).includes(value);

// The database refuses any other status too, whichever code path writes it.
const statusIn = sql.raw(`(${requestStatuses.map((s) => `'${s}'`).join(", ")})`);

/** A visit's steps (the pure rules are in app/visits/steps.ts, which re-exports these). */
export const visitSteps = [
  "scheduled",
  "on_the_way",
  "arrived",
  "completed",
  "needs_return",
  "could_not_complete",
] as const;
export type VisitStep = (typeof visitSteps)[number];
const visitStepIn = sql.raw(`(${visitSteps.map((s) => `'${s}'`).join(", ")})`);

/**
 * Where a request came from: the page the visit landed on, the referrer, and the campaign
 * parameters of that visit (first-party, kept in the tab for the visit; see app/requests/).
 */
const leadSource = () => ({
  landingPage: text("landing_page").notNull().default(""),
  referrer: text("referrer").notNull().default(""),
  utmSource: text("utm_source").notNull().default(""),
  utmMedium: text("utm_medium").notNull().default(""),
  utmCampaign: text("utm_campaign").notNull().default(""),
  utmTerm: text("utm_term").notNull().default(""),
  utmContent: text("utm_content").notNull().default(""),
  gclid: text("gclid").notNull().default(""),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    service: text("service").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: requestStatuses }).notNull().default("new"),
    ...leadSource(),
    /** The customer this request belongs to (app/customers/, matched when it is stored). */
    customerId: integer("customer_id").references((): AnyPgColumn => customers.id, { onDelete: "set null" }),
  },
  (t) => [
    check("contact_messages_status_check", sql`${t.status} in ${statusIn}`),
    index("contact_messages_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("contact_messages_customer_idx").on(t.customerId, t.createdAt),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
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
    /** The appointment: the window given (for "First Available", the earliest with room). */
    visitDate: date("visit_date", { mode: "string" }),
    visitWindow: text("visit_window", { enum: ["morning", "afternoon", "evening"] }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Set in the same statement that queues the reminder, so two servers never both send it. */
    reminderQueuedAt: timestamp("reminder_queued_at", { withTimezone: true }),
    serialNumber: text("serial_number").notNull().default(""),
    /** "yes", "no" or "" (not asked or not answered); DECISIONS "Photos and urgency". */
    foodAtRisk: text("food_at_risk").notNull().default(""),
    urgent: boolean("urgent").notNull().default(false),
    /**
     * Storm triage (DECISIONS "Storm mode and the waitlist"), asked always: did the problem begin
     * with a power outage or surge, and is there medicine inside that must stay cold (insulin and
     * the like). "yes", "no" or "" (not answered). Medicine sorts before Urgent.
     */
    powerOutage: text("power_outage").notNull().default(""),
    medicineAtRisk: text("medicine_at_risk").notNull().default(""),
    /** The technician the office assigned the visit to (DECISIONS "The visit's day"). */
    technicianId: integer("technician_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** Where the visit stands (app/visits/steps.ts), when it got there, and the arrival estimate of "on the way". */
    visitStep: text("visit_step", { enum: visitSteps }).notNull().default("scheduled"),
    visitStepAt: timestamp("visit_step_at", { withTimezone: true }),
    arrivalEta: timestamp("arrival_eta", { withTimezone: true }),
    /**
     * Consent to texts (DECISIONS "Texts"): when the unticked box of step 1 was ticked, from which
     * client, and which wording it showed (app/content/texts.ts). Null: no consent, no text.
     */
    smsConsentAt: timestamp("sms_consent_at", { withTimezone: true }),
    smsConsentClient: text("sms_consent_client"),
    smsConsentVersion: text("sms_consent_version"),
    ...leadSource(),
    /** A return visit (a part on order) points at the first visit; null for a first visit. */
    returnOfBookingId: integer("return_of_booking_id").references((): AnyPgColumn => bookings.id, {
      onDelete: "set null",
    }),
    /** The customer this request belongs to (app/customers/, matched when it is stored). */
    customerId: integer("customer_id").references((): AnyPgColumn => customers.id, { onDelete: "set null" }),
    /**
     * The SEQUENCE of the visit's calendar event in the visitor's mails: raised by each move or
     * cancel, so the updated invitation replaces the one already in their calendar (same UID).
     */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /**
     * The language of the page the booking came from (/es/book: "es"), in which every mail and
     * text about it goes to the customer (DECISIONS "Spanish"). The office's mails stay English.
     */
    lang: text("lang", { enum: customerLanguages }).notNull().default("en"),
  },
  (t) => [
    check("bookings_status_check", sql`${t.status} in ${statusIn}`),
    check("bookings_visit_step_check", sql`${t.visitStep} in ${visitStepIn}`),
    check("bookings_lang_check", sql`${t.lang} in ${langIn}`),
    // A technician's day: their visits of one date.
    index("bookings_technician_idx")
      .on(t.technicianId, t.visitDate)
      .where(sql`${t.technicianId} is not null`),
    index("bookings_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    // Capacity counts the live bookings of one window of one date.
    index("bookings_visit_idx")
      .on(t.visitDate, t.visitWindow)
      .where(sql`${t.status} <> 'cancelled'`),
    index("bookings_customer_idx").on(t.customerId, t.createdAt),
    // First-time fix (the reports): whether a visit had a return visit booked for it.
    index("bookings_return_of_idx")
      .on(t.returnOfBookingId)
      .where(sql`${t.returnOfBookingId} is not null`),
  ],
);

/**
 * The visitor's private links to a booking's page, /appointments/<token> (256 random bits,
 * base64url). Like sessions and invites, the database holds only each token's SHA-256 (`id`), so
 * a copy of it opens no one's page. A booking gets one when it is made (the confirmation), and
 * one more with each later mail that carries a link (the reminder): the server cannot read an
 * earlier token back. Links made before hashing were migrated as their hash (0006).
 */
export const appointmentLinks = pgTable(
  "appointment_links",
  {
    id: text("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("appointment_links_booking_idx").on(t.bookingId)],
);

export const waitlistStatuses = ["waiting", "offered", "claimed", "left", "expired"] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];
const waitlistStatusIn = sql.raw(`(${waitlistStatuses.map((s) => `'${s}'`).join(", ")})`);

/**
 * The waitlist of a full window (DECISIONS "Storm mode and the waitlist"): a refused booking
 * kept whole (`request`, the validated form) until a place opens. The first waiting (medicine
 * first, then first come) is offered it: `offered` with a hold until `holdUntil` that counts
 * against the window's capacity; claiming it books the visit (`claimed`, `bookingId`). Its link's
 * token is stored as its SHA-256 (`linkId`), as appointment links are.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    visitDate: date("visit_date", { mode: "string" }).notNull(),
    visitWindow: text("visit_window", { enum: ["morning", "afternoon", "evening"] }).notNull(),
    medicine: boolean("medicine").notNull().default(false),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** The booking as the form sent it (validated), booked as is when the place is claimed. */
    request: text("request").notNull(),
    status: text("status", { enum: waitlistStatuses }).notNull().default("waiting"),
    linkId: text("link_id").notNull().unique(),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    /** Who offered it by hand (null: offered when a place opened). */
    offeredBy: integer("offered_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    bookingId: integer("booking_id").references((): AnyPgColumn => bookings.id, { onDelete: "set null" }),
  },
  (t) => [
    check("waitlist_entries_status_check", sql`${t.status} in ${waitlistStatusIn}`),
    index("waitlist_entries_window_idx").on(t.visitDate, t.visitWindow, t.status),
  ],
);
export type WaitlistEntry = typeof waitlistEntries.$inferSelect;

/**
 * Outgoing mail (an outbox): rows are written in the same transaction as the request they
 * announce, and a worker sends and retries them, so an SMTP outage loses nothing.
 */
export const mailQueue = pgTable(
  "mail_queue",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** An iCalendar file to attach (booking confirmations), or null. */
    icsAttachment: text("ics_attachment"),
    replyTo: text("reply_to"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the SMTP server refused the message for good (e.g. no such mailbox): no more retries. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    /**
     * The booking a day-before reminder is for: cancelling or moving the visit drops the reminder
     * while it is still unsent (app/scheduling/reminders.server.ts), deleting the booking drops it.
     */
    reminderFor: integer("reminder_for").references(() => bookings.id, { onDelete: "cascade" }),
  },
  (t) => [
    // The worker's poll reads only the rows still waiting to go out.
    index("mail_queue_due_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index("mail_queue_reminder_for_idx")
      .on(t.reminderFor)
      .where(sql`${t.reminderFor} is not null`),
  ],
);

/**
 * Outgoing texts (an outbox like mail_queue): a row is stored in the transaction of the event it
 * announces and sent by the text worker (app/texts/worker.server.ts), retried on network errors
 * and 5xx, not on 4xx. At most one per booking, kind and event (`dedupe_key`), whichever process
 * queues it. Delivery statuses come back through /sms/status.
 */
export const textOutbox = pgTable(
  "text_outbox",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    /** E.164, a +1 number of the North American plan. */
    toNumber: text("to_number").notNull(),
    kind: text("kind").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    body: text("body").notNull(),
    /** Scheduled texts go only between 8:00 AM and 8:00 PM New York. */
    scheduled: boolean("scheduled").notNull().default(false),
    /** The client the consent came from (the per-client cap counts it). */
    client: text("client"),
    /** The staff member who wrote a reply. */
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Refused for good (4xx, opted out): never retried. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** The provider's error code (e.g. 21211 invalid number), kept and shown. */
    errorCode: text("error_code"),
    providerSid: text("provider_sid"),
    /** The last delivery status the provider reported (queued, sent, delivered, undelivered, failed). */
    deliveryStatus: text("delivery_status"),
    deliveryStatusAt: timestamp("delivery_status_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("text_outbox_event_idx").on(t.bookingId, t.kind, t.dedupeKey),
    index("text_outbox_due_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index("text_outbox_to_idx").on(t.toNumber, t.createdAt),
    index("text_outbox_client_idx").on(t.client, t.createdAt),
    index("text_outbox_created_idx").on(t.createdAt),
    index("text_outbox_sid_idx").on(t.providerSid),
  ],
);

/** Numbers that replied STOP (or a Spanish equivalent): nothing is texted to them until START. */
export const smsOptOuts = pgTable("sms_opt_outs", {
  phone: text("phone").primaryKey(),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull().defaultNow(),
  keyword: text("keyword").notNull(),
});

/** Texts received (/sms/inbound): keywords and replies; a reply shows on its booking's page, unread until staff read it. */
export const smsInbound = pgTable(
  "sms_inbound",
  {
    id: serial("id").primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    messageSid: text("message_sid").notNull(),
    fromNumber: text("from_number").notNull(),
    toNumber: text("to_number").notNull().default(""),
    body: text("body").notNull(),
    /** "stop", "start", "help" or "reply". */
    kind: text("kind").notNull(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("sms_inbound_sid_idx").on(t.messageSid),
    index("sms_inbound_booking_idx").on(t.bookingId, t.receivedAt),
  ],
);

export type QueuedText = typeof textOutbox.$inferSelect;
export type InboundText = typeof smsInbound.$inferSelect;

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
/** A booking with the token of one of its links: known only in the moment the link is made. */
export type BookingWithLink = Booking & { token: string };
export type QueuedMail = typeof mailQueue.$inferSelect;
export type User = typeof users.$inferSelect;
export type Activity = typeof activity.$inferSelect;
export type Photo = typeof photos.$inferSelect;
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

/** Bookings per window per date, set by the owner per weekday and window (default BOOKING_WINDOW_CAPACITY). */
export const windowCapacities = pgTable(
  "window_capacities",
  {
    weekday: smallint("weekday").notNull(),
    window: text("window", { enum: ["morning", "afternoon", "evening"] }).notNull(),
    capacity: integer("capacity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.weekday, t.window] }),
    check("window_capacities_capacity_check", sql`${t.capacity} >= 0 and ${t.capacity} <= 100`),
  ],
);

/**
 * Dates with special hours (holidays): closed all day (opens/closes null: no windows are offered;
 * bookings already made are flagged), or open different hours ("HH:MM", New York) set by the owner
 * in Settings (DECISIONS "The owner edits the site").
 */
export const closedDates = pgTable(
  "closed_dates",
  {
    date: date("date", { mode: "string" }).primaryKey(),
    note: text("note").notNull().default(""),
    closedBy: integer("closed_by").references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
    opens: text("opens"),
    closes: text("closes"),
  },
  (t) => [
    check(
      "closed_dates_hours_check",
      sql`(${t.opens} is null and ${t.closes} is null) or (${t.opens} is not null and ${t.closes} is not null and ${t.opens} < ${t.closes})`,
    ),
  ],
);

/**
 * The version of what public pages show from the database: one row (id 1). Every write that
 * changes a public page bumps it inside its own transaction (bumpContentVersion in
 * app/db/content-version.server.ts), and the page cache (server/page-cache.ts) keys the pages it
 * keeps by it, so an edit shows on the next request in every server process. `changed_at` only
 * moves forward, a whole second at a time (it is the pages' Last-Modified).
 */
export const siteContentVersion = pgTable(
  "site_content_version",
  {
    id: smallint("id").primaryKey().default(1),
    version: integer("version").notNull().default(1),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("site_content_version_one_row", sql`${t.id} = 1`)],
);

/** Small settings of the workspace (e.g. the private calendar feed's token). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The owner, the office (staff) and the technicians in the field (DECISIONS "The visit's day"). */
export const userRoles = ["owner", "staff", "technician"] as const;
export type UserRole = (typeof userRoles)[number];

/** People who sign in to the staff workspace. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased; sign-in compares lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    role: text("role", { enum: userRoles }).notNull(),
    /** argon2id (PHC string); null until an invited person sets a password. */
    passwordHash: text("password_hash"),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Their mobile number (E.164, a +1 number texts can go to), given on their own account page; null: none. */
    mobilePhone: text("mobile_phone"),
    /**
     * Their consent to a text when a visit is assigned to them (app/content/texts.ts): when they
     * ticked the box and which wording it showed. Null: no consent, no text.
     */
    smsConsentAt: timestamp("sms_consent_at", { withTimezone: true }),
    smsConsentVersion: text("sms_consent_version"),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    check("users_role_check", sql`${t.role} in ('owner', 'staff', 'technician')`),
  ],
);

/** Server-side sessions: the cookie holds a random token, the database only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** One-time links to set a password (staff invitations). The database holds only the SHA-256. */
export const invites = pgTable("invites", {
  id: text("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

export const requestKinds = ["booking", "message"] as const;
export type RequestKind = (typeof requestKinds)[number];
export const isRequestKind = (value: unknown): value is RequestKind =>
  (requestKinds as readonly unknown[]).includes(value);

/**
 * The activity log: sign-ins, failed sign-ins, status changes, notes, account and settings
 * changes, and what visitors did to their appointments. A request's history is its rows here;
 * a note is a row whose `detail` is the note.
 */
export const activity = pgTable(
  "activity",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Who, as shown: the user's e-mail at the time, "Visitor" or "System". */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    requestKind: text("request_kind", { enum: requestKinds }),
    requestId: integer("request_id"),
    detail: text("detail").notNull().default(""),
  },
  (t) => [
    index("activity_at_idx").on(t.at.desc(), t.id.desc()),
    index("activity_request_idx").on(t.requestKind, t.requestId, t.at),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Photos sent with a booking, re-encoded without metadata, kept with the booking (deleted with
 * it). A photo uploaded from the wizard before the booking is sent waits here with no booking and
 * a private upload key; the booking claims it by that key, and unclaimed ones are removed after a day.
 */
export const photos = pgTable(
  "photos",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    uploadKey: text("upload_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    thumbnail: bytea("thumbnail").notNull(),
  },
  (t) => [
    index("photos_booking_idx").on(t.bookingId, t.id),
    uniqueIndex("photos_upload_key_idx").on(t.uploadKey),
    check("photos_owner_check", sql`${t.bookingId} is not null or ${t.uploadKey} is not null`),
  ],
);

/**
 * The owner's photos of team members for /about (Settings > Team), re-encoded by the photo
 * pipeline as a square portrait without metadata. The id is random (never reused, not guessable),
 * so /team-photos/<id> can be cached for good; the team list (settings `site.team`) names it.
 * A photo no longer named is deleted when the team is saved (docs/decisions/0024-team-photos.md).
 */
export const teamPhotos = pgTable(
  "team_photos",
  {
    id: bigint("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the stored bytes (hex): the same upload sent twice is one photo. */
    sha256: text("sha256").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [uniqueIndex("team_photos_sha256_idx").on(t.sha256)],
);

/** Each step of a visit: who moved it, when, the estimate of "on the way", the note of a return or a failure. */
export const visitStepLog = pgTable(
  "visit_steps",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    step: text("step", { enum: visitSteps }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    etaMinutes: integer("eta_minutes"),
    note: text("note").notNull().default(""),
    /** The form's idempotency id: the same tap sent twice is recorded once. */
    tap: text("tap"),
  },
  (t) => [index("visit_steps_booking_idx").on(t.bookingId, t.id)],
);
export type VisitStepRow = typeof visitStepLog.$inferSelect;

/** How a job is paid (DECISIONS "The visit's day"): card, cash or check (with its number). */
export const paymentMethods = ["card", "cash", "check"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/**
 * What a payments row may say: the office's three, and "online" (card by link through Stripe
 * Checkout, recorded only by the signed webhook; DECISIONS "Paying by link"). A refund is an
 * "online" row with a negative amount and the payment it refunds.
 */
export const storedPaymentMethods = [...paymentMethods, "online"] as const;
export type StoredPaymentMethod = (typeof storedPaymentMethods)[number];

/**
 * The job record of a completed visit: one per booking (the unique index decides when two people
 * complete the same visit at once). Money in whole cents; the totals are computed on the server
 * (app/visits/job-totals.ts) with the tax rate in force at completion, stored as it was charged.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    findings: text("findings").notNull().default(""),
    workDone: text("work_done").notNull().default(""),
    labourCents: integer("labour_cents").notNull(),
    diagnosticFeeCents: integer("diagnostic_fee_cents").notNull(),
    /** The repair went ahead: the fee is credited toward it (not charged on top). */
    diagnosticCredited: boolean("diagnostic_credited").notNull(),
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull(),
    /** The county whose rate was charged; null on jobs completed before tax by county (parts only). */
    taxCounty: text("tax_county"),
    /** What the tax was charged on (the whole repair when a part was furnished); null on older jobs. */
    taxableCents: integer("taxable_cents"),
    partsCents: integer("parts_cents").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
    completedBy: integer("completed_by").references(() => users.id, { onDelete: "set null" }),
    /** The approved estimate the job started from (its receipt names it); null without one. */
    estimateId: integer("estimate_id").references((): AnyPgColumn => estimates.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("jobs_booking_idx").on(t.bookingId),
    // The reports read a month of jobs by completion, in this order (keyset pages of the CSVs).
    index("jobs_completed_at_idx").on(t.completedAt, t.id),
    check(
      "jobs_cents_check",
      sql`${t.labourCents} >= 0 and ${t.diagnosticFeeCents} >= 0 and ${t.partsCents} >= 0 and ${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    check("jobs_tax_rate_check", sql`${t.taxRateBasisPoints} >= 0 and ${t.taxRateBasisPoints} <= 10000`),
  ],
);

/** The parts a job used, in the order they were typed. */
export const jobParts = pgTable(
  "job_parts",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    partNumber: text("part_number").notNull().default(""),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    index("job_parts_job_idx").on(t.jobId, t.position),
    check("job_parts_quantity_check", sql`${t.quantity} > 0`),
    check("job_parts_unit_price_check", sql`${t.unitPriceCents} >= 0`),
  ],
);

/**
 * Money received for a job (at completion or later), and refunds of online payments (negative).
 * The office's payments never take the sum past the job's total; an online payment may (it was
 * taken by Stripe: it is recorded and the office is told to refund the excess). The Stripe event
 * and Checkout Session are unique: an event delivered twice, or 20 times at once, is one payment.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    method: text("method", { enum: storedPaymentMethods }).notNull(),
    checkNumber: text("check_number"),
    amountCents: integer("amount_cents").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    /** The Stripe event that recorded this row (a payment or a refund). */
    stripeEventId: text("stripe_event_id"),
    /** The Checkout Session paid (payments only). */
    stripeSessionId: text("stripe_session_id"),
    /** The PaymentIntent: the Dashboard's link, and how a refund finds its payment. */
    stripePaymentIntent: text("stripe_payment_intent"),
    /** A refund: the online payment it gives back (part of). */
    refundOf: integer("refund_of").references((): AnyPgColumn => payments.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("payments_job_idx").on(t.jobId),
    index("payments_recorded_at_idx").on(t.recordedAt.desc(), t.id.desc()),
    uniqueIndex("payments_stripe_event_idx").on(t.stripeEventId),
    uniqueIndex("payments_stripe_session_idx").on(t.stripeSessionId),
    index("payments_stripe_payment_intent_idx").on(t.stripePaymentIntent),
    // A refund's earlier refunds (charge.refunded sums them) and the cascade when a payment goes:
    // without it both read every payment (at 10,000 payments on PGlite: 4.9 ms a lookup, 0.06 with it).
    index("payments_refund_of_idx")
      .on(t.refundOf)
      .where(sql`${t.refundOf} is not null`),
    check("payments_method_check", sql`${t.method} in ('card', 'cash', 'check', 'online')`),
    check(
      "payments_amount_check",
      sql`(${t.refundOf} is null and ${t.amountCents} > 0) or (${t.refundOf} is not null and ${t.amountCents} < 0)`,
    ),
    check(
      "payments_check_number_check",
      sql`${t.method} <> 'check' or (${t.checkNumber} is not null and ${t.checkNumber} <> '')`,
    ),
    check("payments_online_check", sql`${t.method} <> 'online' or ${t.stripeEventId} is not null`),
  ],
);

/**
 * Every Stripe event the webhook has acted on, by its id: a retried or re-ordered delivery of
 * one already here changes nothing (the insert is the lock: 20 copies at once, one wins).
 */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  /** What was done: "payment", "refund", "ignored", "unknown-job", ... */
  outcome: text("outcome").notNull(),
});

/** A pay link's attempt: a Checkout Session created for the balance at that moment. */
export const payLinkStatuses = ["creating", "open", "paid", "failed"] as const;
export type PayLinkStatus = (typeof payLinkStatuses)[number];

/**
 * Each press of "Pay $X by card": the amount due then, the Idempotency-Key sent (a retried create
 * is the same session), the session and its status. Expired sessions stay "open" (Stripe's
 * expiry changes nothing here); "paid" once the webhook recorded its payment.
 */
export const payLinkAttempts = pgTable(
  "pay_link_attempts",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    sessionId: text("session_id"),
    status: text("status", { enum: payLinkStatuses }).notNull().default("creating"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pay_link_attempts_job_idx").on(t.jobId, t.createdAt),
    uniqueIndex("pay_link_attempts_key_idx").on(t.idempotencyKey),
    uniqueIndex("pay_link_attempts_session_idx").on(t.sessionId),
    check("pay_link_attempts_amount_check", sql`${t.amountCents} > 0`),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type JobPart = typeof jobParts.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type PayLinkAttempt = typeof payLinkAttempts.$inferSelect;

/**
 * Customers (DECISIONS "Customers and reviews"): every booking and contact message belongs to one,
 * matched when it is stored by its phone (E.164) or else its e-mail (lower-cased); see
 * app/customers/match.server.ts and docs/decisions/0022-customers-and-reviews.md. Each phone and
 * each e-mail belongs to at most one customer (the unique indexes). `searchText` is what the
 * workspace's search reads: names, phones, e-mails, addresses, brands, models and serials of the
 * customer's requests, lower-cased. An erased customer keeps its row (its jobs and payments
 * still point at it) with every personal field blank.
 */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull().default(""),
    /** E.164 ("+18135550142"), or null when none was given or it could not be read. */
    phone: text("phone"),
    /** Lower-cased, or null. */
    email: text("email"),
    /** The latest address given ("street, city ZIP"). */
    address: text("address").notNull().default(""),
    searchText: text("search_text").notNull().default(""),
    /** The customer asked for no more review requests (the link in the review e-mail). */
    reviewOptOutAt: timestamp("review_opt_out_at", { withTimezone: true }),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /**
     * The customer's language ("en" | "es"): that of their latest request's page, or as the office
     * set it in the workspace. Mails and texts to the customer not tied to a booking (a missed
     * call's) use it.
     */
    lang: text("lang", { enum: customerLanguages }).notNull().default("en"),
  },
  (t) => [
    uniqueIndex("customers_phone_idx")
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex("customers_email_idx")
      .on(t.email)
      .where(sql`${t.email} is not null`),
    index("customers_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    check("customers_lang_check", sql`${t.lang} in ${langIn}`),
  ],
);

/** Staff's notes on a customer (erased with the customer). */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    actor: text("actor").notNull(),
    body: text("body").notNull(),
  },
  (t) => [index("customer_notes_customer_idx").on(t.customerId, t.at)],
);

/**
 * One review request per completed visit (unique per booking), due `REVIEW_REQUEST_DELAY_MINUTES`
 * after completion. The sender (app/customers/reviews.server.ts) settles each once: `sentAt` when
 * the e-mail was queued, or `skipped` with why (no link, opted out, one sent within 180 days, no
 * address). The opt-out link carries a random token; only its SHA-256 is kept here.
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    skipped: text("skipped"),
    optOutTokenHash: text("opt_out_token_hash"),
  },
  (t) => [
    uniqueIndex("review_requests_booking_idx").on(t.bookingId),
    uniqueIndex("review_requests_token_idx").on(t.optOutTokenHash),
    index("review_requests_due_idx")
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null and ${t.skipped} is null`),
    index("review_requests_customer_idx").on(t.customerId, t.sentAt),
  ],
);

export type Customer = typeof customers.$inferSelect;
export type CustomerNote = typeof customerNotes.$inferSelect;
export type ReviewRequest = typeof reviewRequests.$inferSelect;

export const callStatuses = ["ringing", "answered", "missed"] as const;
export type CallStatus = (typeof callStatuses)[number];

/**
 * Calls to the business line (DECISIONS "Missed calls"), one row per call (Twilio's CallSid),
 * written by the signed voice webhooks (app/calls/). A call is answered only when the person who
 * picked up the forwarded call pressed 1 at the screen (`screened`); otherwise it is missed, and
 * `textOutcome` is the claim that makes its one text happen once whichever retry or process
 * gets there first ("queued", or why not: "opted-out", "not-textable", "recent", ...).
 */
export const calls = pgTable(
  "calls",
  {
    id: serial("id").primaryKey(),
    callSid: text("call_sid").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** The caller as Twilio gives it (E.164 when it is a number; "anonymous" and the like otherwise). */
    fromNumber: text("from_number").notNull(),
    toNumber: text("to_number").notNull().default(""),
    status: text("status", { enum: callStatuses }).notNull().default("ringing"),
    /** The person answering the forwarded call pressed 1 (a voicemail never does). */
    screened: boolean("screened").notNull().default(false),
    /** Twilio's DialCallStatus as reported (shown, never trusted alone). */
    dialStatus: text("dial_status"),
    textOutcome: text("text_outcome"),
    textId: integer("text_id").references(() => textOutbox.id, { onDelete: "set null" }),
    recordingUrl: text("recording_url"),
    recordingSeconds: integer("recording_seconds"),
    calledBackAt: timestamp("called_back_at", { withTimezone: true }),
    calledBackBy: integer("called_back_by").references(() => users.id, { onDelete: "set null" }),
    /** The customer whose phone this is, when one is known (never created for a caller). */
    customerId: integer("customer_id").references((): AnyPgColumn => customers.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("calls_sid_idx").on(t.callSid),
    check("calls_status_check", sql`${t.status} in ('ringing', 'answered', 'missed')`),
    index("calls_started_idx").on(t.startedAt.desc(), t.id.desc()),
    // The workspace's count of missed calls no one has called back yet.
    index("calls_open_missed_idx")
      .on(t.startedAt)
      .where(sql`${t.status} = 'missed' and ${t.calledBackAt} is null`),
    index("calls_customer_idx").on(t.customerId, t.startedAt),
  ],
);
export type Call = typeof calls.$inferSelect;

/**
 * Estimates (DECISIONS "Estimates and approval"; docs/decisions/0035-estimates.md): what the
 * technician or the office quotes after diagnosing, one to three options the customer chooses
 * from. A booking's estimates are numbered versions; the newest is the one in force. A draft is
 * rewritten in place; once sent or decided, writing again makes the next version (the earlier one
 * is superseded, never changed). The county, rate and diagnostic fee are fixed when written, so
 * the estimate reads the same later (and hashes the same) whatever the settings become.
 */
export const estimateStatuses = ["draft", "sent", "approved", "declined", "superseded"] as const;
export type EstimateStatus = (typeof estimateStatuses)[number];

export const estimates = pgTable(
  "estimates",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    status: text("status", { enum: estimateStatuses }).notNull().default("draft"),
    taxCounty: text("tax_county").notNull(),
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull(),
    /** The diagnostic fee the options credit (the owner's fee when written; 0 on a warranty visit). */
    diagnosticFeeCents: integer("diagnostic_fee_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When "Send estimate" last sent it (e-mail, and a text with consent). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("estimates_booking_version_idx").on(t.bookingId, t.version),
    /** The owner's report: the versions sent in a month (docs/decisions/0034-report-queries.md). */
    index("estimates_sent_at_idx")
      .on(t.sentAt)
      .where(sql`${t.sentAt} is not null`),
    check("estimates_status_check", sql`${t.status} in ('draft', 'sent', 'approved', 'declined', 'superseded')`),
    check("estimates_version_check", sql`${t.version} >= 1`),
    check("estimates_tax_rate_check", sql`${t.taxRateBasisPoints} >= 0 and ${t.taxRateBasisPoints} <= 10000`),
    check("estimates_fee_check", sql`${t.diagnosticFeeCents} >= 0`),
  ],
);

/** One choice of an estimate (1 to 3), its totals computed by the server when written. */
export const estimateOptions = pgTable(
  "estimate_options",
  {
    id: serial("id").primaryKey(),
    estimateId: integer("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    partsCents: integer("parts_cents").notNull(),
    labourCents: integer("labour_cents").notNull(),
    creditCents: integer("credit_cents").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    taxableCents: integer("taxable_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
  },
  (t) => [
    uniqueIndex("estimate_options_position_idx").on(t.estimateId, t.position),
    check("estimate_options_position_check", sql`${t.position} between 1 and 3`),
    check(
      "estimate_options_cents_check",
      sql`${t.partsCents} >= 0 and ${t.labourCents} >= 0 and ${t.creditCents} >= 0 and ${t.subtotalCents} >= 0 and ${t.taxableCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`,
    ),
  ],
);

/** What an option's line is: a part, labour, or the diagnostic fee's credit (subtracted). */
export const estimateLineKinds = ["part", "labour", "credit"] as const;
export type EstimateLineKind = (typeof estimateLineKinds)[number];

export const estimateLines = pgTable(
  "estimate_lines",
  {
    id: serial("id").primaryKey(),
    optionId: integer("option_id")
      .notNull()
      .references(() => estimateOptions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: estimateLineKinds }).notNull(),
    description: text("description").notNull(),
    partNumber: text("part_number").notNull().default(""),
    quantity: integer("quantity").notNull().default(1),
    /** Always >= 0: a credit line's amount is subtracted. */
    unitPriceCents: integer("unit_price_cents").notNull(),
  },
  (t) => [
    index("estimate_lines_option_idx").on(t.optionId, t.position),
    check("estimate_lines_kind_check", sql`${t.kind} in ('part', 'labour', 'credit')`),
    check("estimate_lines_quantity_check", sql`${t.quantity} between 1 and 999`),
    check("estimate_lines_unit_price_check", sql`${t.unitPriceCents} >= 0`),
  ],
);

/** How the customer decided: on the technician's phone, or by the appointment page's link. */
export const approvalChannels = ["on-site", "link"] as const;
export type ApprovalChannel = (typeof approvalChannels)[number];

/** The largest signature stored (an SVG path or a PNG data URL), in characters. */
export const MAX_SIGNATURE_CHARS = 30_000;

/**
 * The customer's decision on one estimate version (Florida's UETA, a card dispute): the option
 * approved (or `declined`, no option), a SHA-256 of the estimate's content exactly as shown, the
 * typed name, the drawn signature when there is one, the time, client address, user agent and
 * channel. One decision per estimate: the unique index keeps exactly one when approvals race
 * (ten taps at once, the customer and the office on two options).
 */
export const estimateApprovals = pgTable(
  "estimate_approvals",
  {
    id: serial("id").primaryKey(),
    estimateId: integer("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    optionId: integer("option_id").references(() => estimateOptions.id, { onDelete: "cascade" }),
    declined: boolean("declined").notNull().default(false),
    contentSha256: text("content_sha256").notNull(),
    signerName: text("signer_name").notNull(),
    signature: text("signature"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    clientAddress: text("client_address").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    channel: text("channel", { enum: approvalChannels }).notNull(),
    /** The technician or office member whose phone or session it was (on site). */
    presentedBy: integer("presented_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("estimate_approvals_estimate_idx").on(t.estimateId),
    /** The owner's report: the decisions made in a month on site on a version never sent. */
    index("estimate_approvals_at_idx").on(t.at),
    check(
      "estimate_approvals_choice_check",
      sql`(${t.declined} and ${t.optionId} is null) or (not ${t.declined} and ${t.optionId} is not null)`,
    ),
    check("estimate_approvals_channel_check", sql`${t.channel} in ('on-site', 'link')`),
    check("estimate_approvals_signature_check", sql`${t.signature} is null or length(${t.signature}) <= 30000`),
    check("estimate_approvals_sha_check", sql`${t.contentSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** The owner's price book (Settings, "Price book"): common parts and labour that fill estimate lines. */
export const priceBookKinds = ["part", "labour"] as const;
export type PriceBookKind = (typeof priceBookKinds)[number];

export const priceBookItems = pgTable(
  "price_book_items",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: priceBookKinds }).notNull(),
    description: text("description").notNull(),
    partNumber: text("part_number").notNull().default(""),
    unitPriceCents: integer("unit_price_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("price_book_items_kind_idx").on(t.kind, t.description),
    check("price_book_items_kind_check", sql`${t.kind} in ('part', 'labour')`),
    check("price_book_items_price_check", sql`${t.unitPriceCents} >= 0`),
  ],
);

export type Estimate = typeof estimates.$inferSelect;
export type EstimateOption = typeof estimateOptions.$inferSelect;
export type EstimateLine = typeof estimateLines.$inferSelect;
export type EstimateApproval = typeof estimateApprovals.$inferSelect;
export type PriceBookItem = typeof priceBookItems.$inferSelect;
