ALTER TABLE "changes" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "hidden_at" timestamp with time zone;