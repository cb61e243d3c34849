DROP INDEX "filing_text_passages_body_idx";--> statement-breakpoint
ALTER TABLE "filing_text_passages" ADD COLUMN "body_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', body)) STORED;--> statement-breakpoint
CREATE INDEX "filing_text_passages_body_vector_idx" ON "filing_text_passages" USING gin ("body_vector");