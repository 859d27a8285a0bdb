ALTER TABLE "photos" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "upload_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "photos_upload_key_idx" ON "photos" USING btree ("upload_key");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_owner_check" CHECK ("photos"."booking_id" is not null or "photos"."upload_key" is not null);