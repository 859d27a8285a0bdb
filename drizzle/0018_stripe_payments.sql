CREATE TABLE "pay_link_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"session_id" text,
	"status" text DEFAULT 'creating' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_link_attempts_amount_check" CHECK ("pay_link_attempts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stripe_event_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stripe_session_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stripe_payment_intent" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" integer;--> statement-breakpoint
ALTER TABLE "pay_link_attempts" ADD CONSTRAINT "pay_link_attempts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_link_attempts_job_idx" ON "pay_link_attempts" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_link_attempts_key_idx" ON "pay_link_attempts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_link_attempts_session_idx" ON "pay_link_attempts" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payments_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_stripe_event_idx" ON "payments" USING btree ("stripe_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_stripe_session_idx" ON "payments" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE INDEX "payments_stripe_payment_intent_idx" ON "payments" USING btree ("stripe_payment_intent");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_online_check" CHECK ("payments"."method" <> 'online' or "payments"."stripe_event_id" is not null);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('card', 'cash', 'check', 'online'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK (("payments"."refund_of" is null and "payments"."amount_cents" > 0) or ("payments"."refund_of" is not null and "payments"."amount_cents" < 0));