CREATE TABLE "edgar_json_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
