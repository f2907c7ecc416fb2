CREATE TABLE "booking_references" (
	"pnr" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "booking_references_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pnr_unique";--> statement-breakpoint
INSERT INTO "booking_references" ("pnr", "order_id") SELECT "pnr", "id" FROM "orders" WHERE "pnr" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notice_emails_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_references" ADD CONSTRAINT "booking_references_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_pnr_idx" ON "orders" USING btree ("pnr");