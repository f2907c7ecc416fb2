ALTER TABLE "drainage" ADD COLUMN "impressions" text;--> statement-breakpoint
ALTER TABLE "drainage" ADD COLUMN "channel" text;--> statement-breakpoint
UPDATE "drainage" SET "impressions" = coalesce(substring("url" from '[?&]impressions=([^&#]*)'), ''), "channel" = 'H5';--> statement-breakpoint
ALTER TABLE "drainage" ALTER COLUMN "impressions" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "drainage" ALTER COLUMN "channel" SET NOT NULL;--> statement-breakpoint
DELETE FROM "drainage" d USING "drainage" e WHERE d.kind = 'order' AND e.kind = 'order' AND d.order_no = e.order_no AND d.id > e.id;--> statement-breakpoint
CREATE UNIQUE INDEX "drainage_order_key" ON "drainage" USING btree ("order_no") WHERE kind = 'order';
