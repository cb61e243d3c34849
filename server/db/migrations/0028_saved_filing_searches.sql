CREATE TABLE "saved_filing_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"forms" jsonb NOT NULL,
	"sector" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "saved_search" text;--> statement-breakpoint
ALTER TABLE "saved_filing_searches" ADD CONSTRAINT "saved_filing_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_filing_searches_user_idx" ON "saved_filing_searches" USING btree ("user_id","created_at");