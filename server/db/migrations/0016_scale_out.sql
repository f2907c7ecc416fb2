CREATE TABLE "rate_limit_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unknown_logins" (
	"username" text PRIMARY KEY NOT NULL,
	"failed_logins" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counts_reset_idx" ON "rate_limit_counts" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "unknown_logins_updated_idx" ON "unknown_logins" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "booking_sessions_expires_idx" ON "booking_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "flights_arrival_date_idx" ON "flights" USING btree ("arr_airport","dep_date");--> statement-breakpoint
CREATE INDEX "flights_dep_at_idx" ON "flights" USING btree ("dep_at");--> statement-breakpoint
CREATE INDEX "orders_parent_idx" ON "orders" USING btree ("parent_order_id");--> statement-breakpoint
CREATE INDEX "points_ledger_expires_idx" ON "points_ledger" USING btree ("expires_on") WHERE "points_ledger"."expires_on" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verification_codes_expires_idx" ON "verification_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE FUNCTION notify_fare_inventory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  route text;
BEGIN
  SELECT dep_airport || ' ' || arr_airport || ' ' || dep_date INTO route FROM flights WHERE id = COALESCE(NEW.flight_id, OLD.flight_id);
  IF route IS NOT NULL THEN
    PERFORM pg_notify('flights_changed', route);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION notify_flights_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('flights_changed', NEW.dep_airport || ' ' || NEW.arr_airport || ' ' || NEW.dep_date);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER fare_inventory_changed AFTER INSERT OR UPDATE OR DELETE ON "fare_inventory" FOR EACH ROW EXECUTE FUNCTION notify_fare_inventory_changed();--> statement-breakpoint
CREATE TRIGGER flights_changed AFTER INSERT OR UPDATE ON "flights" FOR EACH ROW EXECUTE FUNCTION notify_flights_changed();
