CREATE TABLE "flow_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"event" text NOT NULL,
	"visit_id" text NOT NULL,
	"locale" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "flow_transitions_machine_day_idx" ON "flow_transitions" USING btree ("machine","recorded_at");