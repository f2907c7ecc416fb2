ALTER TABLE "tickets" ADD COLUMN "arr_at" timestamp with time zone;--> statement-breakpoint
-- Tickets issued before: their flight's arrival from their order's itinerary.
UPDATE "tickets" SET "arr_at" = ("orders"."itinerary"->'segments'->"tickets"."segment_index"->>'arrAt')::timestamptz FROM "orders" WHERE "orders"."id" = "tickets"."order_id";--> statement-breakpoint
CREATE INDEX "tickets_issued_arrival_idx" ON "tickets" USING btree ("arr_at") WHERE "tickets"."status" = 'ISSUED';
