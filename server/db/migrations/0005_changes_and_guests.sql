CREATE TABLE "change_passengers" (
	"change_id" integer NOT NULL,
	"passenger_index" integer NOT NULL,
	"new_passenger_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"change_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"new_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"leg_indexes" jsonb NOT NULL,
	"fare_difference" numeric(12, 2) NOT NULL,
	"tax_difference" numeric(12, 2) NOT NULL,
	"change_fee" numeric(12, 2) NOT NULL,
	"seat_amount" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"add_ons" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "changes_change_no_unique" UNIQUE("change_no"),
	CONSTRAINT "changes_new_order_id_unique" UNIQUE("new_order_id")
);
--> statement-breakpoint
CREATE TABLE "guest_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_passengers" ADD CONSTRAINT "change_passengers_change_id_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changes" ADD CONSTRAINT "changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changes" ADD CONSTRAINT "changes_new_order_id_orders_id_fk" FOREIGN KEY ("new_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changes" ADD CONSTRAINT "changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_tokens" ADD CONSTRAINT "guest_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_passengers_key" ON "change_passengers" USING btree ("change_id","passenger_index");--> statement-breakpoint
CREATE INDEX "changes_user_idx" ON "changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "changes_order_idx" ON "changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "guest_tokens_order_idx" ON "guest_tokens" USING btree ("order_id");