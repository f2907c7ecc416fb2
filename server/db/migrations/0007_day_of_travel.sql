CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_no" text NOT NULL,
	"flight_id" integer NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"seat_no" text,
	"sequence_no" integer,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flight_status" (
	"flight_id" integer PRIMARY KEY NOT NULL,
	"est_dep_at" timestamp with time zone,
	"est_arr_at" timestamp with time zone,
	"dep_terminal" text,
	"arr_terminal" text,
	"gate" text,
	"carousel" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'TRAVELLER' NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_ticket_no_tickets_ticket_no_fk" FOREIGN KEY ("ticket_no") REFERENCES "public"."tickets"("ticket_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_status" ADD CONSTRAINT "flight_status_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_active_key" ON "check_ins" USING btree ("ticket_no") WHERE status in ('IN_PROGRESS', 'COMPLETED');--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_sequence_key" ON "check_ins" USING btree ("flight_id","sequence_no") WHERE sequence_no is not null;--> statement-breakpoint
CREATE INDEX "check_ins_user_idx" ON "check_ins" USING btree ("user_id");