CREATE TABLE "customer_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"actor" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text,
	"email" text,
	"address" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"review_opt_out_at" timestamp with time zone,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"skipped" text,
	"opt_out_token_hash" text
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("customer_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_idx" ON "customers" USING btree ("phone") WHERE "customers"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree ("email") WHERE "customers"."email" is not null;--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_booking_idx" ON "review_requests" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_token_idx" ON "review_requests" USING btree ("opt_out_token_hash");--> statement-breakpoint
CREATE INDEX "review_requests_due_idx" ON "review_requests" USING btree ("due_at") WHERE "review_requests"."sent_at" is null and "review_requests"."skipped" is null;--> statement-breakpoint
CREATE INDEX "review_requests_customer_idx" ON "review_requests" USING btree ("customer_id","sent_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_customer_idx" ON "contact_messages" USING btree ("customer_id","created_at");
--> statement-breakpoint
-- hand-written:
-- Every request stored before customers existed joins one, by the rule app/customers/match.server.ts
-- applies to new ones: oldest first, the phone (as E.164: ten digits are +1, eleven starting with 1
-- and any typed "+" keep theirs) finds its customer, else the lower-cased e-mail; else a new customer.
DO $$
DECLARE
  r record;
  norm_phone text;
  norm_email text;
  digits text;
  cid integer;
BEGIN
  FOR r IN
    SELECT 'booking' AS kind, id, created_at, name, email, phone,
           trim(address || ', ' || city || ' ' || zip_code) AS address,
           lower(concat_ws(' ', brand, model, serial_number, address, city, zip_code)) AS extra
      FROM bookings WHERE customer_id IS NULL
    UNION ALL
    SELECT 'message', id, created_at, name, email, phone, '', ''
      FROM contact_messages WHERE customer_id IS NULL
    ORDER BY created_at, id
  LOOP
    digits := regexp_replace(coalesce(r.phone, ''), '\D', '', 'g');
    norm_phone := CASE
      WHEN trim(coalesce(r.phone, '')) LIKE '+%' AND length(digits) BETWEEN 8 AND 15 THEN '+' || digits
      WHEN length(digits) = 10 THEN '+1' || digits
      WHEN length(digits) = 11 AND left(digits, 1) = '1' THEN '+' || digits
      ELSE NULL END;
    norm_email := nullif(lower(trim(coalesce(r.email, ''))), '');
    cid := NULL;
    IF norm_phone IS NOT NULL THEN SELECT id INTO cid FROM customers WHERE phone = norm_phone; END IF;
    IF cid IS NULL AND norm_email IS NOT NULL THEN SELECT id INTO cid FROM customers WHERE email = norm_email; END IF;
    IF cid IS NULL THEN
      INSERT INTO customers (created_at, name, phone, email, address, search_text)
        VALUES (r.created_at, r.name, norm_phone, norm_email, r.address, '')
        RETURNING id INTO cid;
    ELSE
      UPDATE customers SET
        name = CASE WHEN r.name <> '' THEN r.name ELSE name END,
        phone = coalesce(phone, CASE WHEN NOT EXISTS (SELECT 1 FROM customers c WHERE c.phone = norm_phone) THEN norm_phone END),
        email = coalesce(email, CASE WHEN NOT EXISTS (SELECT 1 FROM customers c WHERE c.email = norm_email) THEN norm_email END),
        address = CASE WHEN r.address <> '' THEN r.address ELSE address END
      WHERE id = cid;
    END IF;
    UPDATE customers SET search_text = left(search_text || ' ' ||
        lower(concat_ws(' ', r.name, r.email, r.phone, digits, r.extra)), 20000)
      WHERE id = cid;
    IF r.kind = 'booking' THEN UPDATE bookings SET customer_id = cid WHERE id = r.id;
    ELSE UPDATE contact_messages SET customer_id = cid WHERE id = r.id; END IF;
  END LOOP;
END $$;
