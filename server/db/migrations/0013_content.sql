CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"document_id" text NOT NULL,
	"locale" text NOT NULL,
	"channel" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"action" jsonb,
	"page_position_code" text,
	"popup_style" text,
	"have_tab_bar" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_document_key" ON "content_items" USING btree ("collection","document_id","locale","channel");--> statement-breakpoint
CREATE INDEX "content_items_window_idx" ON "content_items" USING btree ("collection","locale","channel","start_time");