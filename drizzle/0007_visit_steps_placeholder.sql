CREATE TABLE "visit_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"step" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" integer,
	"eta_minutes" integer,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "technician_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "visit_step" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "visit_step_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "arrival_eta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_steps" ADD CONSTRAINT "visit_steps_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_steps" ADD CONSTRAINT "visit_steps_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_steps_booking_idx" ON "visit_steps" USING btree ("booking_id","at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_visit_step_check" CHECK ("bookings"."visit_step" in ('scheduled', 'on_the_way', 'arrived', 'completed', 'needs_return', 'could_not_complete'));