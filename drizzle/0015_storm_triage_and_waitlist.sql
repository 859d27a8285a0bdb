CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visit_date" date NOT NULL,
	"visit_window" text NOT NULL,
	"medicine" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"request" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"link_id" text NOT NULL,
	"offered_at" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"offered_by" integer,
	"claimed_at" timestamp with time zone,
	"booking_id" integer,
	CONSTRAINT "waitlist_entries_link_id_unique" UNIQUE("link_id"),
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'claimed', 'left', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "power_outage" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "medicine_at_risk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_window_idx" ON "waitlist_entries" USING btree ("visit_date","visit_window","status");