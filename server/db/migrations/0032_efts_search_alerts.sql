ALTER TABLE "alerts" ADD COLUMN "saved_search_query" jsonb;--> statement-breakpoint
ALTER TABLE "saved_filing_searches" ADD COLUMN "edgar_checked_on" date;