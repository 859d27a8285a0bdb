ALTER TABLE "jobs" ADD COLUMN "tax_county" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "taxable_cents" integer;