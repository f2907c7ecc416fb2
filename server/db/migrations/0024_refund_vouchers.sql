CREATE TABLE "refund_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"order_voucher_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refund_vouchers" ADD CONSTRAINT "refund_vouchers_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_vouchers" ADD CONSTRAINT "refund_vouchers_order_voucher_id_order_vouchers_id_fk" FOREIGN KEY ("order_voucher_id") REFERENCES "public"."order_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_vouchers" ADD CONSTRAINT "refund_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_vouchers_key" ON "refund_vouchers" USING btree ("refund_id","order_voucher_id");--> statement-breakpoint
CREATE INDEX "refund_vouchers_order_voucher_idx" ON "refund_vouchers" USING btree ("order_voucher_id");--> statement-breakpoint
CREATE INDEX "refund_vouchers_voucher_idx" ON "refund_vouchers" USING btree ("voucher_id");