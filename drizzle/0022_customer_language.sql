ALTER TABLE "bookings" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lang_check" CHECK ("bookings"."lang" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_lang_check" CHECK ("customers"."lang" in ('en', 'es'));