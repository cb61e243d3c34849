CREATE TABLE "filing_text_indexed" (
	"accession_number" text PRIMARY KEY NOT NULL,
	"passages" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filing_text_passages" (
	"accession_number" text NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"cik" varchar(10) NOT NULL,
	"form" text NOT NULL,
	"filing_date" date NOT NULL,
	"section_title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "filing_text_passages_accession_number_start_pk" PRIMARY KEY("accession_number","start")
);
--> statement-breakpoint
CREATE INDEX "filing_text_passages_body_idx" ON "filing_text_passages" USING gin (to_tsvector('english', "body"));--> statement-breakpoint
CREATE INDEX "filing_text_passages_cik_idx" ON "filing_text_passages" USING btree ("cik","filing_date");