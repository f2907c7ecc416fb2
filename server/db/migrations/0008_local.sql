ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'TICKET' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parent_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parent_order_id_orders_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_unpaid_emd_key" ON "orders" USING btree ("parent_order_id") WHERE kind = 'EMD' and status = 'UNPAID';