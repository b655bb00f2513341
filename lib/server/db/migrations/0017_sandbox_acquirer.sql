CREATE TABLE "sandbox_acquirer_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_acquirer_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"merchant" text NOT NULL,
	"customer_ref" text NOT NULL,
	"description" text NOT NULL,
	"amount_kop" integer NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"return_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"failure_code" text,
	"card_last4" text,
	"operation_id" text,
	"refunded_kop" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"callback_attempts" integer DEFAULT 0 NOT NULL,
	"callback_delivered_at" timestamp with time zone,
	CONSTRAINT "sandbox_acquirer_orders_status_check" CHECK ("sandbox_acquirer_orders"."status" in ('created', 'otp', 'paid', 'declined', 'cancelled')),
	CONSTRAINT "sandbox_acquirer_orders_amount_check" CHECK ("sandbox_acquirer_orders"."amount_kop" > 0 and "sandbox_acquirer_orders"."refunded_kop" between 0 and "sandbox_acquirer_orders"."amount_kop")
);
--> statement-breakpoint
CREATE TABLE "sandbox_acquirer_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_acquirer_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount_kop" integer NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_acquirer_refunds_amount_check" CHECK ("sandbox_acquirer_refunds"."amount_kop" > 0),
	CONSTRAINT "sandbox_acquirer_refunds_status_check" CHECK ("sandbox_acquirer_refunds"."status" in ('succeeded', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_refunds" ADD CONSTRAINT "sandbox_acquirer_refunds_order_id_sandbox_acquirer_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_acquirer_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_acquirer_orders_reference_unique" ON "sandbox_acquirer_orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_acquirer_refunds_reference_unique" ON "sandbox_acquirer_refunds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_acquirer_refunds_order_idx" ON "sandbox_acquirer_refunds" USING btree ("order_id");