CREATE TABLE "alert_index_progress" (
	"id" text PRIMARY KEY NOT NULL,
	"indexed_through" text NOT NULL,
	"partial_date" text,
	"partial_seen" jsonb NOT NULL,
	"retry_ciks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
