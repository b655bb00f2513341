CREATE TABLE "sandbox_acquirer_callbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_acquirer_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "sandbox_acquirer_callbacks_event_check" CHECK ("sandbox_acquirer_callbacks"."event" in ('succeeded', 'failed', 'held', 'voided', 'refunded', 'verified'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_acquirer_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_acquirer_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"customer_ref" text NOT NULL,
	"purpose" text NOT NULL,
	"pan_masked" text NOT NULL,
	"card_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sandbox_acquirer_cards_purpose_check" CHECK ("sandbox_acquirer_cards"."purpose" in ('payment', 'payout'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_acquirer_delivery" (
	"scope" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_acquirer_delivery_mode_check" CHECK ("sandbox_acquirer_delivery"."mode" in ('immediate', 'late', 'twice', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_acquirer_operations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_acquirer_operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" integer,
	"card_id" integer,
	"amount_kop" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"operation_id" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_acquirer_operations_kind_check" CHECK ("sandbox_acquirer_operations"."kind" in ('capture', 'void', 'payout') and ("sandbox_acquirer_operations"."kind" = 'payout') = ("sandbox_acquirer_operations"."order_id" is null)),
	CONSTRAINT "sandbox_acquirer_operations_status_check" CHECK ("sandbox_acquirer_operations"."status" in ('succeeded', 'declined')),
	CONSTRAINT "sandbox_acquirer_operations_amount_check" CHECK ("sandbox_acquirer_operations"."amount_kop" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" DROP CONSTRAINT "sandbox_acquirer_orders_status_check";--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" DROP CONSTRAINT "sandbox_acquirer_orders_amount_check";--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ALTER COLUMN "locale" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ALTER COLUMN "return_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ADD COLUMN "mode" text DEFAULT 'charge' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ADD COLUMN "initiator" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ADD COLUMN "card_purpose" text;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ADD COLUMN "pan_masked" text;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ADD COLUMN "card_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ADD COLUMN "held_kop" integer;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ADD COLUMN "captured_kop" integer;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_callbacks" ADD CONSTRAINT "sandbox_acquirer_callbacks_order_id_sandbox_acquirer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_acquirer_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_operations" ADD CONSTRAINT "sandbox_acquirer_operations_order_id_sandbox_acquirer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_acquirer_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_operations" ADD CONSTRAINT "sandbox_acquirer_operations_card_id_sandbox_acquirer_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sandbox_acquirer_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_acquirer_callbacks_order_idx" ON "sandbox_acquirer_callbacks" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_acquirer_cards_token_unique" ON "sandbox_acquirer_cards" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sandbox_acquirer_cards_customer_idx" ON "sandbox_acquirer_cards" USING btree ("customer_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_acquirer_operations_reference_unique" ON "sandbox_acquirer_operations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_acquirer_operations_order_idx" ON "sandbox_acquirer_operations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sandbox_acquirer_operations_created_idx" ON "sandbox_acquirer_operations" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ADD CONSTRAINT "sandbox_acquirer_orders_card_id_sandbox_acquirer_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sandbox_acquirer_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_acquirer_orders_decided_idx" ON "sandbox_acquirer_orders" USING btree ("decided_at");--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ADD CONSTRAINT "sandbox_acquirer_orders_mode_check" CHECK ("sandbox_acquirer_orders"."mode" in ('charge', 'hold', 'verify') and "sandbox_acquirer_orders"."initiator" in ('customer', 'merchant'));--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ADD CONSTRAINT "sandbox_acquirer_orders_card_purpose_check" CHECK ("sandbox_acquirer_orders"."card_purpose" is null or "sandbox_acquirer_orders"."card_purpose" in ('payment', 'payout'));--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ADD CONSTRAINT "sandbox_acquirer_orders_status_check" CHECK ("sandbox_acquirer_orders"."status" in ('created', 'otp', 'paid', 'held', 'verified', 'voided', 'declined', 'cancelled'));--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_orders" ADD CONSTRAINT "sandbox_acquirer_orders_amount_check" CHECK ("sandbox_acquirer_orders"."amount_kop" >= 0 and ("sandbox_acquirer_orders"."amount_kop" > 0 or "sandbox_acquirer_orders"."mode" = 'verify') and "sandbox_acquirer_orders"."refunded_kop" between 0 and "sandbox_acquirer_orders"."amount_kop" and coalesce("sandbox_acquirer_orders"."held_kop", 0) between 0 and "sandbox_acquirer_orders"."amount_kop" and coalesce("sandbox_acquirer_orders"."captured_kop", 0) between 0 and "sandbox_acquirer_orders"."amount_kop" and ("sandbox_acquirer_orders"."mode" <> 'hold' or "sandbox_acquirer_orders"."refunded_kop" <= coalesce("sandbox_acquirer_orders"."captured_kop", 0)));