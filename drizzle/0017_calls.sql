CREATE TABLE "calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_sid" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ringing' NOT NULL,
	"screened" boolean DEFAULT false NOT NULL,
	"dial_status" text,
	"text_outcome" text,
	"text_id" integer,
	"recording_url" text,
	"recording_seconds" integer,
	"called_back_at" timestamp with time zone,
	"called_back_by" integer,
	"customer_id" integer,
	CONSTRAINT "calls_status_check" CHECK ("calls"."status" in ('ringing', 'answered', 'missed'))
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_text_id_text_outbox_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."text_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_called_back_by_users_id_fk" FOREIGN KEY ("called_back_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_sid_idx" ON "calls" USING btree ("call_sid");--> statement-breakpoint
CREATE INDEX "calls_started_idx" ON "calls" USING btree ("started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_open_missed_idx" ON "calls" USING btree ("started_at") WHERE "calls"."status" = 'missed' and "calls"."called_back_at" is null;--> statement-breakpoint
CREATE INDEX "calls_customer_idx" ON "calls" USING btree ("customer_id","started_at");