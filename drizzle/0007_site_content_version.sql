CREATE TABLE "site_content_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_content_version_one_row" CHECK ("site_content_version"."id" = 1)
);

--> statement-breakpoint
-- Written by hand after drizzle-kit generate: the one row every bump updates.
INSERT INTO "site_content_version" ("id") VALUES (1) ON CONFLICT DO NOTHING;
