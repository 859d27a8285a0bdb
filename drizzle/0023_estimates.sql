CREATE TABLE "estimate_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_id" integer NOT NULL,
	"option_id" integer,
	"declined" boolean DEFAULT false NOT NULL,
	"content_sha256" text NOT NULL,
	"signer_name" text NOT NULL,
	"signature" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"presented_by" integer,
	CONSTRAINT "estimate_approvals_choice_check" CHECK (("estimate_approvals"."declined" and "estimate_approvals"."option_id" is null) or (not "estimate_approvals"."declined" and "estimate_approvals"."option_id" is not null)),
	CONSTRAINT "estimate_approvals_channel_check" CHECK ("estimate_approvals"."channel" in ('on-site', 'link')),
	CONSTRAINT "estimate_approvals_signature_check" CHECK ("estimate_approvals"."signature" is null or length("estimate_approvals"."signature") <= 30000),
	CONSTRAINT "estimate_approvals_sha_check" CHECK ("estimate_approvals"."content_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "estimate_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"part_number" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "estimate_lines_kind_check" CHECK ("estimate_lines"."kind" in ('part', 'labour', 'credit')),
	CONSTRAINT "estimate_lines_quantity_check" CHECK ("estimate_lines"."quantity" between 1 and 999),
	CONSTRAINT "estimate_lines_unit_price_check" CHECK ("estimate_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "estimate_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"parts_cents" integer NOT NULL,
	"labour_cents" integer NOT NULL,
	"credit_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"taxable_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "estimate_options_position_check" CHECK ("estimate_options"."position" between 1 and 3),
	CONSTRAINT "estimate_options_cents_check" CHECK ("estimate_options"."parts_cents" >= 0 and "estimate_options"."labour_cents" >= 0 and "estimate_options"."credit_cents" >= 0 and "estimate_options"."subtotal_cents" >= 0 and "estimate_options"."taxable_cents" >= 0 and "estimate_options"."tax_cents" >= 0 and "estimate_options"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"tax_county" text NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"diagnostic_fee_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "estimates_status_check" CHECK ("estimates"."status" in ('draft', 'sent', 'approved', 'declined', 'superseded')),
	CONSTRAINT "estimates_version_check" CHECK ("estimates"."version" >= 1),
	CONSTRAINT "estimates_tax_rate_check" CHECK ("estimates"."tax_rate_basis_points" >= 0 and "estimates"."tax_rate_basis_points" <= 10000),
	CONSTRAINT "estimates_fee_check" CHECK ("estimates"."diagnostic_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_book_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"part_number" text DEFAULT '' NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_book_items_kind_check" CHECK ("price_book_items"."kind" in ('part', 'labour')),
	CONSTRAINT "price_book_items_price_check" CHECK ("price_book_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "estimate_id" integer;--> statement-breakpoint
ALTER TABLE "estimate_approvals" ADD CONSTRAINT "estimate_approvals_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_approvals" ADD CONSTRAINT "estimate_approvals_option_id_estimate_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."estimate_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_approvals" ADD CONSTRAINT "estimate_approvals_presented_by_users_id_fk" FOREIGN KEY ("presented_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_option_id_estimate_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."estimate_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_options" ADD CONSTRAINT "estimate_options_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_approvals_estimate_idx" ON "estimate_approvals" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "estimate_lines_option_idx" ON "estimate_lines" USING btree ("option_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_options_position_idx" ON "estimate_options" USING btree ("estimate_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_booking_version_idx" ON "estimates" USING btree ("booking_id","version");--> statement-breakpoint
CREATE INDEX "price_book_items_kind_idx" ON "price_book_items" USING btree ("kind","description");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;