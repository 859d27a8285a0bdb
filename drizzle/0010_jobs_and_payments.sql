CREATE TABLE "job_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"description" text NOT NULL,
	"part_number" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "job_parts_quantity_check" CHECK ("job_parts"."quantity" > 0),
	CONSTRAINT "job_parts_unit_price_check" CHECK ("job_parts"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"findings" text DEFAULT '' NOT NULL,
	"work_done" text DEFAULT '' NOT NULL,
	"labour_cents" integer NOT NULL,
	"diagnostic_fee_cents" integer NOT NULL,
	"diagnostic_credited" boolean NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"parts_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_by" integer,
	CONSTRAINT "jobs_cents_check" CHECK ("jobs"."labour_cents" >= 0 and "jobs"."diagnostic_fee_cents" >= 0 and "jobs"."parts_cents" >= 0 and "jobs"."subtotal_cents" >= 0 and "jobs"."tax_cents" >= 0 and "jobs"."total_cents" >= 0),
	CONSTRAINT "jobs_tax_rate_check" CHECK ("jobs"."tax_rate_basis_points" >= 0 and "jobs"."tax_rate_basis_points" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"method" text NOT NULL,
	"check_number" text,
	"amount_cents" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" integer,
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('card', 'cash', 'check')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_check_number_check" CHECK ("payments"."method" <> 'check' or ("payments"."check_number" is not null and "payments"."check_number" <> ''))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "return_of_booking_id" integer;--> statement-breakpoint
ALTER TABLE "job_parts" ADD CONSTRAINT "job_parts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_parts_job_idx" ON "job_parts" USING btree ("job_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_booking_idx" ON "jobs" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_job_idx" ON "payments" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "payments_recorded_at_idx" ON "payments" USING btree ("recorded_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_return_of_booking_id_bookings_id_fk" FOREIGN KEY ("return_of_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;