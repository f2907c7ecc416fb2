CREATE TABLE "travel_pass_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"area" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"routes" jsonb NOT NULL,
	"tickets" integer NOT NULL,
	"cabin" text NOT NULL,
	"validity_days" integer NOT NULL,
	"travel_from" date NOT NULL,
	"travel_to" date NOT NULL,
	"blackout_dates" jsonb NOT NULL,
	"cooling_off_days" integer NOT NULL,
	"currency" text NOT NULL,
	"adult_price" numeric(12, 2) NOT NULL,
	"limit_buy" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"sale_starts_at" timestamp with time zone NOT NULL,
	"sale_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "travel_pass_packages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "travel_pass_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "travel_pass_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"pass_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "travel_pass_uses_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "travel_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"pass_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"tickets_taken" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"passenger" jsonb,
	"bound_at" timestamp with time zone,
	CONSTRAINT "travel_passes_pass_no_unique" UNIQUE("pass_no")
);
--> statement-breakpoint
ALTER TABLE "travel_pass_reminders" ADD CONSTRAINT "travel_pass_reminders_package_id_travel_pass_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_pass_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_pass_reminders" ADD CONSTRAINT "travel_pass_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_pass_uses" ADD CONSTRAINT "travel_pass_uses_pass_id_travel_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."travel_passes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_pass_uses" ADD CONSTRAINT "travel_pass_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_passes" ADD CONSTRAINT "travel_passes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_passes" ADD CONSTRAINT "travel_passes_package_id_travel_pass_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_pass_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_passes" ADD CONSTRAINT "travel_passes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "travel_pass_reminders_key" ON "travel_pass_reminders" USING btree ("package_id","user_id");--> statement-breakpoint
CREATE INDEX "travel_pass_reminders_due_idx" ON "travel_pass_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "travel_pass_uses_pass_idx" ON "travel_pass_uses" USING btree ("pass_id");--> statement-breakpoint
CREATE INDEX "travel_passes_order_idx" ON "travel_passes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "travel_passes_owner_idx" ON "travel_passes" USING btree ("owner_id");