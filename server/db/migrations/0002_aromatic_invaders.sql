CREATE TABLE "edgar_rate_limit" (
	"name" text PRIMARY KEY NOT NULL,
	"grants" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sec_filing_documents" (
	"accession_number" text PRIMARY KEY NOT NULL,
	"cik" varchar(10) NOT NULL,
	"primary_document" text NOT NULL,
	"source_url" text NOT NULL,
	"html" text NOT NULL,
	"safe_html" text NOT NULL,
	"sanitizer_version" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
