CREATE TABLE "appointment_links" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_token_idx";--> statement-breakpoint
ALTER TABLE "appointment_links" ADD CONSTRAINT "appointment_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_links_booking_idx" ON "appointment_links" USING btree ("booking_id");--> statement-breakpoint
-- Every link already sent keeps working: its token's SHA-256 in hex, as tokenId() writes it.
INSERT INTO "appointment_links" ("id", "booking_id", "created_at")
  SELECT encode(sha256(convert_to("token", 'UTF8')), 'hex'), "id", "created_at" FROM "bookings" WHERE "token" IS NOT NULL;--> statement-breakpoint
-- Mail already sent (or refused for good) keeps no private link either, as the worker now does
-- (withoutPrivateLinks in app/mail/messages.server.ts); the calendar file is unfolded first, so a
-- link folded across two of its lines is found too.
UPDATE "mail_queue" SET
  "body" = regexp_replace("body", '/(appointments|admin/invite)/[A-Za-z0-9_-]{43}', '/\1/[removed]', 'g'),
  "ics_attachment" = regexp_replace(regexp_replace("ics_attachment", E'\r\n[ \t]', '', 'g'), '/(appointments|admin/invite)/[A-Za-z0-9_-]{43}', '/\1/[removed]', 'g')
  WHERE "sent_at" IS NOT NULL OR "failed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "token";