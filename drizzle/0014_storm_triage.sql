ALTER TABLE "bookings" ADD COLUMN "power_outage" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "medicine_at_risk" text DEFAULT '' NOT NULL;