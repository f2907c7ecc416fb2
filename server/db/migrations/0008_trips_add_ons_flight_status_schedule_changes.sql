CREATE TABLE "flight_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"flight_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seen_dep_at" timestamp with time zone NOT NULL,
	"seen_gate" text NOT NULL,
	"seen_cancelled" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lost_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"found_date" date NOT NULL,
	"found_at" text NOT NULL,
	"description" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"flight_id" integer NOT NULL,
	"segment_index" integer NOT NULL,
	"kind" text NOT NULL,
	"old_dep_at" timestamp with time zone NOT NULL,
	"old_arr_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"new_flight_id" integer,
	"add_ons" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trip_companions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"ticket_no" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"passenger_index" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'TICKET' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parent_order_id" integer;--> statement-breakpoint
ALTER TABLE "flight_follows" ADD CONSTRAINT "flight_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_follows" ADD CONSTRAINT "flight_follows_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_new_flight_id_flights_id_fk" FOREIGN KEY ("new_flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_companions" ADD CONSTRAINT "trip_companions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_companions" ADD CONSTRAINT "trip_companions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_companions" ADD CONSTRAINT "trip_companions_ticket_no_tickets_ticket_no_fk" FOREIGN KEY ("ticket_no") REFERENCES "public"."tickets"("ticket_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_links" ADD CONSTRAINT "trip_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_links" ADD CONSTRAINT "trip_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_follows_key" ON "flight_follows" USING btree ("user_id","flight_id");--> statement-breakpoint
CREATE INDEX "flight_follows_flight_idx" ON "flight_follows" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "lost_items_category_date_idx" ON "lost_items" USING btree ("category","found_date");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_changes_pending_key" ON "schedule_changes" USING btree ("order_id","segment_index") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "schedule_changes_user_idx" ON "schedule_changes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_companions_key" ON "trip_companions" USING btree ("user_id","order_id","ticket_no");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_links_user_order_key" ON "trip_links" USING btree ("user_id","order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parent_order_id_orders_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_unpaid_emd_key" ON "orders" USING btree ("parent_order_id") WHERE kind = 'EMD' and status = 'UNPAID';