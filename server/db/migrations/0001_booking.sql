CREATE TABLE "aircraft_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seat_map" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_sessions" (
	"process_key" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"step" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"area_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fare_inventory" (
	"flight_id" integer NOT NULL,
	"rbd" text NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"flight_no" text NOT NULL,
	"dep_date" date NOT NULL,
	"dep_airport" text NOT NULL,
	"arr_airport" text NOT NULL,
	"dep_at" timestamp with time zone NOT NULL,
	"arr_at" timestamp with time zone NOT NULL,
	"duration_min" integer NOT NULL,
	"aircraft_code" text NOT NULL,
	"distance_km" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frequent_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"gender" text NOT NULL,
	"birthday" date NOT NULL,
	"passenger_type" text NOT NULL,
	"cert_type" text NOT NULL,
	"cert_no" text NOT NULL,
	"cert_expiry" date,
	"nationality" text NOT NULL,
	"issued_by" text,
	"ffp_no" text,
	"personally" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer,
	"process_key" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"fare_amount" numeric(12, 2) NOT NULL,
	"tax_amount" numeric(12, 2) NOT NULL,
	"ancillary_amount" numeric(12, 2) NOT NULL,
	"discount_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"payment_deadline" timestamp with time zone NOT NULL,
	"pnr" text,
	"contact" jsonb NOT NULL,
	"itinerary" jsonb NOT NULL,
	"passengers" jsonb NOT NULL,
	"extras" jsonb NOT NULL,
	"holds" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_process_key_unique" UNIQUE("process_key"),
	CONSTRAINT "orders_pnr_unique" UNIQUE("pnr")
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"signature" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"channel" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_last4" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "route_schedules" (
	"flight_no" text PRIMARY KEY NOT NULL,
	"dep_airport" text NOT NULL,
	"arr_airport" text NOT NULL,
	"dep_time" text NOT NULL,
	"duration_min" integer NOT NULL,
	"aircraft_code" text NOT NULL,
	"distance_km" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_assignments" (
	"flight_id" integer NOT NULL,
	"seat_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"passenger_index" integer NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"ticket_no" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"passenger_index" integer NOT NULL,
	"segment_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"purpose" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare_inventory" ADD CONSTRAINT "fare_inventory_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_flight_no_route_schedules_flight_no_fk" FOREIGN KEY ("flight_no") REFERENCES "public"."route_schedules"("flight_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequent_passengers" ADD CONSTRAINT "frequent_passengers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_schedules" ADD CONSTRAINT "route_schedules_dep_airport_airports_code_fk" FOREIGN KEY ("dep_airport") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_schedules" ADD CONSTRAINT "route_schedules_arr_airport_airports_code_fk" FOREIGN KEY ("arr_airport") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_schedules" ADD CONSTRAINT "route_schedules_aircraft_code_aircraft_types_code_fk" FOREIGN KEY ("aircraft_code") REFERENCES "public"."aircraft_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fare_inventory_key" ON "fare_inventory" USING btree ("flight_id","rbd");--> statement-breakpoint
CREATE UNIQUE INDEX "flights_no_date_key" ON "flights" USING btree ("flight_no","dep_date");--> statement-breakpoint
CREATE INDEX "flights_route_date_idx" ON "flights" USING btree ("dep_airport","arr_airport","dep_date");--> statement-breakpoint
CREATE INDEX "frequent_passengers_user_idx" ON "frequent_passengers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("status","payment_deadline");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_assignments_key" ON "seat_assignments" USING btree ("flight_id","seat_no");--> statement-breakpoint
CREATE INDEX "seat_assignments_order_idx" ON "seat_assignments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_order_key" ON "tickets" USING btree ("order_id","passenger_index","segment_index");