CREATE TABLE "catalogue_sync_state" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fiscal_year_end" varchar(4);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "former_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "edgar_synced_at" timestamp with time zone;