ALTER TABLE "users" ADD COLUMN "mobile_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_consent_version" text;