CREATE TABLE "beneficiaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"chinese_last_name" text,
	"chinese_first_name" text,
	"relationship" text NOT NULL,
	"id_type" text NOT NULL,
	"id_no" text NOT NULL,
	"birthday" date,
	"gender" text,
	"nationality" text,
	"id_expiry" date,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_holds" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"points" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"tier_points" integer DEFAULT 0 NOT NULL,
	"flight_no" text,
	"flight_date" date,
	"expires_on" date,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "chinese_last_name" text;--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "chinese_first_name" text;--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "id_expiry" date;--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "newsletter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "guardian" jsonb;--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "pay_password_hash" text;--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "pay_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "pay_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_member_id_club_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."club_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_holds" ADD CONSTRAINT "points_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_holds" ADD CONSTRAINT "points_holds_member_id_club_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."club_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_member_id_club_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."club_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaries_member_idx" ON "beneficiaries" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "points_holds_member_idx" ON "points_holds" USING btree ("member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_event_key" ON "points_ledger" USING btree ("kind","source","source_ref");--> statement-breakpoint
CREATE INDEX "points_ledger_member_idx" ON "points_ledger" USING btree ("member_id","occurred_at");--> statement-breakpoint
-- Balances kept as a counter until now become the ledger's opening rows.
INSERT INTO "points_ledger" ("member_id", "points", "kind", "source", "source_ref", "expires_on", "occurred_at")
  SELECT "id", "points", 'ADJUST', 'OPENING', "card_no", "points_expiry", now() FROM "club_members" WHERE "points" <> 0;--> statement-breakpoint
ALTER TABLE "club_members" DROP COLUMN "points";--> statement-breakpoint
ALTER TABLE "club_members" DROP COLUMN "points_expiry";