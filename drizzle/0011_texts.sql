CREATE TABLE "sms_inbound" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_sid" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"booking_id" integer,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keyword" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booking_id" integer,
	"to_number" text NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"body" text NOT NULL,
	"scheduled" boolean DEFAULT false NOT NULL,
	"client" text,
	"sent_by" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"error_code" text,
	"provider_sid" text,
	"delivery_status" text,
	"delivery_status_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sms_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sms_consent_client" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sms_consent_version" text;--> statement-breakpoint
ALTER TABLE "sms_inbound" ADD CONSTRAINT "sms_inbound_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_outbox" ADD CONSTRAINT "text_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_outbox" ADD CONSTRAINT "text_outbox_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_inbound_sid_idx" ON "sms_inbound" USING btree ("message_sid");--> statement-breakpoint
CREATE INDEX "sms_inbound_booking_idx" ON "sms_inbound" USING btree ("booking_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "text_outbox_event_idx" ON "text_outbox" USING btree ("booking_id","kind","dedupe_key");--> statement-breakpoint
CREATE INDEX "text_outbox_due_idx" ON "text_outbox" USING btree ("next_attempt_at","id") WHERE "text_outbox"."sent_at" is null and "text_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "text_outbox_to_idx" ON "text_outbox" USING btree ("to_number","created_at");--> statement-breakpoint
CREATE INDEX "text_outbox_client_idx" ON "text_outbox" USING btree ("client","created_at");--> statement-breakpoint
CREATE INDEX "text_outbox_created_idx" ON "text_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "text_outbox_sid_idx" ON "text_outbox" USING btree ("provider_sid");