CREATE TABLE "mpesa_payments" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"checkout_request_id" text,
	"merchant_request_id" text,
	"phone" text NOT NULL,
	"amount_kes" integer NOT NULL,
	"callback_token_hash" text NOT NULL,
	"result_code" integer,
	"result_desc" text,
	"receipt_number" text,
	"transaction_date" timestamp with time zone,
	"review_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"last_queried_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mpesa_payments_checkout_request_id_unique" UNIQUE("checkout_request_id"),
	CONSTRAINT "mpesa_payments_callback_token_hash_unique" UNIQUE("callback_token_hash")
);
--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mpesa_payments_created_at_idx" ON "mpesa_payments" USING btree ("created_at");