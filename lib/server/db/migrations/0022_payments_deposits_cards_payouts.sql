CREATE TABLE "card_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_code" text,
	"card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_checks_purpose_check" CHECK ("card_checks"."purpose" in ('payment', 'payout')),
	CONSTRAINT "card_checks_status_check" CHECK ("card_checks"."status" in ('pending', 'verified', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"token" text NOT NULL,
	"pan_masked" text,
	"remembered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_cards_purpose_check" CHECK ("payment_cards"."purpose" in ('payment', 'payout'))
);
--> statement-breakpoint
CREATE TABLE "payment_operations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_kop" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_code" text,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_operations_kind_check" CHECK ("payment_operations"."kind" in ('capture', 'void')),
	CONSTRAINT "payment_operations_status_check" CHECK ("payment_operations"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payment_operations_amount_check" CHECK ("payment_operations"."amount_kop" > 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"amount_kop" integer NOT NULL,
	"method" text NOT NULL,
	"provider" text,
	"card_id" integer,
	"card_mask" text,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_code" text,
	"note" text,
	"recorded_by" integer,
	"provider_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payouts_method_check" CHECK ("payouts"."method" in ('card', 'manual')),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_kop" > 0),
	CONSTRAINT "payouts_card_check" CHECK ("payouts"."method" = 'manual' or "payouts"."provider" is not null)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_money_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_kop" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_rate_kop" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_issue" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "card_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extras_paid_kop" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extras_collecting_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "mode" text DEFAULT 'charge' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "via" text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_kop" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_mask" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "remember_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "card_checks" ADD CONSTRAINT "card_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checks" ADD CONSTRAINT "card_checks_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_checks_reference_unique" ON "card_checks" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "card_checks_user_idx" ON "card_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_token_unique" ON "payment_cards" USING btree ("user_id","provider","purpose","token");--> statement-breakpoint
CREATE INDEX "payment_cards_user_idx" ON "payment_cards" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_operations_reference_unique" ON "payment_operations" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_operations_one_pending" ON "payment_operations" USING btree ("payment_id") WHERE "payment_operations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reference_unique" ON "payouts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payouts_owner_idx" ON "payouts" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_money_check" CHECK ("bookings"."total_kop" >= 0 and "bookings"."commission_kop" >= 0 and "bookings"."earnings_kop" = "bookings"."total_kop" - "bookings"."commission_kop" and "bookings"."paid_kop" >= 0 and "bookings"."refunded_kop" between 0 and "bookings"."paid_kop" and "bookings"."fee_kop" >= 0 and "bookings"."extras_kop" >= 0 and "bookings"."extras_paid_kop" between 0 and "bookings"."extras_kop" and ("bookings"."deposit_kop" is null or "bookings"."deposit_kop" > 0));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_mode_check" CHECK ("payments"."mode" in ('charge', 'hold') and ("payments"."mode" = 'hold') = ("payments"."purpose" = 'deposit'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_via_check" CHECK ("payments"."via" in ('page', 'token'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_captured_check" CHECK ("payments"."captured_kop" is null or ("payments"."captured_kop" > 0 and "payments"."captured_kop" <= "payments"."amount_kop" and "payments"."status" = 'captured'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('rental', 'extras', 'deposit'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'expired', 'cancelled', 'held', 'captured', 'voided'));