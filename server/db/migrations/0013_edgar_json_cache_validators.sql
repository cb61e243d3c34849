ALTER TABLE "edgar_json_cache" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "edgar_json_cache" ADD COLUMN "last_modified" text;