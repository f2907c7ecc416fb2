CREATE TABLE "coupon_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"cause" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "tickets_issued_arrival_idx";--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "status" SET DEFAULT 'OPEN';--> statement-breakpoint
UPDATE "tickets" SET "status" = 'OPEN' WHERE "status" = 'ISSUED';--> statement-breakpoint
UPDATE "tickets" SET "status" = 'EXCHANGED' WHERE "status" = 'CHANGED';--> statement-breakpoint
UPDATE "tickets" SET "status" = 'CHECKED_IN' WHERE "status" = 'OPEN' AND EXISTS (SELECT 1 FROM "check_ins" c WHERE c."ticket_no" = "tickets"."ticket_no" AND c."status" = 'COMPLETED');--> statement-breakpoint
UPDATE "check_ins" SET "status" = 'CANCELLED', "cancelled_at" = now() WHERE "status" IN ('IN_PROGRESS', 'COMPLETED') AND "flight_id" IN (SELECT "id" FROM "flights" WHERE "cancelled_at" IS NOT NULL);--> statement-breakpoint
UPDATE "tickets" SET "status" = 'SUSPENDED' FROM "orders" o, "flights" f WHERE o."id" = "tickets"."order_id" AND f."id" = (o."itinerary"->'segments'->"tickets"."segment_index"->>'flightId')::int AND f."cancelled_at" IS NOT NULL AND "tickets"."status" IN ('OPEN', 'CHECKED_IN');--> statement-breakpoint
ALTER TABLE "coupon_events" ADD CONSTRAINT "coupon_events_ticket_no_tickets_ticket_no_fk" FOREIGN KEY ("ticket_no") REFERENCES "public"."tickets"("ticket_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_events" ADD CONSTRAINT "coupon_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_events_order_idx" ON "coupon_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "tickets_open_arrival_idx" ON "tickets" USING btree ("arr_at") WHERE "tickets"."status" in ('OPEN', 'CHECKED_IN');