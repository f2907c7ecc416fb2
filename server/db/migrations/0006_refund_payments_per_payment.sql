ALTER TABLE "refund_payments" DROP CONSTRAINT "refund_payments_refund_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "refund_payments_key" ON "refund_payments" USING btree ("refund_id","payment_id");--> statement-breakpoint
CREATE INDEX "refund_payments_payment_idx" ON "refund_payments" USING btree ("payment_id");