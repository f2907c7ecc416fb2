CREATE TABLE "vip_inventory" (
	"product_id" integer NOT NULL,
	"use_date" date NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_inventory_sold_within_total" CHECK ("vip_inventory"."sold" >= 0 and "vip_inventory"."sold" <= "vip_inventory"."total")
);
--> statement-breakpoint
CREATE TABLE "vip_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"use_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"meet_greet" jsonb
);
--> statement-breakpoint
CREATE TABLE "vip_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"product_type" text NOT NULL,
	"airport_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"price_hkd" numeric(12, 2) NOT NULL,
	"original_price_hkd" numeric(12, 2),
	"operate_time" text NOT NULL,
	"last_admission" text,
	"closed_time" text,
	"daily_inventory" integer NOT NULL,
	"limit_buy" integer NOT NULL,
	"transferable" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vip_products_product_code_unique" UNIQUE("product_code")
);
--> statement-breakpoint
CREATE TABLE "vip_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_index" integer NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"status" text DEFAULT 'VALID' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"changes_used" integer DEFAULT 0 NOT NULL,
	"transfers_used" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "vip_vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "vip_inventory" ADD CONSTRAINT "vip_inventory_product_id_vip_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."vip_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_orders" ADD CONSTRAINT "vip_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_orders" ADD CONSTRAINT "vip_orders_product_id_vip_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."vip_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_products" ADD CONSTRAINT "vip_products_airport_code_airports_code_fk" FOREIGN KEY ("airport_code") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_vouchers" ADD CONSTRAINT "vip_vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_inventory_day_key" ON "vip_inventory" USING btree ("product_id","use_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_vouchers_user_key" ON "vip_vouchers" USING btree ("order_id","user_index");--> statement-breakpoint
CREATE INDEX "vip_vouchers_expiry_idx" ON "vip_vouchers" USING btree ("status","valid_until");