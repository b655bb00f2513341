CREATE TABLE "booking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"actor_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_actor_check" CHECK ("booking_events"."actor" in ('renter', 'owner', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"renter_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"status_before_change" smallint,
	"instant" boolean DEFAULT false NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"delivery_address" text,
	"message" text,
	"lines" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"total_kop" integer NOT NULL,
	"deposit_minor" integer,
	"deposit_currency" text,
	"commission_bp" integer NOT NULL,
	"commission_kop" integer NOT NULL,
	"earnings_kop" integer NOT NULL,
	"paid_kop" integer DEFAULT 0 NOT NULL,
	"refunded_kop" integer DEFAULT 0 NOT NULL,
	"fee_kop" integer DEFAULT 0 NOT NULL,
	"change" jsonb,
	"answer_by" timestamp with time zone,
	"pay_by" timestamp with time zone,
	"contract_file" text,
	"contract_uploaded_at" timestamp with time zone,
	"contract_rejection" text,
	"start_mileage" integer,
	"end_mileage" integer,
	"mileage_dispute" text,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extras_kop" integer DEFAULT 0 NOT NULL,
	"cancelled_by" text,
	"cancel_reason" text,
	"review_dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" between 1 and 17),
	CONSTRAINT "bookings_period_check" CHECK ("bookings"."end_at" > "bookings"."start_at"),
	CONSTRAINT "bookings_parties_check" CHECK ("bookings"."renter_id" <> "bookings"."owner_id"),
	CONSTRAINT "bookings_money_check" CHECK ("bookings"."total_kop" >= 0 and "bookings"."commission_kop" >= 0 and "bookings"."earnings_kop" = "bookings"."total_kop" - "bookings"."commission_kop" and "bookings"."paid_kop" >= 0 and "bookings"."refunded_kop" between 0 and "bookings"."paid_kop" and "bookings"."fee_kop" >= 0 and "bookings"."extras_kop" >= 0),
	CONSTRAINT "bookings_mileage_check" CHECK ("bookings"."end_mileage" is null or ("bookings"."start_mileage" is not null and "bookings"."end_mileage" >= "bookings"."start_mileage")),
	CONSTRAINT "bookings_locale_check" CHECK ("bookings"."locale" in ('uk', 'en'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"direction" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_direction_check" CHECK ("reviews"."direction" in ('renter_to_owner', 'owner_to_renter')),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"amount_kop" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_kop" > 0),
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"amount_kop" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_code" text,
	"provider_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('rental', 'extras')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'expired', 'cancelled')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_kop" > 0)
);
--> statement-breakpoint
ALTER TABLE "car_periods" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "instant_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "bookings_renter_idx" ON "bookings" USING btree ("renter_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_owner_idx" ON "bookings" USING btree ("owner_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_car_idx" ON "bookings" USING btree ("car_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_open_per_car" ON "bookings" USING btree ("car_id","renter_id") WHERE "bookings"."status" not in (3, 4, 13);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_direction_unique" ON "reviews" USING btree ("booking_id","direction");--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_car_idx" ON "reviews" USING btree ("car_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_unique" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending" ON "payments" USING btree ("booking_id","purpose") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "car_periods_booking_unique" ON "car_periods" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "car_periods" ADD CONSTRAINT "car_periods_booking_check" CHECK ("car_periods"."kind" = 'booking' or "car_periods"."booking_id" is null);--> statement-breakpoint
-- A booking's period points at its booking (drizzle cannot declare it: bookings.ts imports cars.ts).
ALTER TABLE "car_periods" ADD CONSTRAINT "car_periods_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
