CREATE SEQUENCE "public"."club_card_no_seq" INCREMENT BY 1 MINVALUE 8800110001 MAXVALUE 8800199999 START WITH 8800110001 CACHE 1;--> statement-breakpoint
CREATE TABLE "beneficiary_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"kind" text NOT NULL,
	"initial" boolean NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"flight_no" text NOT NULL,
	"flight_date" date NOT NULL,
	"ticket_no" text NOT NULL,
	"cabin" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"status" text NOT NULL,
	"points" integer NOT NULL,
	"tier_points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"credit_due_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "points_claims_ticket_no_unique" UNIQUE("ticket_no")
);
--> statement-breakpoint
CREATE TABLE "points_earning_rates" (
	"brand" text PRIMARY KEY NOT NULL,
	"cabin" text NOT NULL,
	"percent" integer NOT NULL,
	"tier_percent" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeem_card_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"flight_id" integer NOT NULL,
	"ticket_no" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "redeem_card_uses_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "redeem_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_no" text NOT NULL,
	"redeem_code" text NOT NULL,
	"type" text NOT NULL,
	"cabin" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"uses_allowed" integer,
	"uses_taken" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'UNACTIVATED' NOT NULL,
	"owner_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"activation_deadline" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"travel_from" date NOT NULL,
	"travel_to" date NOT NULL,
	"usage_deadline" timestamp with time zone NOT NULL,
	"passenger" jsonb,
	CONSTRAINT "redeem_cards_card_no_unique" UNIQUE("card_no"),
	CONSTRAINT "redeem_cards_redeem_code_unique" UNIQUE("redeem_code")
);
--> statement-breakpoint
ALTER TABLE "beneficiary_changes" ADD CONSTRAINT "beneficiary_changes_member_id_club_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."club_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_claims" ADD CONSTRAINT "points_claims_member_id_club_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."club_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_card_uses" ADD CONSTRAINT "redeem_card_uses_card_id_redeem_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."redeem_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_card_uses" ADD CONSTRAINT "redeem_card_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_cards" ADD CONSTRAINT "redeem_cards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiary_changes_member_idx" ON "beneficiary_changes" USING btree ("member_id","occurred_at");--> statement-breakpoint
CREATE INDEX "points_claims_member_idx" ON "points_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "points_claims_due_idx" ON "points_claims" USING btree ("status","credit_due_at");--> statement-breakpoint
CREATE INDEX "redeem_card_uses_card_idx" ON "redeem_card_uses" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "redeem_cards_owner_idx" ON "redeem_cards" USING btree ("owner_id","status");