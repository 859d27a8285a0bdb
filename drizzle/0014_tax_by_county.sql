ALTER TABLE "jobs" ADD COLUMN "tax_county" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "taxable_cents" integer;--> statement-breakpoint
-- Jobs completed before tax by county were taxed on their parts alone: that was their taxable amount.
UPDATE "jobs" SET "taxable_cents" = "parts_cents" WHERE "taxable_cents" IS NULL;
